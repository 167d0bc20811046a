/**
 * A sum of money in Vietnamese words, as an e-invoice prints it ("Số tiền viết bằng chữ"):
 * 1.005.000 → "Một triệu không trăm linh năm nghìn đồng".
 *
 * Reading rules: numbers are read in groups of three (nghìn, triệu, then tỷ repeating: nghìn tỷ,
 * triệu tỷ, tỷ tỷ); groups of zeros are skipped; a group after a higher one is read in full
 * ("không trăm", "linh" for a missing tens digit); after "mươi" 1 is "mốt", 4 is "tư" and 5 is
 * "lăm"; after "mười" 5 is "lăm"; after "linh" every digit keeps its own name.
 */

const DIGITS = ['không', 'một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín'] as const;
const BILLION = 1_000_000_000;

function digit(n: number): string {
  return DIGITS[n] as string;
}

/** Reads 1–999. `full`: a higher group came before, so hundreds and "linh" are spoken. */
function readTriple(n: number, full: boolean): string[] {
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor(n / 10) % 10;
  const units = n % 10;
  const words: string[] = [];
  if (hundreds > 0 || full) words.push(digit(hundreds), 'trăm');
  if (tens > 1) {
    words.push(digit(tens), 'mươi');
    if (units === 1) words.push('mốt');
    else if (units === 4) words.push('tư');
    else if (units === 5) words.push('lăm');
    else if (units > 0) words.push(digit(units));
  } else if (tens === 1) {
    words.push('mười');
    if (units === 5) words.push('lăm');
    else if (units > 0) words.push(digit(units));
  } else if (units > 0) {
    if (hundreds > 0 || full) words.push('linh');
    words.push(digit(units));
  }
  return words;
}

function readBelowBillion(n: number, full: boolean): string[] {
  const groups: [number, string][] = [
    [Math.floor(n / 1_000_000), 'triệu'],
    [Math.floor(n / 1_000) % 1_000, 'nghìn'],
    [n % 1_000, ''],
  ];
  const words: string[] = [];
  let started = full;
  for (const [group, name] of groups) {
    if (group === 0) continue;
    words.push(...readTriple(group, started));
    if (name) words.push(name);
    started = true;
  }
  return words;
}

function readPositive(n: number): string[] {
  if (n < BILLION) return readBelowBillion(n, false);
  const high = Math.floor(n / BILLION);
  const low = n % BILLION;
  return [...readPositive(high), 'tỷ', ...(low > 0 ? readBelowBillion(low, true) : [])];
}

/** The number alone in lower case: 21 → "hai mươi mốt". */
export function numberInWords(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number: ${value}`);
  if (value === 0) return 'không';
  const words = readPositive(Math.abs(value));
  return (value < 0 ? ['âm', ...words] : words).join(' ');
}

/** The amount as written on an invoice: capitalised, ending in "đồng". */
export function amountInWords(amount: number): string {
  const text = `${numberInWords(amount)} đồng`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
