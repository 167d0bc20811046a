/** National e-prescriptions' pure rules: the code's format, matching order, and the ticket's prescription. */
import { describe, expect, it } from 'vitest';
import {
  beyondRemaining,
  canonicalPrescriptionCode,
  ingredientKey,
  isNationalPrescriptionCode,
  matchDrug,
  nationalCodeOf,
  onlinePrescription,
  strengthKey,
  type NationalPrescription,
} from '../../src/domain/eprescription';
import { canEditPrescription } from '../../src/domain/prescription';

const product = (id: string, code: string | null, ingredient: string | null, strength: string | null) => ({
  id,
  national_drug_code: code,
  active_ingredient: ingredient,
  strength,
});

describe('prescription code', () => {
  it('is 12 letters or digits, a dash and the kind', () => {
    expect(isNationalPrescriptionCode('79001k7m2q9x-c')).toBe(true);
    expect(isNationalPrescriptionCode(' 79001K7M2Q9X-N ')).toBe(true);
    expect(isNationalPrescriptionCode('79001k7m2q9x-x')).toBe(false);
    expect(isNationalPrescriptionCode('8935005000002')).toBe(false);
    expect(isNationalPrescriptionCode('79001k7m2q9-c')).toBe(false);
    expect(canonicalPrescriptionCode(' 79001K7M2Q9X-C ')).toBe('79001k7m2q9x-c');
  });
});

describe('matching a prescribed drug', () => {
  const products = [
    product('generic', null, 'Amoxicillin', '500mg'),
    product('coded', 'DQG1', 'Amoxicillin (dưới dạng amoxicillin trihydrat)', '500 mg'),
    product('other-strength', null, 'Amoxicillin', '250mg'),
    product('para', null, 'Paracetamol', '2,5mg'),
  ];

  it('takes the products carrying the national drug code first', () => {
    const found = matchDrug(
      { national_drug_code: 'DQG1', active_ingredient: 'Amoxicillin', strength: '500mg' },
      products,
    );
    expect(found.match).toBe('national_code');
    expect(found.candidates.map((p) => p.id)).toEqual(['coded']);
  });

  it('then the same active ingredient and strength, whatever the salt, spacing or decimal comma', () => {
    const found = matchDrug(
      { national_drug_code: 'DQG9', active_ingredient: 'amoxicillin', strength: '500 MG' },
      products,
    );
    expect(found.match).toBe('ingredient');
    expect(found.candidates.map((p) => p.id)).toEqual(['generic', 'coded']);
    expect(
      matchDrug({ national_drug_code: '', active_ingredient: 'Paracetamol', strength: '2.5 mg' }, products).candidates,
    ).toHaveLength(1);
    expect(matchDrug({ national_drug_code: 'X', active_ingredient: 'Cefixim', strength: '200mg' }, products)).toEqual({
      match: 'none',
      candidates: [],
    });
    expect(ingredientKey('Amoxicillin + Acid clavulanic')).toBe('amoxicillin+acid clavulanic');
    expect(strengthKey('500mg/125 mg')).toBe('500mg/125mg');
  });
});

describe("the ticket's prescription", () => {
  const national: NationalPrescription = {
    code: '79001k7m2q9x-c',
    kind: 'c',
    date: '2026-11-25',
    status: 'new',
    patient_name: 'Nguyễn Văn An',
    patient_birth_date: '1968-03-12',
    patient_age: 58,
    patient_gender: 'male',
    patient_address: 'Quận 1',
    insurance_number: '',
    doctor_name: 'BS. Ngọc',
    facility_code: '79001',
    facility: 'Bệnh viện Nhân dân 115',
    diagnosis: 'J01.9 - Viêm xoang cấp',
    advice: 'Tái khám sau 7 ngày.',
    drugs: [],
  };
  const drug = {
    index: 0,
    national_drug_code: 'DQG1',
    name: 'Amoxicillin 500mg',
    brand: 'Amoxicillin 500mg',
    active_ingredient: 'Amoxicillin',
    strength: '500mg',
    unit: 'Viên',
    quantity: 21,
    dispensed: 0,
    remaining: 21,
    usage: 'Uống 1 viên x 3 lần/ngày',
    match: 'national_code' as const,
    candidates: [],
  };
  const candidate = {
    product_id: '01938a6e-0000-7000-8000-000000000001',
    code: 'SP000001',
    name: 'Amoxicillin 500mg Domesco',
    national_drug_code: 'DQG1',
    active_ingredient: 'Amoxicillin',
    strength: '500mg',
    unit_id: null,
    unit_name: 'Viên',
    factor: 1,
    stock_on_hand: 100,
  };

  it('is online, read-only, with the confirmed drugs and their national codes', () => {
    const made = onlinePrescription(national, [{ drug, candidate, quantity: 21 }], { id: 'p1', patientId: null });
    expect(made).toMatchObject({
      code: national.code,
      source: 'online',
      patient_name: 'Nguyễn Văn An',
      facility: 'Bệnh viện Nhân dân 115',
    });
    expect(made.items).toEqual([
      {
        product_id: candidate.product_id,
        product_name: 'Amoxicillin 500mg Domesco',
        quantity: 21,
        unit_name: 'Viên',
        dosage: 'Uống 1 viên x 3 lần/ngày',
        national_drug_code: 'DQG1',
      },
    ]);
    expect(canEditPrescription(made)).toBe(false);
    expect(nationalCodeOf(made)).toBe(national.code);
    expect(nationalCodeOf({ ...made, source: 'offline' })).toBeNull();
  });
});

describe('a confirmed quantity against what remains', () => {
  const drug = { unit: 'Viên', remaining: 14, name: 'Amoxicillin 500mg' } as NationalPrescription['drugs'][number];
  const candidate = (unit_name: string) =>
    ({ unit_name }) as NationalPrescription['drugs'][number]['candidates'][number];
  it.each([
    ['viên', 14, false],
    ['Viên', 15, true],
    ['VIEN', 20, true],
    ['Hộp', 20, false],
  ])('in %s, %i sold: beyond is %s', (unit, quantity, beyond) => {
    expect(beyondRemaining({ drug, candidate: candidate(unit), quantity })).toBe(beyond);
  });
});
