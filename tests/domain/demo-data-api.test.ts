// The demo data mapped to the API's input shapes passes the API's own zod schemas.
import {
  DemoIds,
  demoApiInputs,
  masterInputs,
  productInput as toProductInput,
  vendorInput as toVendorInput,
} from '../../scripts/demo-data/api-inputs';
import { generateCatalog } from '../../scripts/generate-catalog';
import { loadDemoData } from '../../scripts/demo-data/load';
import { storeSettingsSchema } from '../../src/domain/account-schemas';
import {
  categoryInput,
  customerGroupInput,
  specializationInput,
  tagInput,
  taxInput,
  uomInput,
} from '../../src/domain/catalog/master-data';
import { customerInput, doctorInput, vendorInput } from '../../src/domain/catalog/parties';
import { posSettingInput } from '../../src/domain/catalog/pos-settings';
import { prescriptionTemplateInput } from '../../src/domain/catalog/prescription-templates';
import { productInput } from '../../src/domain/catalog/products';
import { einvoiceSettingsInput, generalSettingsInput } from '../../src/domain/catalog/settings';
import type { z } from 'zod';

const data = loadDemoData();
const inputs = demoApiInputs(data);

function expectAllValid(schema: z.ZodType, rows: unknown[]) {
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const result = schema.safeParse(row);
    expect(result.success ? null : { row, issues: result.error.issues }).toBeNull();
  }
}

describe('demo data through the API schemas', () => {
  it('validates master data, vendors, customers and doctors', () => {
    expectAllValid(categoryInput, inputs.categories);
    expectAllValid(tagInput, inputs.tags);
    expectAllValid(uomInput, inputs.uoms);
    expectAllValid(taxInput, inputs.taxes);
    expectAllValid(specializationInput, inputs.specializations);
    expectAllValid(customerGroupInput, inputs.customer_groups);
    expectAllValid(vendorInput, inputs.vendors);
    expectAllValid(customerInput, inputs.customers);
    expectAllValid(doctorInput, inputs.doctors);
  });

  it('keeps "Không chịu thuế" a category of its own (KCT on the invoice), not 0 %', () => {
    const kct = inputs.taxes.find((t) => t.name === 'Không chịu thuế');
    expect(kct).toMatchObject({ vat_category: 'kct', rate: 0 });
    expect(taxInput.parse(kct).vat_category).toBe('kct');
    expect(inputs.taxes.filter((t) => t.vat_category === 'rate').map((t) => t.rate)).toEqual([5, 8, 10]);
  });

  it('validates every product with its units, templates and the till', () => {
    expectAllValid(productInput, inputs.products);
    expectAllValid(prescriptionTemplateInput, inputs.prescription_templates);
    expectAllValid(posSettingInput, inputs.pos_settings);
    const parsed = productInput.parse(inputs.products[0]);
    expect(parsed.units.map((u) => u.factor)).toEqual([1, 10, 100]);
  });

  it('validates products of a generated large catalogue', () => {
    const ids = new DemoIds();
    masterInputs(data, ids);
    data.vendors.forEach((v) => toVendorInput(v, ids));
    expectAllValid(
      productInput,
      [...generateCatalog({ count: 300, seed: 5, startAt: 1001 })].map(({ product }) => toProductInput(product, ids)),
    );
  });

  it('validates the store, general and e-invoice settings', () => {
    expectAllValid(storeSettingsSchema, [data.store.store]);
    expectAllValid(generalSettingsInput, [data.store.general]);
    expectAllValid(einvoiceSettingsInput, [data.store.einvoice]);
  });

  it('refers by id to records made earlier, one id per record', () => {
    const productIds = new Set(inputs.products.map((p) => p.id));
    for (const lot of inputs.lots) expect(productIds.has(lot.product_id)).toBe(true);
    expect(productIds.size).toBe(data.products.length);
    const unitIds = inputs.products.flatMap((p) => p.units.map((u) => u.id));
    expect(new Set(unitIds).size).toBe(unitIds.length);
  });
});
