/**
 * A structural check of invoice XML written from the tax department's published field list
 * (Decision 1450/QĐ-TCT format 2.0.x: element names, their order, formats and the arithmetic
 * between them; the cash-register code of Decision 1510/QĐ-TCT), not from the builder: it parses
 * the document and answers every rule it breaks. Shared by the domain and server tests.
 */
import { DOMParser, type Element } from '@xmldom/xmldom';

/** Children of each element in the schema's order; `!` marks the required ones. */
const ORDER: Record<string, string[]> = {
  HDon: ['DLHDon!', 'MCCQT', 'DLQRCode', 'DSCKS!'],
  DLHDon: ['TTChung!', 'NDHDon!', 'TTKhac'],
  TTChung: [
    'PBan!',
    'THDon!',
    'KHMSHDon!',
    'KHHDon!',
    'SHDon!',
    'MHSo',
    'NLap!',
    'HDDCKPTQuan',
    'SBKe',
    'NBKe',
    'DVTTe!',
    'TGia',
    'HTTToan',
    'MSTTCGP',
    'MSTDVNUNLHDon',
    'TDVNUNLHDon',
    'DCDVNUNLHDon',
    'TTHDLQuan',
    'TTKhac',
  ],
  NDHDon: ['NBan!', 'NMua!', 'DSHHDVu!', 'TToan!'],
  NBan: ['Ten!', 'MST!', 'DChi!', 'SDThoai', 'DCTDTu', 'STKNHang', 'TNHang', 'Fax', 'Website', 'TTKhac'],
  NMua: ['Ten', 'MST', 'DChi', 'MKHang', 'SDThoai', 'DCTDTu', 'HVTNMHang', 'STKNHang', 'TNHang', 'TTKhac'],
  HHDVu: [
    'TChat!',
    'STT',
    'MHHDVu',
    'THHDVu!',
    'DVTinh',
    'SLuong',
    'DGia',
    'TLCKhau',
    'STCKhau',
    'ThTien',
    'TSuat',
    'TThue',
    'TSThue',
    'TTKhac',
  ],
  TToan: ['THTTLTSuat', 'TgTCThue', 'TgTThue', 'DSLPhi', 'TTCKTMai', 'TgTTTBSo!', 'TgTTTBChu!', 'TTKhac'],
  LTSuat: ['TSuat!', 'ThTien!', 'TThue!'],
  TTHDLQuan: ['TCHDon!', 'LHDCLQuan!', 'KHMSHDCLQuan!', 'KHHDCLQuan!', 'SHDCLQuan!', 'NLHDCLQuan!', 'GChu'],
};

const RATES = new Set(['0%', '5%', '8%', '10%', 'KCT', 'KKKNT']);
const RATE_PERCENT: Record<string, number> = { '0%': 0, '5%': 5, '8%': 8, '10%': 10, KCT: 0, KKKNT: 0 };
const TAX_CODE = /^\d{10}(-\d{3})?$/;
const WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3];

/** Circular 105/2020's check digit, computed here on its own. */
function taxCodeOk(code: string): boolean {
  if (!TAX_CODE.test(code)) return false;
  const sum = WEIGHTS.reduce((s, w, i) => s + w * Number(code[i]), 0);
  return 10 - (sum % 11) === Number(code[9]);
}

const children = (el: Element): Element[] =>
  Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1) as Element[];
const child = (el: Element, name: string): Element | undefined => children(el).find((c) => c.tagName === name);
const text = (el: Element | undefined): string => (el?.textContent ?? '').trim();
const num = (el: Element | undefined): number => Number(text(el));

function checkOrder(el: Element, problems: string[], path: string): void {
  // DSCKS holds signatures (its NBan is the seller's signature), not data of the field list.
  if (el.tagName === 'DSCKS') return;
  const spec = ORDER[el.tagName];
  if (spec) {
    const names = spec.map((s) => s.replace('!', ''));
    let last = -1;
    for (const c of children(el)) {
      const at = names.indexOf(c.tagName);
      if (at === -1) problems.push(`${path}: unknown element ${c.tagName}`);
      else if (at <= last) problems.push(`${path}: ${c.tagName} out of order`);
      else last = at;
    }
    for (const s of spec)
      if (s.endsWith('!') && !child(el, s.slice(0, -1))) problems.push(`${path}: missing ${s.slice(0, -1)}`);
  }
  for (const c of children(el)) checkOrder(c, problems, `${path}/${c.tagName}`);
}

/** Every broken rule of the document (empty: it passes). */
export function invoiceXmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const doc = new DOMParser({
    onError: (level, message) => void problems.push(`parse ${level}: ${message}`),
  }).parseFromString(xml, 'text/xml');
  const root = doc.documentElement as unknown as Element | null;
  if (!root || root.tagName !== 'HDon') return [...problems, 'root is not HDon'];
  checkOrder(root, problems, 'HDon');
  const data = child(root, 'DLHDon');
  if (!data) return problems;
  if (!data.getAttribute('Id')) problems.push('DLHDon has no Id to sign');
  const general = child(data, 'TTChung');
  const content = child(data, 'NDHDon');
  if (!general || !content) return problems;

  const template = text(child(general, 'KHMSHDon'));
  const series = text(child(general, 'KHHDon'));
  if (!/^[1-6]$/.test(template)) problems.push(`KHMSHDon ${template} is not 1–6`);
  if (!/^[CK]\d{2}[TDLMNBGH][A-Z]{2}$/.test(series)) problems.push(`KHHDon ${series} is not a 6-character series`);
  if (!/^\d{1,8}$/.test(text(child(general, 'SHDon')))) problems.push('SHDon is not 1–8 digits');
  const issued = text(child(general, 'NLap'));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(issued)) problems.push('NLap is not YYYY-MM-DD');
  if (series.slice(1, 3) !== issued.slice(2, 4)) problems.push('KHHDon year is not the year of NLap');
  if (text(child(general, 'DVTTe')) !== 'VND') problems.push('DVTTe is not VND');

  const code = child(root, 'MCCQT');
  if (series[3] === 'M') {
    if (!code) problems.push('a cash-register series (type M) without MCCQT');
    if (series[0] !== 'C') problems.push('a cash-register series must be C (with code)');
  }
  if (code) {
    const m = /^M([1-6])-(\d{2})-([0-9A-Z]{5})-(\d{11})$/.exec(text(code));
    if (text(code).length !== 23 || !m) problems.push(`MCCQT ${text(code)} is not M#-YY-XXXXX-###########`);
    else {
      if (m[1] !== template) problems.push('MCCQT kind is not KHMSHDon');
      if (m[2] !== series.slice(1, 3)) problems.push('MCCQT year is not the series year');
    }
    if (series[3] !== 'M') problems.push('MCCQT on a series that is not type M');
  }

  // Decree 123/2020 art. 19: a replacement (TCHDon 1) or an adjustment (2) names an invoice issued
  // before it (template, series, number, date), never itself.
  const related = child(general, 'TTHDLQuan');
  const kind = related ? text(child(related, 'TCHDon')) : null;
  if (related) {
    if (!['1', '2'].includes(kind!)) problems.push('TCHDon is not 1 or 2');
    const relatedSeries = text(child(related, 'KHHDCLQuan'));
    if (!/^[CK]\d{2}[TDLMNBGH][A-Z]{2}$/.test(relatedSeries)) problems.push('KHHDCLQuan is not a series');
    if (!/^[1-6]$/.test(text(child(related, 'KHMSHDCLQuan')))) problems.push('KHMSHDCLQuan is not 1–6');
    if (!/^[1-9]\d{0,7}$/.test(text(child(related, 'SHDCLQuan')))) problems.push('SHDCLQuan is not a number');
    const relatedOn = text(child(related, 'NLHDCLQuan'));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(relatedOn)) problems.push('NLHDCLQuan is not YYYY-MM-DD');
    else if (relatedOn > issued) problems.push('NLHDCLQuan is after NLap: the invoice named is later');
    if (
      text(child(related, 'KHMSHDCLQuan')) === template &&
      relatedSeries === series &&
      text(child(related, 'SHDCLQuan')) === text(child(general, 'SHDon'))
    )
      problems.push('TTHDLQuan names the invoice itself');
  }

  const seller = child(content, 'NBan');
  if (seller && !taxCodeOk(text(child(seller, 'MST')))) problems.push('NBan/MST fails its check digit');
  const buyer = child(content, 'NMua');
  const buyerCode = buyer ? text(child(buyer, 'MST')) : '';
  if (buyerCode && !taxCodeOk(buyerCode)) problems.push('NMua/MST fails its check digit');
  if (buyer && buyerCode && !text(child(buyer, 'DChi'))) problems.push('a buyer with a tax code has no address');

  // Lines: each consistent on its own, and per rate adding up to the totals.
  const perRate = new Map<string, number>();
  const goods = child(content, 'DSHHDVu');
  for (const line of goods ? children(goods) : []) {
    const rate = text(child(line, 'TSuat'));
    if (!RATES.has(rate)) problems.push(`line ${text(child(line, 'STT'))}: TSuat ${rate}`);
    const qty = num(child(line, 'SLuong'));
    const price = num(child(line, 'DGia'));
    const discount = child(line, 'STCKhau') ? num(child(line, 'STCKhau')) : 0;
    const amount = num(child(line, 'ThTien'));
    if (!Number.isInteger(amount)) problems.push(`line ${text(child(line, 'STT'))}: ThTien not whole đồng`);
    if (child(line, 'SLuong') && child(line, 'DGia') && Math.abs(qty * price - discount - amount) > 0.5)
      problems.push(
        `line ${text(child(line, 'STT'))}: SLuong × DGia − STCKhau = ${qty * price - discount} ≠ ThTien ${amount}`,
      );
    perRate.set(rate, (perRate.get(rate) ?? 0) + amount);
  }
  const totals = child(content, 'TToan');
  if (!totals) return problems;
  const byRate = child(totals, 'THTTLTSuat');
  let sumBefore = 0;
  let sumVat = 0;
  for (const group of byRate ? children(byRate) : []) {
    const rate = text(child(group, 'TSuat'));
    const before = num(child(group, 'ThTien'));
    const vat = num(child(group, 'TThue'));
    if ((perRate.get(rate) ?? 0) !== before)
      problems.push(`rate ${rate}: lines ${perRate.get(rate)} ≠ ThTien ${before}`);
    perRate.delete(rate);
    if (Math.abs(vat - (before * (RATE_PERCENT[rate] ?? 0)) / 100) > 1)
      problems.push(`rate ${rate}: TThue ${vat} is not its rate`);
    if ((rate === 'KCT' || rate === '0%' || rate === 'KKKNT') && vat !== 0) problems.push(`rate ${rate} with tax`);
    sumBefore += before;
    sumVat += vat;
  }
  for (const rate of perRate.keys()) problems.push(`rate ${rate} of the lines has no LTSuat`);
  if (num(child(totals, 'TgTCThue')) !== sumBefore) problems.push('TgTCThue is not the sum of LTSuat');
  if (num(child(totals, 'TgTThue')) !== sumVat) problems.push('TgTThue is not the sum of LTSuat');
  if (num(child(totals, 'TgTTTBSo')) !== sumBefore + sumVat) problems.push('TgTTTBSo is not TgTCThue + TgTThue');
  const words = text(child(totals, 'TgTTTBChu'));
  if (!words) problems.push('TgTTTBChu empty');
  const total = num(child(totals, 'TgTTTBSo'));
  // Only an adjustment decreases (negative amounts); its amount in words then says so ("Âm …").
  if (total < 0 && kind !== '2') problems.push('a negative total on an invoice that is not an adjustment');
  if (words && total < 0 !== words.startsWith('Âm')) problems.push('TgTTTBChu does not match the sign of TgTTTBSo');
  return problems;
}
