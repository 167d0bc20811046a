/**
 * Maps the demo files (references by code) to the API's input shapes (references by id), so the
 * seeder can feed them through the same zod schemas and services as the API. Pure: ids come from
 * the `DemoIds` the caller passes, which hands out one UUID v7 per (kind, code).
 */
import { v7 as uuidv7 } from 'uuid';
import type { DemoData, DemoLot, DemoPrescriptionTemplate, DemoProduct, DemoTill } from './types';

export type IdKind =
  | 'category'
  | 'tag'
  | 'uom'
  | 'tax'
  | 'specialization'
  | 'customer_group'
  | 'vendor'
  | 'product'
  | 'unit'
  | 'lot'
  | 'customer'
  | 'doctor'
  | 'template'
  | 'till'
  | 'layout';

export class DemoIds {
  private readonly ids = new Map<string, string>();
  constructor(private readonly make: () => string = uuidv7) {}

  /** The id of a record, made on first use. */
  of(kind: IdKind, code: string): string {
    const key = `${kind}:${code}`;
    let id = this.ids.get(key);
    if (!id) this.ids.set(key, (id = this.make()));
    return id;
  }

  /** The id of a record that must already exist (a reference). */
  ref(kind: IdKind, code: string): string {
    const id = this.ids.get(`${kind}:${code}`);
    if (!id) throw new Error(`Demo data refers to a missing ${kind} ${code}`);
    return id;
  }
}

export function masterInputs(data: DemoData, ids: DemoIds) {
  const named = (kind: IdKind, row: { code: string; name: string }) => ({
    id: ids.of(kind, row.code),
    name: row.name,
    note: null,
  });
  return {
    categories: data.categories.map((c) => ({ ...named('category', c), sort_order: c.sort_order })),
    tags: data.tags.map((t) => ({ ...named('tag', t), color: t.color })),
    uoms: data.uoms.map((u) => named('uom', u)),
    // "Không chịu thuế" is its own category (KCT on the invoice), not 0 %.
    taxes: data.taxes.map((t) => ({
      ...named('tax', t),
      rate: t.rate,
      included_in_price: t.included_in_price,
      vat_category: t.vat_category ?? 'rate',
    })),
    specializations: data.specializations.map((s) => named('specialization', s)),
    customer_groups: data.customer_groups.map((g) => ({
      ...named('customer_group', g),
      discount_percent: g.discount_percent,
      note: g.note,
    })),
  };
}

export const vendorInput = (v: DemoData['vendors'][number], ids: DemoIds) => {
  const { code, name, tax_code, phone, email, address, contact_person, bank_account, bank_name, note } = v;
  return {
    id: ids.of('vendor', code),
    code,
    name,
    tax_code,
    phone,
    email,
    address,
    contact_person,
    bank_account,
    bank_name,
    note,
  };
};

export function productInput(p: DemoProduct, ids: DemoIds) {
  const { units, category, tags, tax, default_vendor, base_unit: _base, sale_price: _sale, ...fields } = p;
  return {
    ...fields,
    id: ids.of('product', p.code),
    category_id: ids.ref('category', category),
    tag_ids: tags.map((tag) => ids.ref('tag', tag)),
    tax_id: ids.ref('tax', tax),
    default_vendor_id: default_vendor ? ids.ref('vendor', default_vendor) : null,
    units: units.map((u) => ({
      id: ids.of('unit', u.barcode),
      uom_id: ids.ref('uom', u.uom),
      factor: u.factor,
      price: u.price,
      barcode: u.barcode,
    })),
  };
}

export const lotInput = (lot: DemoLot, ids: DemoIds) => ({
  id: ids.of('lot', `${lot.product}/${lot.lot_number}`),
  product_id: ids.ref('product', lot.product),
  lot_number: lot.lot_number,
  manufacture_date: lot.manufacture_date,
  expiry_date: lot.expiry_date,
  quantity: lot.quantity,
  cost: lot.cost,
});

export const customerInput = (c: DemoData['customers'][number], ids: DemoIds) => {
  const { customer_group, ...fields } = c;
  return {
    ...fields,
    id: ids.of('customer', c.code),
    customer_group_id: customer_group ? ids.ref('customer_group', customer_group) : null,
    // The chronic patients who come monthly may buy on credit up to 2 million đồng.
    credit_limit: customer_group === 'man-tinh' ? 2_000_000 : null,
  };
};

export const doctorInput = (d: DemoData['doctors'][number], ids: DemoIds) => ({
  id: ids.of('doctor', d.code),
  name: d.name,
  specialization_id: ids.ref('specialization', d.specialization),
  workplace: d.workplace,
  certificate_number: d.certificate_number,
  phone: d.phone,
  address: d.address,
  note: null,
});

/** The unit of a template item, found among the product's units by its UOM code. */
function unitId(products: Map<string, DemoProduct>, productCode: string, uom: string, ids: DemoIds): string {
  const unit = products.get(productCode)?.units.find((u) => u.uom === uom);
  if (!unit) throw new Error(`Product ${productCode} has no unit ${uom}`);
  return ids.ref('unit', unit.barcode);
}

export const templateInput = (t: DemoPrescriptionTemplate, products: Map<string, DemoProduct>, ids: DemoIds) => ({
  id: ids.of('template', t.code),
  name: t.name,
  diagnosis: t.diagnosis,
  instructions: t.instructions,
  items: t.items.map((item) => ({
    product_id: ids.ref('product', item.product),
    unit_id: unitId(products, item.product, item.unit, ids),
    quantity: item.quantity,
    dosage: item.dosage,
  })),
});

export function tillInput(till: DemoTill, ids: DemoIds) {
  const { default_customer, layout, ...fields } = till;
  const product = (code: string) => ({ type: 'product' as const, product_id: ids.ref('product', code) });
  return {
    ...fields,
    id: ids.of('till', till.order_code_prefix),
    default_customer_id: default_customer ? ids.ref('customer', default_customer) : null,
    layout: {
      categories: layout.categories.map((category, c) => ({
        id: ids.of('layout', `${till.order_code_prefix}/${c}`),
        name: category.name,
        color: category.color,
        items: category.items.map((item, i) =>
          item.type === 'product'
            ? product(item.product)
            : {
                type: 'folder' as const,
                id: ids.of('layout', `${till.order_code_prefix}/${c}/${i}`),
                name: item.name,
                items: item.items.map((p) => product(p.product)),
              },
        ),
      })),
    },
  };
}

/** Every record of the demo shop in API input shape, in an order that satisfies references. */
export function demoApiInputs(data: DemoData, ids: DemoIds = new DemoIds()) {
  const masters = masterInputs(data, ids);
  const vendors = data.vendors.map((v) => vendorInput(v, ids));
  const products = data.products.map((p) => productInput(p, ids));
  const byCode = new Map(data.products.map((p) => [p.code, p]));
  const customers = data.customers.map((c) => customerInput(c, ids));
  return {
    ...masters,
    vendors,
    products,
    lots: data.lots.map((lot) => lotInput(lot, ids)),
    customers,
    doctors: data.doctors.map((d) => doctorInput(d, ids)),
    prescription_templates: data.prescription_templates.map((t) => templateInput(t, byCode, ids)),
    pos_settings: data.pos_layout.map((till) => tillInput(till, ids)),
    ids,
  };
}
