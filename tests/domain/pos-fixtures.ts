/** A small pharmacy shelf and helpers for the point-of-sale domain tests. */
import type { CartItem, Payment, PosTicket, ProductUnit, SellableProduct } from '../../src/domain/cart-types';
import { baseQty, dong } from '../../src/domain/money';

export const ids = () => {
  let n = 0;
  return () => {
    n += 1;
    return `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;
  };
};

const unit = (id: string, name: string, factor: number, price: number): ProductUnit => ({
  id,
  name,
  factor,
  price: dong(price),
});

export const tablet = unit('0192a000-0000-7000-8000-000000000011', 'Viên', 1, 1_000);
export const strip = unit('0192a000-0000-7000-8000-000000000012', 'Vỉ', 10, 9_500);
export const box = unit('0192a000-0000-7000-8000-000000000013', 'Hộp', 100, 90_000);

/** Paracetamol 500mg: viên / vỉ / hộp, lot-tracked, 250 tablets on hand. */
export const paracetamol: SellableProduct = {
  id: '0192a000-0000-7000-8000-000000000001',
  name: 'Paracetamol 500mg',
  drug_class: 'otc',
  tracking_type: 'lot',
  qty_available: baseQty(250),
  units: [tablet, strip, box],
  default_unit_id: strip.id,
};

/** Amoxicillin 500mg: a prescription drug sold by the tablet. */
export const amoxicillin: SellableProduct = {
  id: '0192a000-0000-7000-8000-000000000002',
  name: 'Amoxicillin 500mg',
  drug_class: 'rx',
  tracking_type: 'basic',
  qty_available: baseQty(40),
  units: [unit('0192a000-0000-7000-8000-000000000021', 'Viên', 1, 2_500)],
};

/** A blood-pressure measurement: a service, no stock. */
export const bloodPressureCheck: SellableProduct = {
  id: '0192a000-0000-7000-8000-000000000003',
  name: 'Đo huyết áp',
  drug_class: 'otc',
  tracking_type: 'none',
  qty_available: baseQty(0),
  units: [unit('0192a000-0000-7000-8000-000000000031', 'Lần', 1, 20_000)],
};

/** Vitamin C, sold out. */
export const vitaminC: SellableProduct = {
  id: '0192a000-0000-7000-8000-000000000004',
  name: 'Vitamin C 500mg',
  drug_class: 'otc',
  tracking_type: 'basic',
  qty_available: baseQty(0),
  units: [unit('0192a000-0000-7000-8000-000000000041', 'Lọ', 1, 45_000)],
};

/** A blood-pressure monitor, serial-tracked. */
export const monitor: SellableProduct = {
  id: '0192a000-0000-7000-8000-000000000005',
  name: 'Máy đo huyết áp Omron',
  drug_class: 'otc',
  tracking_type: 'serial',
  qty_available: baseQty(3),
  units: [unit('0192a000-0000-7000-8000-000000000051', 'Cái', 1, 850_000)],
};

export const shelf = new Map(
  [paracetamol, amoxicillin, bloodPressureCheck, vitaminC, monitor].map((product) => [product.id, product]),
);

export function ticketWith(items: CartItem[], patch: Partial<PosTicket> = {}): PosTicket {
  return {
    order: {
      id: null,
      code: null,
      dateOrder: null,
      type: 'sale',
      status: null,
      note: '',
      discountType: 'percent',
      discountPercent: 0,
      discountAmount: dong(0),
      subtotal: dong(0),
      grandTotal: dong(0),
      totalPaid: dong(0),
      totalReturn: dong(0),
      soldBy: null,
      returnFor: null,
    },
    items,
    customer: null,
    doctor: null,
    prescription: null,
    payments: [],
    ...patch,
  };
}

export function cash(amount: number, id = '0192a000-0000-7000-8000-0000000000c1'): Payment {
  return { id, method: 'cash', amount: dong(amount), reference: null };
}
