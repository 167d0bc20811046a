/** The demo shop's catalogue, customers and prescription templates, read once for its history. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { mulberry32 } from '../../../scripts/demo-data/prng';
import { type Catalogue, type Customer, type Product, type Template, q } from './model';
import type { DrugClass } from '../../../src/domain/pos-enums';

export async function loadCatalogue(tx: Tx, tenantId: string): Promise<Catalogue> {
  const productRows = await q<{
    id: string;
    name: string;
    drug_class: DrugClass;
    tracking_type: Product['tracking'];
    is_active: boolean;
    min_stock: number | null;
    max_stock: number | null;
    cost_price: string;
    default_vendor_id: string | null;
    category_id: string | null;
  }>(
    tx,
    sql`select id, name, drug_class, tracking_type, is_active, min_stock, max_stock, cost_price, default_vendor_id, category_id
          from products where tenant_id = ${tenantId} and deleted_at is null order by code`,
  );
  const unitRows = await q<{ id: string; product_id: string; factor: number; price: string; name: string }>(
    tx,
    sql`select u.id, u.product_id, u.factor, u.price, m.name from product_units u
          join uoms m on m.tenant_id = u.tenant_id and m.id = u.uom_id
         where u.tenant_id = ${tenantId} and u.deleted_at is null order by u.product_id, u.factor`,
  );
  const products = new Map<string, Product>(
    productRows.map((p) => [
      p.id,
      {
        id: p.id,
        name: p.name,
        drugClass: p.drug_class,
        tracking: p.tracking_type,
        active: p.is_active,
        minStock: p.min_stock ?? 0,
        maxStock: p.max_stock ?? 0,
        cost: Number(p.cost_price),
        vendorId: p.default_vendor_id,
        categoryId: p.category_id,
        units: [],
      },
    ]),
  );
  for (const u of unitRows)
    products.get(u.product_id)?.units.push({ id: u.id, factor: u.factor, price: Number(u.price), name: u.name });

  // Popularity: a long tail over a fixed shuffle of the shelf, the same every day and every seed.
  const shelf = mulberry32(17);
  let until = 0;
  const otc = [...products.values()]
    .filter(
      (p) => p.active && p.drugClass !== 'rx' && (p.tracking === 'lot' || p.tracking === 'basic') && p.units[0]?.price,
    )
    .map((product) => ({ product, rank: shelf() }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ product }, i) => {
      const dear = product.units[0]!.price > 200_000 ? 0.3 : 1;
      until += (dear * 10) / Math.pow(i + 4, 0.85);
      return { product, until };
    });

  const templates = (
    await q<{ diagnosis: string | null; instructions: string | null; items: Template['items'] | null }>(
      tx,
      sql`select diagnosis, instructions,
            (select jsonb_agg(jsonb_build_object('productId', i->>'product_id', 'unitId', i->>'unit_id',
                     'quantity', (i->>'quantity')::int, 'dosage', coalesce(i->>'dosage', ''))) from jsonb_array_elements(items) i) as items
          from prescription_templates where tenant_id = ${tenantId} and deleted_at is null order by name`,
    )
  ).map((t) => ({ diagnosis: t.diagnosis ?? '', instructions: t.instructions ?? '', items: t.items ?? [] }));
  const doctors = (
    await q<{ id: string; name: string; workplace: string | null }>(
      tx,
      sql`select id, name, workplace from doctors where tenant_id = ${tenantId} and deleted_at is null order by name, id`,
    )
  ).map((d) => ({ id: d.id, name: d.name, workplace: d.workplace || 'Phòng khám tư nhân' }));
  const customerRows = await q<{
    id: string;
    full_name: string;
    gender: Customer['gender'];
    date_of_birth: string | null;
    street: string | null;
    ward: string | null;
    district: string | null;
    phone: string | null;
  }>(
    tx,
    sql`select id, full_name, gender, date_of_birth::text, street, ward, district, phone
          from customers where tenant_id = ${tenantId} and deleted_at is null order by code`,
  );
  const [till] = await q<{ id: string; prefix: string }>(
    tx,
    sql`select id, order_code_prefix as prefix from pos_settings where tenant_id = ${tenantId} and is_active order by name limit 1`,
  );
  const vendors = await q<{ id: string }>(
    tx,
    sql`select id from vendors where tenant_id = ${tenantId} and deleted_at is null order by code`,
  );
  if (!till || vendors.length === 0) throw new Error('the demo catalogue has no till or no vendor');
  return {
    products,
    otc,
    templates: templates.filter((t) => t.items.length > 0),
    doctors,
    customers: customerRows.map((c) => ({
      id: c.id,
      name: c.full_name,
      gender: c.gender,
      born: c.date_of_birth,
      address: [c.street, c.ward, c.district].filter(Boolean).join(', '),
      regular: true,
    })),
    phones: new Set(customerRows.flatMap((c) => (c.phone ? [c.phone] : []))),
    till,
    vendors: vendors.map((v) => v.id),
  };
}
