/**
 * The keyboard-wedge detector: a fast burst ending with Enter is a scan; slow typing, short
 * bursts, keys typed into a field and control keys are not. Then the hook on a real window.
 */
import { fireEvent, render } from '@testing-library/react';
import { BarcodeWedge } from '../../../src/features/pos/barcode-wedge';
import { usePosKeys, type PosKeyHandlers } from '../../../src/features/pos/use-pos-keys';

function typeAt(wedge: BarcodeWedge, text: string, start: number, gap: number): (string | null)[] {
  const codes: (string | null)[] = [];
  let at = start;
  for (const key of [...text.split(''), 'Enter']) {
    codes.push(wedge.feed(key, at).code);
    at += gap;
  }
  return codes;
}

describe('barcode wedge detector', () => {
  it.each([
    { case: 'scanner burst', text: '8935034011017', gap: 8, code: '8935034011017' },
    { case: 'burst at the limit gap', text: '123456', gap: 50, code: '123456' },
    { case: 'a person typing', text: '8935034011017', gap: 120, code: null },
    { case: 'too short', text: '12345', gap: 5, code: null },
    { case: 'a fast typist, 60 ms a key', text: '8935034011017', gap: 60, code: null },
  ])('$case', ({ text, gap, code }) => {
    const codes = typeAt(new BarcodeWedge(), text, 1_000, gap);
    expect(codes.slice(0, -1).every((c) => c === null)).toBe(true);
    expect(codes.at(-1)).toBe(code);
  });

  it.each([
    { case: 'one key late on a busy tablet', late: 180, code: '8935034011017' },
    {
      case: 'a pause longer than a scanner ever makes starts over: only the keys after it are read',
      late: 400,
      code: '4011017',
    },
  ])('$case', ({ late, code }) => {
    const wedge = new BarcodeWedge();
    let at = 0;
    const keys = [...'8935034011017', 'Enter'];
    const codes = keys.map((key, index) => {
      at += index === 6 ? late : 8;
      return wedge.feed(key, at).code;
    });
    expect(codes.at(-1)).toBe(code);
  });

  it('starts over after a pause and after a control key', () => {
    const wedge = new BarcodeWedge();
    typeAt(wedge, '999', 0, 5);
    // A pause, then a full scan: only the scan is read.
    expect(typeAt(wedge, '8935000011317', 5_000, 5).at(-1)).toBe('8935000011317');
    for (const [key, at] of [
      ['1', 10_000],
      ['2', 10_005],
      ['Shift', 10_010],
    ] as const)
      wedge.feed(key, at);
    expect(typeAt(wedge, '345', 10_015, 5).at(-1)).toBeNull();
  });
});

function Keys(props: PosKeyHandlers) {
  usePosKeys(props);
  return <input name="field" />;
}

const handlers = (): PosKeyHandlers => ({
  onScan: vi.fn(),
  onSearch: vi.fn(),
  onQuantity: vi.fn(),
  onPark: vi.fn(),
  onCheckout: vi.fn(),
  onHelp: vi.fn(),
});

describe('keys on the till screen', () => {
  it('reads a scan typed with no field focused, but not one typed into a field', () => {
    const h = handlers();
    const { container } = render(<Keys {...h} />);
    for (const key of [...'8935034011017', 'Enter']) fireEvent.keyDown(document.body, { key });
    expect(h.onScan).toHaveBeenCalledWith('8935034011017');
    const input = container.querySelector('input')!;
    for (const key of [...'8935000011317', 'Enter']) fireEvent.keyDown(input, { key });
    expect(h.onScan).toHaveBeenCalledTimes(1);
  });

  it('runs the shortcuts: F2 and / search, F4 quantity, F8 park, F9 checkout, ? help', () => {
    const h = handlers();
    render(<Keys {...h} />);
    // ? is typed with Shift, which also ends any burst.
    for (const key of ['F2', '/', 'F4', 'F8', 'F9', 'Shift', '?']) fireEvent.keyDown(document.body, { key });
    expect(h.onSearch).toHaveBeenCalledTimes(2);
    expect(h.onQuantity).toHaveBeenCalledTimes(1);
    expect(h.onPark).toHaveBeenCalledTimes(1);
    expect(h.onCheckout).toHaveBeenCalledTimes(1);
    expect(h.onHelp).toHaveBeenCalledTimes(1);
  });
});
