// The demo shop's data files: sizes, references, barcodes, units, prices, lots and Vietnamese text.
import { buildDemoData } from '../../scripts/demo-data/build';
import { addDays, addMonths, daysFromIso } from '../../scripts/demo-data/dates';
import { ean13, isValidEan13 } from '../../scripts/demo-data/ean13';
import { loadDemoData } from '../../scripts/demo-data/load';
import { DEMO_TODAY } from '../../scripts/demo-data/source/build-stock';

const data = loadDemoData();
const productByCode = new Map(data.products.map((product) => [product.code, product]));
const codes = <T extends { code: string }>(rows: T[]) => new Set(rows.map((row) => row.code));
const DIACRITIC = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const daysFromToday = (date: string) => (Date.parse(date) - Date.parse(DEMO_TODAY)) / 86_400_000;

function allStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => allStrings(item, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => allStrings(item, out));
  return out;
}

describe('demo data files', () => {
  it('are exactly what build.ts writes from the source tables', () => {
    expect(JSON.parse(JSON.stringify(buildDemoData()))).toEqual(data);
  });

  it('hold a realistic shop: 300+ products of every kind, 60+ customers, 15+ doctors, 8+ templates', () => {
    expect(data.products.length).toBeGreaterThanOrEqual(300);
    const top = (category: string) => data.categories.find((c) => c.code === category)?.parent ?? category;
    const perTop = new Map<string, number>();
    for (const product of data.products)
      perTop.set(top(product.category), (perTop.get(top(product.category)) ?? 0) + 1);
    for (const kind of ['thuoc-ke-don', 'thuoc-khong-ke-don', 'thuc-pham-chuc-nang', 'thiet-bi-y-te', 'my-pham'])
      expect(perTop.get(kind)).toBeGreaterThanOrEqual(25);
    expect(data.products.filter((p) => p.drug_class === 'rx').length).toBeGreaterThanOrEqual(80);
    expect(data.customers.length).toBeGreaterThanOrEqual(60);
    expect(data.doctors.length).toBeGreaterThanOrEqual(15);
    expect(data.prescription_templates.length).toBeGreaterThanOrEqual(8);
    expect(data.products.some((p) => /paracetamol/i.test(p.active_ingredient ?? ''))).toBe(true);
  });

  it('uses unique, well-formed codes', () => {
    const check = (rows: { code: string }[], pattern: RegExp) => {
      expect(codes(rows).size).toBe(rows.length);
      for (const row of rows) expect(row.code).toMatch(pattern);
    };
    check(data.products, /^SP\d{6}$/);
    check(data.customers, /^KH\d{6}$/);
    check(data.vendors, /^NCC\d{4}$/);
    for (const rows of [
      data.categories,
      data.tags,
      data.uoms,
      data.taxes,
      data.specializations,
      data.customer_groups,
      data.doctors,
      data.prescription_templates,
    ]) {
      expect(codes(rows).size).toBe(rows.length);
    }
  });

  it('resolves every reference by code', () => {
    const [categories, tags, uoms, taxes, vendors] = [
      codes(data.categories),
      codes(data.tags),
      codes(data.uoms),
      codes(data.taxes),
      codes(data.vendors),
    ];
    for (const category of data.categories) if (category.parent) expect(categories).toContain(category.parent);
    for (const product of data.products) {
      expect(categories, product.code).toContain(product.category);
      for (const tag of product.tags) expect(tags).toContain(tag);
      expect(taxes).toContain(product.tax);
      if (product.default_vendor) expect(vendors).toContain(product.default_vendor);
      for (const unit of product.units) expect(uoms).toContain(unit.uom);
    }
    for (const customer of data.customers)
      if (customer.customer_group) expect(codes(data.customer_groups)).toContain(customer.customer_group);
    for (const doctor of data.doctors) expect(codes(data.specializations)).toContain(doctor.specialization);
    for (const template of data.prescription_templates) {
      for (const item of template.items) {
        const product = productByCode.get(item.product);
        expect(product, item.product).toBeDefined();
        expect(product!.units.map((u) => u.uom)).toContain(item.unit);
        expect(Number.isInteger(item.quantity) && item.quantity > 0).toBe(true);
        expect(item.dosage).toMatch(DIACRITIC);
      }
    }
    const till = data.pos_layout.find((t) => t.name === 'Quầy 1');
    expect(till?.order_code_prefix).toBe('Q1');
    const layoutProducts = till!.layout.categories.flatMap((c) =>
      c.items.flatMap((item) => (item.type === 'folder' ? item.items : [item])),
    );
    expect(layoutProducts.length).toBeGreaterThan(30);
    expect(till!.layout.categories.some((c) => c.items.some((item) => item.type === 'folder'))).toBe(true);
    for (const item of layoutProducts) expect(productByCode.has(item.product), item.product).toBe(true);
  });

  it('gives every sellable unit a unique EAN-13 with a valid check digit and the 893 prefix', () => {
    expect(ean13('400638133393')).toBe('4006381333931');
    expect(isValidEan13('4006381333932')).toBe(false);
    const barcodes = data.products.flatMap((p) => p.units.map((u) => u.barcode));
    expect(new Set(barcodes).size).toBe(barcodes.length);
    for (const barcode of barcodes) {
      expect(isValidEan13(barcode), barcode).toBe(true);
      expect(barcode.startsWith('893')).toBe(true);
    }
  });

  it('has exactly one base unit per product and integer factors, priced cheaper per base unit as units grow', () => {
    for (const product of data.products) {
      const bases = product.units.filter((u) => u.is_base);
      expect(bases, product.code).toHaveLength(1);
      expect(bases[0]!.factor).toBe(1);
      expect(bases[0]!.uom).toBe(product.base_unit);
      expect(new Set(product.units.map((u) => u.uom)).size).toBe(product.units.length);
      expect(product.sale_price).toBe(bases[0]!.price);
      let previous = Infinity;
      for (const unit of [...product.units].sort((a, b) => a.factor - b.factor)) {
        expect(Number.isInteger(unit.factor) && unit.factor >= 1, product.code).toBe(true);
        expect(Number.isInteger(unit.price) && unit.price > 0, product.code).toBe(true);
        expect(unit.price / unit.factor, `${product.code} ${unit.uom}`).toBeLessThanOrEqual(previous);
        expect(product.cost_price * unit.factor, `${product.code} sells ${unit.uom} below cost`).toBeLessThan(
          unit.price,
        );
        previous = unit.price / unit.factor;
      }
      expect(Number.isInteger(product.cost_price) && product.cost_price >= 0).toBe(true);
      expect(product.min_stock).toBeLessThanOrEqual(product.max_stock);
      const blister = product.packaging.match(/^Hộp (\d+) vỉ x (\d+) viên$/);
      if (blister && product.base_unit === 'vien')
        expect(product.units.at(-1)!.factor, product.code).toBe(Number(blister[1]) * Number(blister[2]));
    }
  });

  it('classifies products like a Vietnamese pharmacy: VAT, registration numbers, tracking', () => {
    const rate = new Map(data.taxes.map((t) => [t.code, t.rate]));
    const registrations = data.products.map((p) => p.registration_number).filter(Boolean);
    expect(new Set(registrations).size).toBe(registrations.length);
    for (const product of data.products) {
      if (product.drug_class === 'rx') {
        expect(rate.get(product.tax), product.code).toBe(5);
        expect(product.registration_number, product.code).toMatch(/^(VD|VN)-\d{5}-\d{2}$|^\d{12}$/);
        expect(product.tracking_type).toBe('lot');
      }
      if (product.registration_number === null) expect(rate.get(product.tax), product.code).not.toBe(8);
      expect(['none', 'narcotic', 'psychotropic', 'precursor']).toContain(product.special_control);
    }
    expect(data.products.filter((p) => p.special_control === 'none').length).toBeGreaterThan(300);
    expect(data.products.filter((p) => p.tracking_type === 'serial').every((p) => p.category === 'may-do')).toBe(true);
    expect(data.products.filter((p) => p.tracking_type === 'none').every((p) => p.category === 'dich-vu')).toBe(true);
    expect(data.products.some((p) => p.tracking_type === 'basic')).toBe(true);
  });

  it('keeps opening stock coherent: lots with dates, some near expiry, a few expired; serials and quantities', () => {
    const lotProducts = new Set(data.lots.map((l) => l.product));
    for (const product of data.products) {
      if (product.tracking_type === 'lot') expect(lotProducts.has(product.code), product.code).toBe(true);
      if (product.tracking_type === 'serial')
        expect(
          data.serials.some((s) => s.product === product.code),
          product.code,
        ).toBe(true);
      if (product.tracking_type === 'basic')
        expect(
          data.stock.some((s) => s.product === product.code),
          product.code,
        ).toBe(true);
    }
    const lotKeys = new Set<string>();
    for (const lot of data.lots) {
      expect(productByCode.get(lot.product)?.tracking_type, lot.product).toBe('lot');
      expect(lot.manufacture_date).toMatch(ISO_DATE);
      expect(lot.expiry_date).toMatch(ISO_DATE);
      expect(new Date(`${lot.expiry_date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(lot.expiry_date);
      expect(lot.manufacture_date < lot.expiry_date).toBe(true);
      expect(lot.manufacture_date < DEMO_TODAY).toBe(true);
      expect(Number.isInteger(lot.quantity) && lot.quantity > 0).toBe(true);
      expect(Number.isInteger(lot.cost) && lot.cost > 0).toBe(true);
      lotKeys.add(`${lot.product}/${lot.lot_number}`);
    }
    expect(lotKeys.size).toBe(data.lots.length);
    const near = data.lots.filter((l) => daysFromToday(l.expiry_date) >= 0 && daysFromToday(l.expiry_date) <= 90);
    const expired = data.lots.filter((l) => daysFromToday(l.expiry_date) < 0);
    const later = data.lots.filter((l) => l.expiry_date >= '2027-01-01' && l.expiry_date <= '2028-12-31');
    expect(near.length).toBeGreaterThanOrEqual(10);
    expect(expired.length).toBeGreaterThanOrEqual(3);
    expect(expired.length).toBeLessThan(data.lots.length * 0.1);
    expect(later.length).toBeGreaterThan(data.lots.length * 0.7);
    expect(new Set(data.serials.map((s) => s.serial_number)).size).toBe(data.serials.length);
    for (const row of [...data.stock, ...data.serials]) expect(productByCode.get(row.product)).toBeDefined();
  });

  it('writes people and places in Vietnamese with diacritics, and valid phones and tax codes', () => {
    for (const customer of data.customers) {
      expect(customer.full_name, customer.code).toMatch(DIACRITIC);
      if (customer.phone) expect(customer.phone).toMatch(/^0[398]\d{8}$|^02\d{9}$/);
      expect(['Hà Nội', 'TP. Hồ Chí Minh', 'Đà Nẵng']).toContain(customer.province);
      expect(customer.ward).toMatch(DIACRITIC);
      if (customer.date_of_birth) expect(customer.date_of_birth).toMatch(ISO_DATE);
    }
    const phones = data.customers.map((c) => c.phone).filter(Boolean);
    expect(new Set(phones).size).toBe(phones.length);
    expect(new Set(data.customers.map((c) => c.province)).size).toBe(3);
    expect(data.customers.filter((c) => c.allergies).length).toBeGreaterThanOrEqual(5);
    for (const doctor of data.doctors) {
      expect(doctor.name).toMatch(DIACRITIC);
      expect(doctor.certificate_number).toMatch(/^\d{6}\/[A-ZĐ]{2,3}-(CCHN|GPHN)$/);
    }
    for (const vendor of data.vendors) expect(vendor.tax_code).toMatch(/^\d{10}$/);
    for (const category of data.categories) expect(category.name).toMatch(DIACRITIC);
  });

  it('stores every text NFC-normalised so search and unaccenting see one form', () => {
    for (const text of allStrings(data)) expect(text.normalize('NFC')).toBe(text);
  });
});

describe('demo date arithmetic', () => {
  it('agrees with Date over leap years, month ends and negative shifts', () => {
    for (let day = -800; day <= 800; day += 7) {
      const start = new Date(Date.UTC(2026, 10, 22) + day * 86_400_000);
      const iso = start.toISOString().slice(0, 10);
      expect(daysFromIso(iso)).toBe(Math.round(start.getTime() / 86_400_000));
      expect(addDays(iso, 45)).toBe(new Date(start.getTime() + 45 * 86_400_000).toISOString().slice(0, 10));
      for (const months of [-36, -24, -1, 1, 13]) {
        const viaDate = new Date(start);
        viaDate.setUTCMonth(viaDate.getUTCMonth() + months);
        expect(addMonths(iso, months), `${iso} ${months}`).toBe(viaDate.toISOString().slice(0, 10));
      }
    }
  });
});
