/**
 * The invoice as XML in the General Department of Taxation's format for e-invoices (Decree
 * 123/2020, Circular 78/2021, Decision 1450/QĐ-TCT): HDon > DLHDon > TTChung (general data),
 * NDHDon (seller NBan, buyer NMua, goods DSHHDVu, totals TToan), then DSCKS, the empty slot the
 * seller's digital signature goes into. Money is whole đồng; the date is the shop's day.
 */
import { amountInWords } from '../amount-in-words';
import { einvoicesVi } from '../../i18n/einvoices';
import { dashedTaxCode } from '../tax-code';
import type { InvoiceLine, InvoiceTotals } from './invoice-lines';
import type { EinvoiceRelation } from './state';
import { renderXml, type XmlNode } from './xml-writer';

/** Format version of the tax department's XML schema this builder follows. */
export const XML_FORMAT_VERSION = '2.0.1';

export interface XmlParty {
  name: string;
  tax_code: string;
  address: string;
  phone?: string;
  email: string;
  bank_account?: string;
  bank_name?: string;
}

export interface XmlInvoice {
  template_code: string;
  series: string;
  number: number;
  /** YYYY-MM-DD, the shop's calendar day of issue. */
  issued_on: string;
  /** HTTToan: TM (cash), CK (transfer), TM/CK. */
  payment_method: string;
  seller: XmlParty;
  buyer: { type: 'retail' | 'company'; name: string; tax_code: string; address: string; email: string };
  lines: readonly InvoiceLine[];
  totals: InvoiceTotals;
  relation: EinvoiceRelation;
  /** An adjustment's content (GChu of TTHDLQuan). */
  note?: string;
  /** The invoice a replacement or adjustment corrects. */
  related?: { template_code: string; series: string; number: number; issued_on: string } | null;
  /** The tax authority's code of a cash-register invoice (MCCQT), made on the till. */
  cash_register_code?: string | null;
}

export function vatRateText(rate: number | null): string {
  return rate === null ? 'KCT' : `${rate}%`;
}

function relatedInfo(invoice: XmlInvoice): XmlNode[] {
  if (invoice.relation === 'original' || !invoice.related) return [];
  const r = invoice.related;
  return [
    [
      'TTHDLQuan',
      [
        ['TCHDon', invoice.relation === 'replace' ? 1 : 2],
        ['LHDCLQuan', 1],
        ['KHMSHDCLQuan', r.template_code],
        ['KHHDCLQuan', r.series],
        ['SHDCLQuan', r.number],
        ['NLHDCLQuan', r.issued_on],
        ...(invoice.note ? [['GChu', invoice.note] as XmlNode] : []),
      ],
    ],
  ];
}

/** NMua in the schema's order: Ten, MST, DChi, MKHang, SDThoai, DCTDTu, HVTNMHang, STKNHang, TNHang. */
function buyer(invoice: XmlInvoice): XmlNode {
  const b = invoice.buyer;
  if (b.type === 'company') {
    const children: XmlNode[] = [
      ['Ten', b.name],
      // Rows saved before codes were kept dashed may hold `0100109106001`.
      ['MST', dashedTaxCode(b.tax_code)],
      ['DChi', b.address],
    ];
    if (b.email) children.push(['DCTDTu', b.email]);
    return ['NMua', children];
  }
  const children: XmlNode[] = [['Ten', b.name || einvoicesVi.retailBuyerName]];
  if (b.address) children.push(['DChi', b.address]);
  if (b.email) children.push(['DCTDTu', b.email]);
  children.push(['HVTNMHang', b.name ? b.name : einvoicesVi.retailBuyerNote]);
  return ['NMua', children];
}

/**
 * DGia: the unit price before tax that makes SLuong × DGia the line's amount before discount,
 * with up to six decimals as the schema allows (a rounded whole-đồng price would leave up to
 * SLuong/2 đồng between SLuong × DGia − STCKhau and ThTien).
 */
export function unitPriceText(l: Pick<InvoiceLine, 'quantity' | 'gross_before_tax'>): string {
  if (l.quantity === 0) return '0';
  return String(Number((l.gross_before_tax / l.quantity).toFixed(6)));
}

/** TLCKhau: the discount in percent of the amount before discount, two decimals. */
function discountRate(l: InvoiceLine): number {
  return l.gross_before_tax === 0 ? 0 : Math.round((l.discount * 10000) / l.gross_before_tax) / 100;
}

function line(l: InvoiceLine): XmlNode {
  return [
    'HHDVu',
    [
      ['TChat', 1],
      ['STT', l.position],
      ['MHHDVu', l.code],
      ['THHDVu', l.name],
      ['DVTinh', l.unit],
      ['SLuong', l.quantity],
      ['DGia', unitPriceText(l)],
      ['TLCKhau', discountRate(l)],
      ['STCKhau', l.discount],
      ['ThTien', l.amount],
      ['TSuat', vatRateText(l.vat_rate)],
    ],
  ];
}

/** The signed-ready invoice XML (no signature yet). */
export function buildInvoiceXml(invoice: XmlInvoice): string {
  const s = invoice.seller;
  const t = invoice.totals;
  const root: XmlNode = [
    'HDon',
    [
      [
        'DLHDon',
        [
          [
            'TTChung',
            [
              ['PBan', XML_FORMAT_VERSION],
              ['THDon', einvoicesVi.printView.heading],
              ['KHMSHDon', invoice.template_code],
              ['KHHDon', invoice.series],
              ['SHDon', invoice.number],
              ['NLap', invoice.issued_on],
              ['DVTTe', 'VND'],
              ['TGia', 1],
              ['HTTToan', invoice.payment_method],
              ...relatedInfo(invoice),
            ],
          ],
          [
            'NDHDon',
            [
              [
                'NBan',
                [
                  ['Ten', s.name],
                  ['MST', dashedTaxCode(s.tax_code)],
                  ['DChi', s.address],
                  ['SDThoai', s.phone],
                  ['DCTDTu', s.email],
                  ['STKNHang', s.bank_account],
                  ['TNHang', s.bank_name],
                ],
              ],
              buyer(invoice),
              ['DSHHDVu', invoice.lines.map(line)],
              [
                'TToan',
                [
                  [
                    'THTTLTSuat',
                    t.rates.map((r): XmlNode => [
                      'LTSuat',
                      [
                        ['TSuat', vatRateText(r.vat_rate)],
                        ['ThTien', r.before_tax],
                        ['TThue', r.vat],
                      ],
                    ]),
                  ],
                  ['TgTCThue', t.before_tax],
                  ['TgTThue', t.vat],
                  ['TTCKTMai', t.discount],
                  ['TgTTTBSo', t.total],
                  ['TgTTTBChu', amountInWords(t.total)],
                ],
              ],
            ],
          ],
        ],
        { Id: 'data' },
      ],
      ...(invoice.cash_register_code ? [['MCCQT', invoice.cash_register_code, { Id: 'mccqt' }] as XmlNode] : []),
      ['DSCKS', [['NBan', null]]],
    ],
  ];
  return renderXml(root);
}
