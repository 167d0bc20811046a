import {
  formatOrderCode,
  highestCounter,
  nextOrderCode,
  parseOrderCode,
  provisionalSegment,
} from '../../src/domain/order-codes';

describe('order codes made on the till', () => {
  it.each([
    ['sale', 'Q1', 123, 'HD-Q1-000123'],
    ['return', 'Q1', 124, 'TH-Q1-000124'],
    ['exchange', 'Q1', 125, 'TH-Q1-000125'],
    ['sale', 'q7', 1, 'HD-Q7-000001'],
    ['sale', 'KHO2', 1_234_567, 'HD-KHO2-1234567'],
  ] as const)('a %s on till %s, counter %d → %s', (type, prefix, counter, code) => {
    expect(formatOrderCode(type, prefix, counter)).toBe(code);
  });

  it.each([
    ['HD-Q1-000123', { typePrefix: 'HD', tillPrefix: 'Q1', segment: null, counter: 123 }],
    ['th-q1-000124', { typePrefix: 'TH', tillPrefix: 'Q1', segment: null, counter: 124 }],
    ['HD-KHO2-1234567', { typePrefix: 'HD', tillPrefix: 'KHO2', segment: null, counter: 1_234_567 }],
    ['HD-Q1-3-000123', { typePrefix: 'HD', tillPrefix: 'Q1', segment: '3', counter: 123 }],
    ['HD-Q1-9999-000001', { typePrefix: 'HD', tillPrefix: 'Q1', segment: '9999', counter: 1 }],
    ['hd-q1-xa3f0-000002', { typePrefix: 'HD', tillPrefix: 'Q1', segment: 'XA3F0', counter: 2 }],
    ['HD-Q1-123', null],
    ['PN-Q1-000123', null],
    ['HD-Q-1-23', null],
    ['HD-Q1-0-000123', null],
    ['HD-Q1-10000-000123', null],
    ['HD-Q1-XG000-000123', null],
    ['HD-Q1-000000', null],
    ['', null],
  ])('%j parses to %j', (code, parsed) => {
    expect(parseOrderCode(code)).toEqual(parsed);
  });

  it('formats and parses back', () => {
    for (const counter of [1, 99, 999_999, 1_000_000]) {
      expect(parseOrderCode(formatOrderCode('sale', 'Q1', counter))?.counter).toBe(counter);
    }
  });

  it('refuses a prefix with a dash, diacritics or spaces, and a counter below 1', () => {
    for (const prefix of ['Q-1', 'QUẦY1', 'Q 1', '', 'ABCDEFGHIJK'])
      expect(() => formatOrderCode('sale', prefix, 1)).toThrow(RangeError);
    expect(() => formatOrderCode('sale', 'Q1', 0)).toThrow(RangeError);
    expect(() => formatOrderCode('sale', 'Q1', 1.5)).toThrow(RangeError);
  });

  it('one counter per till serves every type, so two tills never make the same code', () => {
    const first = nextOrderCode('sale', 'Q1', 0);
    const second = nextOrderCode('return', 'Q1', first.counter);
    expect([first, second]).toEqual([
      { code: 'HD-Q1-000001', counter: 1 },
      { code: 'TH-Q1-000002', counter: 2 },
    ]);
    const codes = new Set<string>();
    for (const till of ['Q1', 'Q2'])
      for (let counter = 0; counter < 50; counter += 1) codes.add(nextOrderCode('sale', till, counter).code);
    expect(codes.size).toBe(100);
  });

  it('a device resumes after the highest code of its own till and segment', () => {
    expect(highestCounter(['HD-Q1-000007', 'TH-Q1-000012', 'HD-Q2-000099', 'garbage'], 'q1')).toBe(12);
    expect(highestCounter(['HD-Q1-2-000007', 'HD-Q1-3-000050', 'HD-Q1-000099'], 'Q1', '2')).toBe(7);
    expect(highestCounter([], 'Q1')).toBe(0);
  });

  it('two devices on one till, each with its segment, never make the same code from the same counter', () => {
    const codes = new Set<string>();
    for (const segment of ['1', '2', provisionalSegment('019a1b2c-0000-7000-8000-00000000beef')])
      for (let counter = 0; counter < 50; counter += 1) codes.add(nextOrderCode('sale', 'Q1', counter, segment).code);
    expect(codes.size).toBe(150);
    expect(nextOrderCode('sale', 'Q1', 0, '2').code).toBe('HD-Q1-2-000001');
    expect(provisionalSegment('019a1b2c-0000-7000-8000-00000000beef')).toBe('XBEEF');
    for (const code of codes) expect(parseOrderCode(code)).not.toBeNull();
    expect(() => formatOrderCode('sale', 'Q1', 1, '0')).toThrow(RangeError);
  });
});
