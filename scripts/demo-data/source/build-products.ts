// Expands the compact product tables into the records of products.json.
import { ean13 } from '../ean13';
import { type Rng, digits, intBetween } from '../prng';
import type { DemoProduct, DemoProductUnit } from '../types';
import { type MakerKey, makers } from './makers';
import { type Kind, type ProductSpec, routeOf } from './spec';

const TAX_BY_KIND: Record<Kind, string> = {
  drug: 'VAT5',
  herbal: 'VAT5',
  device: 'VAT5',
  supplement: 'VAT8',
  cosmetic: 'VAT10',
  service: 'KCT',
};
const COST_RATIO: Record<Kind, number> = {
  drug: 0.74,
  herbal: 0.72,
  device: 0.76,
  supplement: 0.68,
  cosmetic: 0.7,
  service: 0,
};
/** GS1 prefixes used by the 12-digit registration numbers (Circular 08/2022/TT-BYT style). */
const GS1: Record<string, string> = {
  'Việt Nam': '893',
  Pháp: '300',
  Đức: '400',
  Anh: '500',
  Ireland: '539',
  'Thụy Sĩ': '760',
  Ý: '800',
  'Tây Ban Nha': '840',
  Hungary: '599',
  'Ba Lan': '590',
  'Thái Lan': '885',
  'Hàn Quốc': '880',
  'Nhật Bản': '450',
  'Thụy Điển': '730',
  'Đan Mạch': '570',
  'Hà Lan': '870',
  Bỉ: '540',
  'Hy Lạp': '520',
  Indonesia: '899',
};
const DRY = 'Nơi khô ráo, nhiệt độ dưới 30°C, tránh ánh sáng.';
const MAKER_KEYS = Object.keys(makers) as MakerKey[];

const roundStep = (value: number): number => (value < 100_000 ? 100 : 1000);

/** Prices of the larger units: a little cheaper per base unit the larger the unit. */
export function unitPrices(basePrice: number, factors: number[]): number[] {
  const prices: number[] = [];
  factors.forEach((factor, i) => {
    if (factor === 1) return void prices.push(basePrice);
    const rate = factors.length === 3 && i === 1 ? 0.97 : factor >= 50 ? 0.92 : 0.95;
    const raw = basePrice * factor * rate;
    const step = roundStep(raw);
    let price = Math.round(raw / step) * step;
    const previous = prices[i - 1]! / factors[i - 1]!;
    while (price / factor >= previous && price - step > 0) price -= step;
    prices.push(price);
  });
  return prices;
}

function registrationNumber(rng: Rng, kind: Kind, country: string, taken: Set<string>): string | null {
  if (kind === 'device' || kind === 'cosmetic' || kind === 'service') return null;
  for (;;) {
    let reg: string;
    if (kind === 'supplement') reg = `${intBetween(rng, 1200, 9800)}/${intBetween(rng, 2021, 2025)}/ĐKSP`;
    else {
      const domestic = country === 'Việt Nam';
      const gs1 = GS1[country];
      if (rng() < 0.5 || !gs1)
        reg = `${domestic ? 'VD' : 'VN'}-${intBetween(rng, 10000, 35999)}-${intBetween(rng, 17, 22)}`;
      else reg = `${gs1}${kind === 'herbal' ? 5 : 1}1${digits(intBetween(rng, 1, 99999), 5)}${intBetween(rng, 23, 25)}`;
    }
    if (!taken.has(reg)) {
      taken.add(reg);
      return reg;
    }
  }
}

export function buildProducts(specs: ProductSpec[], rng: Rng): DemoProduct[] {
  const taken = new Set<string>();
  return specs.map((spec, index) => {
    const kind = spec.kind ?? 'drug';
    const maker = spec.m ? makers[spec.m] : null;
    if (!maker && kind !== 'service') throw new Error(`${spec.n}: a product needs a manufacturer`);
    const country = spec.co ?? maker?.country ?? null;
    const makerIndex = spec.m ? MAKER_KEYS.indexOf(spec.m) : MAKER_KEYS.length;
    const factors = spec.pack.units.map((unit) => unit.factor);
    const prices = unitPrices(spec.p, factors);
    const units: DemoProductUnit[] = spec.pack.units.map((unit, i) => ({
      uom: unit.uom,
      factor: unit.factor,
      price: prices[i]!,
      barcode: ean13(`893${digits(5000 + makerIndex, 4)}${digits(index * 10 + i, 5)}`),
      is_base: unit.factor === 1,
    }));
    const largest = factors[factors.length - 1]!;
    const minStock =
      kind === 'service'
        ? 0
        : largest > 1
          ? largest * (spec.p * largest > 300_000 ? 1 : 2)
          : spec.p > 300_000
            ? 2
            : spec.p > 50_000
              ? 3
              : 5;
    return {
      code: `SP${digits(index + 1, 6)}`,
      name: spec.n,
      category: spec.c ?? 'khong-ke-don-khac',
      tags: [...new Set(spec.t ?? [])],
      // Devices, cosmetics, supplements and services are goods, not drugs: the link-up leaves them out.
      drug_class: spec.rx ? 'rx' : kind === 'drug' || kind === 'herbal' ? 'otc' : 'none',
      active_ingredient: spec.ai ?? null,
      strength: spec.s ?? null,
      dosage_form: spec.f ?? null,
      route: spec.r ?? (kind === 'device' || kind === 'service' ? null : routeOf(spec.f)),
      registration_number: country ? registrationNumber(rng, kind, country, taken) : null,
      national_drug_code: null,
      manufacturer: maker?.name ?? null,
      country_of_origin: country,
      packaging: spec.pack.packaging,
      base_unit: spec.pack.units[0]!.uom,
      units,
      cost_price: Math.max(
        kind === 'service' ? 0 : 1,
        Math.round(spec.p * COST_RATIO[kind] * (spec.t?.includes('biet-duoc') ? 1.1 : 1)),
      ),
      sale_price: spec.p,
      tax: TAX_BY_KIND[kind],
      tracking_type: spec.tr ?? (kind === 'service' ? 'none' : 'lot'),
      min_stock: minStock,
      max_stock: minStock * 10,
      storage_conditions:
        kind === 'service' ? null : (spec.st ?? (kind === 'device' ? 'Nơi khô ráo, tránh ánh nắng trực tiếp.' : DRY)),
      special_control: spec.sc ?? 'none',
      usage_instructions: spec.u ?? null,
      default_vendor: maker?.vendor ?? null,
      is_active: true,
      note: spec.note ?? null,
    };
  });
}
