/**
 * Generated catalogues for the till benchmarks: a shop (tenant, cashier, session) per size with
 * N products, a base unit with an EAN-13-like barcode each, and a lot for every other product,
 * written with set-based SQL straight into the bench server's database, then vacuumed.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { connectApp } from '../../../server/db/connection';
import { seedShop } from '../../../tests/server/fixtures';
import type { TestApp } from '../../../tests/server/test-app';

const NAMES = [
  'Paracetamol',
  'Amoxicillin',
  'Vitamin C',
  'Thuốc ho Bảo Thanh',
  'Berberin',
  'Cefuroxim',
  'Omeprazol',
  'Loratadin',
  'Ibuprofen',
  'Metformin',
  'Siro ho Prospan',
  'Kem bôi Gentrisone',
  'Đau đầu Panadol Extra',
  'Men tiêu hóa Enterogermina',
];
const FORMS = ['viên nén', 'viên nang', 'gói', 'ống', 'chai 100ml', 'tuýp 10g'];

export interface BenchShop {
  tenantId: string;
  token: string;
  products: number;
}

export async function seedCatalogue(ownerUrl: string, jwtSecret: string, products: number): Promise<BenchShop> {
  const database = connectApp(ownerUrl, 2);
  const shop = await seedShop(
    { database: { ...database, ownerUrl, name: 'bench' }, config: { jwtSecret } } as unknown as TestApp,
    `Bench ${products}`,
  );
  await database.close();
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const t = shop.tenantId;
    const uom = randomUUID();
    await client.query('begin');
    await client.query("insert into uoms (tenant_id, id, name) values ($1, $2, 'Hộp')", [t, uom]);
    await client.query(
      `insert into products (tenant_id, id, code, name, active_ingredient, dosage_form, sale_price, is_active)
       select $1, gen_random_uuid(), 'SP' || lpad(i::text, 7, '0'),
              ($3::text[])[1 + i % array_length($3::text[], 1)] || ' ' || (50 + (i * 37) % 950) || 'mg ' || ($4::text[])[1 + i % array_length($4::text[], 1)] || ' ' || i,
              ($3::text[])[1 + (i * 7) % array_length($3::text[], 1)],
              ($4::text[])[1 + i % array_length($4::text[], 1)],
              1000 * (1 + (i * 13) % 500), true
         from generate_series(1, $2::int) i`,
      [t, products, NAMES, FORMS],
    );
    await client.query(
      `insert into product_units (tenant_id, id, product_id, uom_id, factor, price, barcode, is_base)
       select tenant_id, gen_random_uuid(), id, $2, 1, sale_price, '893' || lpad(substr(code, 3), 10, '0'), true
         from products where tenant_id = $1`,
      [t, uom],
    );
    await client.query(
      `insert into lots (tenant_id, id, product_id, lot_number, expiry_date, quantity)
       select tenant_id, gen_random_uuid(), id, 'L' || substr(code, 3), current_date + 365, 100
         from products where tenant_id = $1 and right(code, 1) in ('0', '2', '4', '6', '8')`,
      [t],
    );
    await client.query('commit');
    // As in a shop whose catalogue autovacuum has long visited: hint bits set, statistics known.
    await client.query('vacuum analyze products, product_units, lots');
  } finally {
    await client.end();
  }
  return { tenantId: shop.tenantId, token: shop.cashier.token, products };
}
