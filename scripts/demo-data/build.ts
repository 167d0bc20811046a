/**
 * Writes the demo shop's JSON files from the tables in ./source. Deterministic: the same tables give
 * byte-identical files. Run: `node --import tsx scripts/demo-data/build.ts`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { mulberry32 } from './prng';
import { buildProducts } from './source/build-products';
import { buildBasicStock, buildLots, buildSerials } from './source/build-stock';
import { companyCustomers, customers } from './source/customers';
import { doctors } from './source/doctors';
import { categories, customerGroups, specializations, tags, taxes, uoms } from './source/masters';
import { antiInfectives, cardiovascular } from './source/products-rx-1';
import { diabetesEndocrine, digestiveRx, jointsInflammation, nervesAirwaysOthers } from './source/products-rx-2';
import { coughCold, painFever } from './source/products-otc-1';
import { digestive, herbalOthers, otherOtc, skinEyes, vitaminsDrugs } from './source/products-otc-2';
import { supplements } from './source/products-supplements';
import { consumables, monitors, services } from './source/products-devices';
import { bodyCare, cosmetics, oralCare } from './source/products-cosmetics';
import { templateSpecs } from './source/templates';
import { store, tillSpecs } from './source/till';
import { vendors } from './source/vendors';
import type { DemoPosItem, DemoPrescriptionTemplate, DemoProduct, DemoTill } from './types';

const specs = [
  ...antiInfectives,
  ...cardiovascular,
  ...diabetesEndocrine,
  ...digestiveRx,
  ...jointsInflammation,
  ...nervesAirwaysOthers,
  ...painFever,
  ...coughCold,
  ...digestive,
  ...vitaminsDrugs,
  ...skinEyes,
  ...herbalOthers,
  ...otherOtc,
  ...supplements,
  ...monitors,
  ...consumables,
  ...cosmetics,
  ...bodyCare,
  ...oralCare,
  ...services,
];

function byName(products: DemoProduct[]): (name: string) => DemoProduct {
  const index = new Map<string, DemoProduct>();
  for (const product of products) {
    if (index.has(product.name)) throw new Error(`Two products are named ${product.name}`);
    index.set(product.name, product);
  }
  return (name) => {
    const product = index.get(name);
    if (!product) throw new Error(`No product is named ${name}`);
    return product;
  };
}

export function buildDemoData() {
  const products = buildProducts(specs, mulberry32(20261122));
  const stockRng = mulberry32(42);
  const find = byName(products);
  const prescriptionTemplates: DemoPrescriptionTemplate[] = templateSpecs.map((spec, i) => ({
    code: `DM${String(i + 1).padStart(3, '0')}`,
    name: spec.name,
    diagnosis: spec.diagnosis,
    instructions: spec.instructions,
    items: spec.items.map(([name, quantity, unit, dosage]) => ({ product: find(name).code, quantity, unit, dosage })),
  }));
  const tills: DemoTill[] = tillSpecs.map((till) => ({
    ...till,
    layout: {
      categories: till.layout.map((category) => ({
        ...category,
        items: category.items.map((item): DemoPosItem =>
          typeof item === 'string'
            ? { type: 'product', product: find(item).code }
            : {
                type: 'folder',
                name: item.folder,
                items: item.items.map((name) => ({ type: 'product' as const, product: find(name).code })),
              },
        ),
      })),
    },
  }));
  return {
    categories,
    tags,
    uoms,
    taxes,
    specializations,
    customer_groups: customerGroups,
    vendors,
    products,
    lots: buildLots(products, stockRng),
    stock: buildBasicStock(products, stockRng),
    serials: buildSerials(products, stockRng),
    customers: [...customers, ...companyCustomers],
    doctors,
    prescription_templates: prescriptionTemplates,
    pos_layout: tills,
    store,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const data = buildDemoData();
  for (const [name, value] of Object.entries(data)) {
    writeFileSync(path.join(import.meta.dirname, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
  }
  console.log(
    `Wrote ${Object.keys(data).length} files: ${data.products.length} products, ${data.lots.length} lots, ${data.customers.length} customers.`,
  );
}
