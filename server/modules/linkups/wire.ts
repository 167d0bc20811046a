/**
 * The request body the national pharmacy data link-up takes for each message kind, in the field
 * names of the Cục Quản lý Dược's connection standard as docs/link-ups.md records them: a sale is
 * a `hoa_don` (with `ma_don_thuoc_quoc_gia` when sold against a prescription), goods in are a
 * `phieu_nhap` (from a supplier, a customer's return, opening stock), goods out a `phieu_xuat`
 * (a return to a supplier, a scrap, a count adjustment). Dates are `yyyyMMdd` in shop time, money in whole đồng.
 */
import type { LinkupKind, LinkupLine } from '../../../src/domain/linkup/messages';
import { shopDay } from '../../../src/domain/shop-clock';

export interface WireMessage {
  key: string;
  kind: LinkupKind;
  documentAt: Date;
  prescriptionCode: string | null;
  lines: readonly LinkupLine[];
}

export type WireEndpoint = 'hoa_don' | 'phieu_nhap' | 'phieu_xuat';

/** Where each kind goes and its type number (loai_phieu_nhap / loai_phieu_xuat). */
export const WIRE_KINDS: Record<LinkupKind, { endpoint: WireEndpoint; type: number | null }> = {
  sale: { endpoint: 'hoa_don', type: null },
  receipt: { endpoint: 'phieu_nhap', type: 1 },
  customer_return: { endpoint: 'phieu_nhap', type: 2 },
  opening: { endpoint: 'phieu_nhap', type: 3 },
  scrap: { endpoint: 'phieu_xuat', type: 2 },
  adjustment: { endpoint: 'phieu_xuat', type: 3 },
  supplier_return: { endpoint: 'phieu_xuat', type: 1 },
};

const day = (instant: Date) => shopDay(instant).replaceAll('-', '');
const expiry = (date: string | null) => (date ? date.replaceAll('-', '') : null);

export function wireLine(line: LinkupLine) {
  return {
    ma_thuoc: line.national_drug_code,
    ten_thuoc: line.name,
    ham_luong: line.strength,
    so_dang_ky: line.registration_number,
    so_lo: line.lot_number,
    han_dung: expiry(line.expiry_date),
    don_vi_tinh: line.unit,
    quy_cach_dong_goi: line.document_unit ? `${line.document_unit} ${line.factor} ${line.unit}` : null,
    ty_le_quy_doi: line.factor,
    so_luong: line.quantity,
    don_gia: line.price,
    thanh_tien: line.quantity * line.price,
  };
}

export function wireBody(facilityCode: string, message: WireMessage) {
  const { endpoint, type } = WIRE_KINDS[message.kind];
  const lines = message.lines.map(wireLine);
  if (endpoint === 'hoa_don')
    return {
      endpoint,
      body: {
        ma_co_so: facilityCode,
        ma_hoa_don: message.key,
        ma_don_thuoc_quoc_gia: message.prescriptionCode,
        ngay_ban: day(message.documentAt),
        hoa_don_chi_tiet: lines,
      },
    };
  if (endpoint === 'phieu_nhap')
    return {
      endpoint,
      body: {
        ma_co_so: facilityCode,
        ma_phieu: message.key,
        loai_phieu_nhap: type,
        ngay_nhap: day(message.documentAt),
        chi_tiet: lines,
      },
    };
  return {
    endpoint,
    body: {
      ma_co_so: facilityCode,
      ma_phieu: message.key,
      loai_phieu_xuat: type,
      ngay_xuat: day(message.documentAt),
      chi_tiet: lines,
    },
  };
}
