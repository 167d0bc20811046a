import { amountInWords, numberInWords } from '../../src/domain/amount-in-words';

describe('amounts in Vietnamese words, as an e-invoice writes them', () => {
  it.each([
    [1_005_000, 'Một triệu không trăm linh năm nghìn đồng'],
    [21_000_000, 'Hai mươi mốt triệu đồng'],
    [0, 'Không đồng'],
    [5, 'Năm đồng'],
    [10, 'Mười đồng'],
    [11, 'Mười một đồng'],
    [14, 'Mười bốn đồng'],
    [15, 'Mười lăm đồng'],
    [20, 'Hai mươi đồng'],
    [21, 'Hai mươi mốt đồng'],
    [24, 'Hai mươi tư đồng'],
    [25, 'Hai mươi lăm đồng'],
    [100, 'Một trăm đồng'],
    [101, 'Một trăm linh một đồng'],
    [105, 'Một trăm linh năm đồng'],
    [110, 'Một trăm mười đồng'],
    [115, 'Một trăm mười lăm đồng'],
    [1_000, 'Một nghìn đồng'],
    [10_005, 'Mười nghìn không trăm linh năm đồng'],
    [48_150, 'Bốn mươi tám nghìn một trăm năm mươi đồng'],
    [60_800, 'Sáu mươi nghìn tám trăm đồng'],
    [100_000, 'Một trăm nghìn đồng'],
    [1_000_001, 'Một triệu không trăm linh một đồng'],
    [1_050_000, 'Một triệu không trăm năm mươi nghìn đồng'],
    [2_014_000, 'Hai triệu không trăm mười bốn nghìn đồng'],
    [1_000_000_000, 'Một tỷ đồng'],
    [1_234_567_891, 'Một tỷ hai trăm ba mươi tư triệu năm trăm sáu mươi bảy nghìn tám trăm chín mươi mốt đồng'],
    [5_000_000_500, 'Năm tỷ năm trăm đồng'],
    [1_000_000_000_000, 'Một nghìn tỷ đồng'],
    [2_500_000_000_000_000, 'Hai triệu năm trăm nghìn tỷ đồng'],
    [1_000_000_000_000_000, 'Một triệu tỷ đồng'],
  ])('%d → %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('a group after a higher one is read in full', () => {
    expect(numberInWords(3_000_021)).toBe('ba triệu không trăm hai mươi mốt');
    expect(numberInWords(7_000_000_105)).toBe('bảy tỷ một trăm linh năm');
  });

  it('a negative amount (a refund) starts with Âm', () => {
    expect(amountInWords(-48_150)).toBe('Âm bốn mươi tám nghìn một trăm năm mươi đồng');
  });

  it('refuses what is not a whole number', () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
  });
});
