/**
 * A national prescription looked up for the counter: the system's answer in the till's shape
 * (src/domain/eprescription.ts) and each prescribed drug matched to the shop's live products by
 * national drug code, then by active ingredient and strength (the cashier confirms at the till).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { jsonb } from '../../lib/sql-params';
import { normalizeSearch } from '../../../src/domain/list-query';
import {
  ingredientKey,
  matchDrug,
  type MatchCandidate,
  type NationalPrescription,
} from '../../../src/domain/eprescription';
import type { LookedUpPrescription } from './system';

type ProductRow = Omit<MatchCandidate, 'unit_id' | 'unit_name' | 'factor'> & {
  units: { id: string; name: string; factor: number; is_base: boolean }[];
};

/** Live products that carry one of `codes` or whose text holds the first word of an ingredient. */
async function productsFor(tx: Tx, tenantId: string, codes: string[], words: string[]): Promise<ProductRow[]> {
  const select = sql`
    select p.id as product_id, p.code, p.name, p.national_drug_code, p.active_ingredient, p.strength,
           p.stock_on_hand::float8 as stock_on_hand,
           coalesce((select jsonb_agg(jsonb_build_object('id', u.id, 'name', m.name, 'factor', u.factor, 'is_base', u.is_base)
                                      order by u.sort_order)
                       from product_units u join uoms m on m.tenant_id = u.tenant_id and m.id = u.uom_id
                      where u.tenant_id = p.tenant_id and u.product_id = p.id and u.deleted_at is null), '[]'::jsonb) as units
      from products p
     where p.tenant_id = ${tenantId} and p.deleted_at is null and p.is_active`;
  const rows: ProductRow[] = [];
  if (codes.length > 0)
    rows.push(
      ...(
        await tx.execute<ProductRow>(
          sql`${select} and p.national_drug_code in (select jsonb_array_elements_text(${jsonb(codes)}))`,
        )
      ).rows,
    );
  if (words.length > 0)
    rows.push(
      ...(
        await tx.execute<ProductRow>(
          sql`${select} and p.search_text like any(array(select jsonb_array_elements_text(${jsonb(words.map((word) => `%${word}%`))}))) limit 500`,
        )
      ).rows,
    );
  return [...new Map(rows.map((row) => [row.product_id, row])).values()];
}

const GENDERS: Record<number, NationalPrescription['patient_gender']> = { 2: 'male', 3: 'female' };

/** `DD/MM/YYYY` → `YYYY-MM-DD`, or null. */
function isoDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

function ageOn(birth: string | null, on: string): number | null {
  if (!birth) return null;
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  const age = y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
  return age >= 0 && age <= 150 ? age : null;
}

export async function nationalPrescriptionView(
  tx: Tx,
  tenantId: string,
  found: LookedUpPrescription,
): Promise<NationalPrescription> {
  const drugs = found.thong_tin_don_thuoc;
  const codes = [...new Set(drugs.map((drug) => drug.ma_thuoc.trim()).filter(Boolean))];
  const words = [
    ...new Set(
      drugs
        .map((drug) => normalizeSearch(ingredientKey(drug.ten_thuoc)).split(/[\s+]/)[0] ?? '')
        .filter((w) => w.length > 2),
    ),
  ];
  const products = await productsFor(tx, tenantId, codes, words);
  const date = found.ngay_gio_ke_don.slice(0, 10);
  const birth = isoDate(found.ngay_sinh_benh_nhan ?? '');
  return {
    code: found.ma_don_thuoc.toLowerCase(),
    kind: found.loai_don_thuoc,
    date,
    status:
      found.trang_thai_ban === 'da_ban_du' ? 'dispensed' : found.trang_thai_ban === 'ban_mot_phan' ? 'partial' : 'new',
    patient_name: found.ho_ten_benh_nhan ?? '',
    patient_birth_date: birth,
    patient_age: ageOn(birth, date),
    patient_gender: GENDERS[found.gioi_tinh] ?? null,
    patient_address: found.dia_chi ?? '',
    insurance_number: found.ma_so_the_bao_hiem_y_te ?? '',
    doctor_name: found.ho_ten_bac_si ?? '',
    facility_code: found.ma_co_so_kham_chua_benh ?? '',
    facility: found.ten_co_so_kham_chua_benh ?? '',
    diagnosis: (found.chan_doan ?? [])
      .map(
        (d) => [d.ma_chan_doan, d.ten_chan_doan].filter(Boolean).join(' - ') + (d.ket_luan ? ` (${d.ket_luan})` : ''),
      )
      .join('; '),
    advice: found.loi_dan ?? '',
    drugs: drugs.map((drug, index) => {
      const { match, candidates } = matchDrug(
        { national_drug_code: drug.ma_thuoc, active_ingredient: drug.ten_thuoc, strength: drug.ham_luong ?? '' },
        products,
      );
      const unitName = normalizeSearch(drug.don_vi_tinh ?? '').trim();
      return {
        index,
        national_drug_code: drug.ma_thuoc,
        name: drug.biet_duoc || drug.ten_thuoc,
        brand: drug.biet_duoc ?? '',
        active_ingredient: drug.ten_thuoc ?? '',
        strength: drug.ham_luong ?? '',
        unit: drug.don_vi_tinh ?? '',
        quantity: drug.so_luong,
        dispensed: drug.so_luong_da_ban ?? 0,
        remaining: Math.max(0, drug.so_luong - (drug.so_luong_da_ban ?? 0)),
        usage: drug.cach_dung ?? '',
        match,
        candidates: candidates.map(({ units, ...product }): MatchCandidate => {
          const unit =
            units.find((u) => normalizeSearch(u.name).trim() === unitName) ?? units.find((u) => u.is_base) ?? units[0];
          return {
            ...product,
            unit_id: unit?.id ?? null,
            unit_name: unit?.name ?? drug.don_vi_tinh,
            factor: unit?.factor ?? 1,
          };
        }),
      };
    }),
  };
}
