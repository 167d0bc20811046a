import { crc16CcittFalse, crc16Hex } from '../../src/domain/crc16';
import { dong } from '../../src/domain/money';
import { buildVietQr, hasValidCrc, parseTlv, tlv, vietQrProblem, type VietQrInput } from '../../src/domain/vietqr';
import { bankOfBin, VIETQR_BANKS } from '../../src/domain/vietqr-banks';

describe('CRC-16/CCITT-FALSE', () => {
  it.each([
    ['123456789', 0x29b1],
    ['', 0xffff],
    ['A', 0xb915],
  ])('%j → %i', (text, crc) => {
    expect(crc16CcittFalse(text)).toBe(crc);
  });

  it('is written as four upper-case hex digits', () => {
    expect(crc16Hex('123456789')).toBe('29B1');
  });
});

/** The shop's account at Vietcombank (BIN 970436), order HD-Q1-000123 of 60.800 ₫. */
const sale: VietQrInput = {
  bankBin: '970436',
  accountNumber: '0011001234567',
  amount: dong(60_800),
  orderCode: 'HD-Q1-000123',
};

describe('VietQR payload (DOMAIN.md)', () => {
  it('is built field by field, the CRC over everything before it including 6304', () => {
    const expectedBody =
      '000201' + // 00 payload format 01
      '010212' + // 01 dynamic QR (with amount)
      '3857' + // 38 merchant account, 57 characters:
      '0010A000000727' + //   00 NAPAS GUID
      '01270006970436' +
      '01130011001234567' + //   01 beneficiary: 00 BIN, 01 account
      '0208QRIBFTTA' + //   02 service: transfer to account
      '5303704' + // 53 currency VND
      '540560800' + // 54 amount
      '5802VN' + // 58 country
      '6216' +
      '0812HD-Q1-000123' + // 62 additional data: 08 purpose = the order code
      '6304';
    const payload = buildVietQr(sale);
    // 3B6A checked independently with Python's binascii.crc_hqx(body, 0xFFFF).
    expect(payload).toBe(`${expectedBody}3B6A`);
    expect(hasValidCrc(payload)).toBe(true);
  });

  it('reads back into the fields DOMAIN.md lists', () => {
    const fields = parseTlv(buildVietQr(sale))!;
    expect(fields.map((field) => field.id)).toEqual(['00', '01', '38', '53', '54', '58', '62', '63']);
    const merchant = parseTlv(fields[2]!.value)!;
    expect(merchant).toEqual([
      { id: '00', value: 'A000000727' },
      { id: '01', value: tlv('00', '970436') + tlv('01', '0011001234567') },
      { id: '02', value: 'QRIBFTTA' },
    ]);
    expect(parseTlv(fields[6]!.value)).toEqual([{ id: '08', value: 'HD-Q1-000123' }]);
    expect(fields[4]).toEqual({ id: '54', value: '60800' });
  });

  // Payloads made by other generators, kept verbatim: ours must give the same string.
  it.each([
    [
      'a Vietcombank invoice of 1.943.000 ₫',
      { bankBin: '970436', accountNumber: '1023456789', amount: dong(1_943_000), orderCode: 'TT000069' },
      '00020101021238540010A00000072701240006970436011010234567890208QRIBFTTA5303704540719430005802VN62120808TT0000696304A8E5',
    ],
    [
      'a payOS checkout of 7.000 ₫ at MB',
      { bankBin: '970422', accountNumber: 'VQRQADAIJ5512', amount: dong(7_000), orderCode: 'TL89 100' },
      '00020101021238570010A000000727012700069704220113VQRQADAIJ55120208QRIBFTTA5303704540470005802VN62120808TL89 1006304E346',
    ],
  ])('matches %s', (_label, input, expected) => {
    expect(buildVietQr(input)).toBe(expected);
    expect(hasValidCrc(expected)).toBe(true);
  });

  it('a changed character breaks the CRC', () => {
    const payload = buildVietQr(sale);
    expect(hasValidCrc(payload.replace('60800', '60900'))).toBe(false);
  });

  it.each([
    [{ bankBin: '97043' }, 'bankBinInvalid'],
    [{ accountNumber: '0011-0012' }, 'accountInvalid'],
    [{ amount: dong(0) }, 'amountInvalid'],
    [{ amount: 10.5 as never }, 'amountInvalid'],
    [{ orderCode: 'Hóa đơn 1' }, 'orderCodeInvalid'],
    [{ orderCode: '' }, 'orderCodeInvalid'],
  ])('refuses %j (%s)', (patch, problem) => {
    const input = { ...sale, ...patch };
    expect(vietQrProblem(input)).toBe(problem);
    expect(() => buildVietQr(input)).toThrow(RangeError);
  });

  it('rejects a malformed payload when reading', () => {
    expect(parseTlv('0002')).toBeNull();
    expect(parseTlv('00xx01')).toBeNull();
  });
});

describe('the banks a shop picks by name', () => {
  it('lists each bank once, by a 6-digit BIN a VietQR can carry, sorted by name', () => {
    const bins = VIETQR_BANKS.map((bank) => bank.bin);
    expect(new Set(bins).size).toBe(bins.length);
    for (const bin of bins) expect(vietQrProblem({ ...sale, bankBin: bin })).toBeNull();
    const names = VIETQR_BANKS.map((bank) => bank.shortName);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'vi', { sensitivity: 'base' })));
  });

  it('finds the big four by their BINs, and nothing for an unknown or empty BIN', () => {
    expect(['970436', '970415', '970418', '970405'].map((bin) => bankOfBin(bin)?.shortName)).toEqual([
      'Vietcombank',
      'VietinBank',
      'BIDV',
      'Agribank',
    ]);
    expect(bankOfBin('971005')).toBeUndefined();
    expect(bankOfBin(null)).toBeUndefined();
  });
});
