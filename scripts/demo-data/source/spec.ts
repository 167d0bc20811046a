// The compact notation the product tables are written in, and the packaging helpers.
import type { SpecialControl, TrackingType } from '../types';
import type { MakerKey } from './makers';

/** What a product is, which decides its tax, registration number and default tracking. */
export type Kind = 'drug' | 'herbal' | 'supplement' | 'device' | 'cosmetic' | 'service';

export interface Pack {
  packaging: string;
  /** Base unit first (factor 1), then larger units by increasing factor. */
  units: { uom: string; factor: number }[];
}

export interface ProductSpec {
  /** Name as printed on the shelf label. */
  n: string;
  ai?: string | null;
  /** Strength (hàm lượng). */
  s?: string | null;
  /** Dosage form (dạng bào chế). */
  f?: string | null;
  /** Route when it cannot be read from the dosage form. */
  r?: string;
  pack: Pack;
  /** Price of one base unit, VAT included, whole đồng. */
  p: number;
  /** Manufacturer; none for a service. */
  m?: MakerKey;
  /** Country of origin when it differs from the maker's. */
  co?: string;
  c?: string;
  t?: string[];
  /** Usage instructions (cách dùng). */
  u?: string;
  rx?: boolean;
  kind?: Kind;
  tr?: TrackingType;
  sc?: SpecialControl;
  /** Storage conditions when not the usual dry/below-30°C. */
  st?: string;
  note?: string;
}

export type Defaults = Partial<Omit<ProductSpec, 'n' | 'pack' | 'p' | 'm'>>;

/** Applies a table's defaults to each of its rows. */
export const group = (defaults: Defaults, rows: ProductSpec[]): ProductSpec[] =>
  rows.map((row) => ({ ...defaults, ...row, t: [...(defaults.t ?? []), ...(row.t ?? [])] }));

const UOM_WORD: Record<string, string> = {
  vien: 'viên',
  vi: 'vỉ',
  hop: 'hộp',
  chai: 'chai',
  lo: 'lọ',
  tuyp: 'tuýp',
  goi: 'gói',
  ong: 'ống',
  cai: 'cái',
  chiec: 'chiếc',
  mieng: 'miếng',
  que: 'que',
  cuon: 'cuộn',
  but: 'bút',
  binh: 'bình',
  lon: 'lon',
  tui: 'túi',
  may: 'máy',
  lan: 'lần',
};
export const uomWord = (code: string): string => UOM_WORD[code] ?? code;

/** "Hộp 10 vỉ x 10 viên": viên → vỉ → hộp (one blister per box: viên → hộp). */
export function blister(blisters: number, perBlister: number): Pack {
  const units = [{ uom: 'vien', factor: 1 }];
  if (blisters * perBlister > 1 && blisters > 1) units.push({ uom: 'vi', factor: perBlister });
  if (blisters * perBlister > 1) units.push({ uom: 'hop', factor: blisters * perBlister });
  return { packaging: `Hộp ${blisters} vỉ x ${perBlister} viên`, units };
}

/** "Lọ 100 viên": viên → lọ (or tuýp for effervescent tablets). */
export function bottleOf(count: number, container: 'lo' | 'tuyp' | 'chai' = 'lo', extra = ''): Pack {
  const word = uomWord(container);
  return {
    packaging: `${word[0]!.toUpperCase()}${word.slice(1)} ${count} viên${extra}`,
    units: [
      { uom: 'vien', factor: 1 },
      { uom: container, factor: count },
    ],
  };
}

/** A box of `count` sachets, ampoules, strips, pieces…: base → hộp. */
export function boxOf(count: number, base: string, detail = ''): Pack {
  return {
    packaging: `Hộp ${count} ${uomWord(base)}${detail}`,
    units: [
      { uom: base, factor: 1 },
      { uom: 'hop', factor: count },
    ],
  };
}

/** Sold only as one unit: a bottle, a tube, a device… */
export function single(uom: string, packaging: string): Pack {
  return { packaging, units: [{ uom, factor: 1 }] };
}

/** Route of administration read from the dosage form. */
export function routeOf(form: string | null | undefined): string | null {
  if (!form) return null;
  const f = form.toLowerCase();
  if (f.includes('nhỏ mắt') || f.includes('tra mắt')) return 'Nhỏ mắt';
  if (f.includes('xịt mũi') || f.includes('nhỏ mũi')) return 'Xịt/nhỏ mũi';
  if (f.includes('hít') || f.includes('khí dung')) return 'Hít qua đường miệng';
  if (f.includes('tiêm')) return 'Tiêm dưới da';
  if (f.includes('đặt hậu môn') || f.includes('viên đạn')) return 'Đặt hậu môn';
  if (f.includes('ngậm')) return 'Ngậm';
  if (f.includes('súc miệng')) return 'Súc miệng';
  if (/kem|gel|mỡ|dùng ngoài|cao xoa|dầu xoa|dầu gió|miếng dán|sát khuẩn|cồn/.test(f)) return 'Dùng ngoài';
  return 'Uống';
}
