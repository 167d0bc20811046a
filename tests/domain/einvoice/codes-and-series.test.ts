import { describe, expect, it } from 'vitest';
import {
  formatCashRegisterCode,
  highestDeviceCounter,
  parseCashRegisterCode,
} from '../../../src/domain/einvoice/cash-register-code';
import { seriesProblem, templateProblem } from '../../../src/domain/einvoice/series';
import { einvoiceSettingsInput } from '../../../src/domain/catalog/settings';
import { isValidTaxCode } from '../../../src/domain/tax-code';
import { todayInShop } from '../../../src/domain/shop-clock';
import { einvoicesVi } from '../../../src/i18n/einvoices';

const se = einvoicesVi.settingsErrors;

describe('tax codes (10 digits with the check digit, or 13 for a branch)', () => {
  it.each([
    ['0100109106', true], // Viettel
    ['0101243150', true], // check digit 0
    ['0100109106-001', true],
    ['0100109106001', true],
    ['0100109107', false],
    ['0109876543', false], // no check digit fits (the sum leaves 10)
    ['010010910', false],
    ['0100109106-000', false],
    ['01001091061', false],
    ['ABC', false],
  ])('%s → %s', (code, ok) => expect(isValidTaxCode(code)).toBe(ok));
});

describe('series and template (Circular 78/2021 art. 4)', () => {
  it.each([
    ['C26TAA', 2026, 'registered', null],
    ['K26TAB', 2026, 'registered', null],
    ['C25TAA', 2026, 'registered', se.seriesYear(2026)],
    ['ABC', 2026, 'registered', se.seriesInvalid],
    ['1C26TAA', 2026, 'registered', se.seriesWithTemplate],
    ['C26taa', 2026, 'registered', se.seriesInvalid],
    ['C26MAA', 2026, 'registered', se.registeredSeries],
    ['C26MAA', 2026, 'cash_register', null],
    ['K26MAA', 2026, 'cash_register', se.cashRegisterSeries],
    ['C26TAA', 2026, 'cash_register', se.cashRegisterSeries],
  ] as const)('%s in %i (%s)', (series, year, use, problem) => expect(seriesProblem(series, year, use)).toBe(problem));

  it.each([
    ['1', null],
    ['6', null],
    ['0', se.templateInvalid],
    ['7', se.templateInvalid],
    ['01GTKT', se.templateInvalid],
  ])('template %s', (template, problem) => expect(templateProblem(template)).toBe(problem));

  it('the settings form answers in Vietnamese per field', () => {
    // The schema checks against the shop's year (Asia/Ho_Chi_Minh), not UTC's: they differ on 1 January before 07:00.
    const year = Number(todayInShop().slice(0, 4));
    const old = `C${String((year - 1) % 100).padStart(2, '0')}TAA`;
    const result = einvoiceSettingsInput.safeParse({
      template_code: '01GTKT',
      series: 'ABC',
      seller_tax_code: '0109876543',
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({
      template_code: se.templateInvalid,
      series: se.seriesInvalid,
      seller_tax_code: se.taxCode,
    });
    const stale = einvoiceSettingsInput.safeParse({ template_code: '1', series: old });
    expect(stale.error!.issues.map((i) => i.message)).toEqual([se.seriesYear(year)]);
  });
});

describe('cash-register codes (23 characters)', () => {
  it('formats M, kind, year, the tax office code and eleven digits', () => {
    const code = formatCashRegisterCode({ kind: 1, year: 2026, taxOfficeCode: 'A1B2C', device: 7, counter: 1234 });
    expect(code).toBe('M1-26-A1B2C-00070001234');
    expect(code).toHaveLength(23);
    expect(parseCashRegisterCode(code)).toEqual({
      kind: 1,
      year: 26,
      taxOfficeCode: 'A1B2C',
      device: 7,
      counter: 1234,
    });
  });

  it('refuses what does not fit', () => {
    expect(() =>
      formatCashRegisterCode({ kind: 7, year: 26, taxOfficeCode: 'A1B2C', device: 1, counter: 1 }),
    ).toThrow();
    expect(() =>
      formatCashRegisterCode({ kind: 1, year: 26, taxOfficeCode: 'a1b2c', device: 1, counter: 1 }),
    ).toThrow();
    expect(() =>
      formatCashRegisterCode({ kind: 1, year: 26, taxOfficeCode: 'A1B2C', device: 10_000, counter: 1 }),
    ).toThrow();
    expect(() =>
      formatCashRegisterCode({ kind: 1, year: 26, taxOfficeCode: 'A1B2C', device: 1, counter: 0 }),
    ).toThrow();
    expect(parseCashRegisterCode('M1-26-A1B2C-0070000123')).toBeNull();
    expect(parseCashRegisterCode('M1-26-A1B2C-00000001234')).toBeNull();
    expect(() =>
      formatCashRegisterCode({ kind: 1, year: 26, taxOfficeCode: 'A1B2C', device: 1, counter: 10_000_000 }),
    ).toThrow();
  });

  it('resumes after the highest counter of the same device and year', () => {
    const codes = ['M1-26-A1B2C-00010000009', 'M1-26-A1B2C-00020000050', 'M1-25-A1B2C-00010000099', 'HD-Q1-000001'];
    expect(highestDeviceCounter(codes, 1, 2026)).toBe(9);
    expect(highestDeviceCounter(codes, 2, 2026)).toBe(50);
    expect(highestDeviceCounter(codes, 3, 2026)).toBe(0);
  });
});
