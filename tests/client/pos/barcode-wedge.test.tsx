/**
 * The keyboard-wedge detector: a fast burst ending with Enter is a scan; slow typing, short
 * bursts, keys typed into a field and control keys are not. Then the hook on a real window: the
 * scanner and each step's shortcuts, where they run (page, button, field) and where they do not.
 */
import { fireEvent, render } from '@testing-library/react';
import { BarcodeWedge } from '../../../src/features/pos/barcode-wedge';
import type { PosStep } from '../../../src/features/pos/atoms';
import {
  keyName,
  keyTarget,
  POS_SHORTCUTS,
  shortcutFor,
  usePosKeys,
  type PosKeyOptions,
} from '../../../src/features/pos/use-pos-keys';

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

function Keys({
  step = 'pos',
  dialog = false,
  ...rest
}: Partial<Pick<PosKeyOptions, 'onScan' | 'onAction'>> & { step?: PosStep; dialog?: boolean }) {
  usePosKeys({
    step: () => step,
    dialogOpen: () => dialog,
    onScan: rest.onScan ?? (() => undefined),
    onAction: rest.onAction ?? (() => undefined),
  });
  return (
    <>
      <input name="field" />
      <button type="button">Lưu</button>
      <div role="dialog">
        <input name="in-dialog" />
      </div>
    </>
  );
}

const press = (target: Element, keys: string[]) => keys.forEach((key) => fireEvent.keyDown(target, { key }));

describe('keys on the till screen', () => {
  it('reads a scan typed with no field focused or on a button, but not one typed into a field or a dialog', () => {
    const onScan = vi.fn();
    const { container } = render(<Keys onScan={onScan} />);
    press(document.body, [...'8935034011017', 'Enter']);
    expect(onScan).toHaveBeenLastCalledWith('8935034011017');
    press(container.querySelector('button')!, [...'8935000011317', 'Enter']);
    expect(onScan).toHaveBeenLastCalledWith('8935000011317');
    press(container.querySelector('input[name=field]')!, [...'8935000011324', 'Enter']);
    press(container.querySelector('input[name=in-dialog]')!, [...'8935000011331', 'Enter']);
    expect(onScan).toHaveBeenCalledTimes(2);
  });

  it('a scan is not a shortcut: the - and / inside a code run nothing', () => {
    const onScan = vi.fn();
    const onAction = vi.fn();
    render(<Keys onScan={onScan} onAction={onAction} />);
    press(document.body, [...'8935-034/0110', 'Enter']);
    expect(onScan).toHaveBeenCalledWith('8935-034/0110');
    expect(onAction).not.toHaveBeenCalled();
  });

  it("runs the sale step's shortcuts from the page, and only the F-keys from a field", () => {
    const onAction = vi.fn();
    const { container } = render(<Keys onAction={onAction} />);
    // Synthetic keys share one time stamp, as fast as a scanner: a key that is no character (Shift)
    // ends a burst between two single-key shortcuts, as a person's slower hands do.
    press(document.body, ['F2', '/', 'F3', 'F4', '+', 'Shift', '-', 'F6', 'ArrowUp', 'ArrowDown', 'Delete']);
    press(document.body, ['F7', 'F8', 'F9', 'F10', 'Shift', '?', 'Escape', 'x']);
    expect(onAction.mock.calls.map(([action]) => action)).toEqual([
      'search',
      'search',
      'customer',
      'quantity',
      'more',
      'less',
      'unit',
      'previousLine',
      'nextLine',
      'removeLine',
      'parked',
      'park',
      'checkout',
      'returns',
      'help',
    ]);
    onAction.mockClear();
    press(container.querySelector('input[name=field]')!, ['+', '-', '/', 'Delete', 'F4', 'F9']);
    expect(onAction.mock.calls.map(([action]) => action)).toEqual(['quantity', 'checkout']);
  });

  it('Alt with a letter runs the prescription, national prescription, discount and close-register keys, from a field too', () => {
    const onAction = vi.fn();
    const onScan = vi.fn();
    const { container } = render(<Keys onAction={onAction} onScan={onScan} />);
    const alt = (target: Element, code: string, key = code.slice(3).toLowerCase()) =>
      fireEvent.keyDown(target, { key, code, altKey: true });
    for (const code of ['KeyR', 'KeyQ', 'KeyG', 'KeyL', 'KeyC']) alt(document.body, code);
    // Read by the key's place: Option+G on a Mac types ©; from a field and from a button alike.
    alt(container.querySelector('input[name=field]')!, 'KeyG', '©');
    alt(container.querySelector('button')!, 'KeyC', 'ç');
    expect(onAction.mock.calls.map(([action]) => action)).toEqual([
      'prescription',
      'nationalPrescription',
      'discount',
      'discountType',
      'closeRegister',
      'discount',
      'closeRegister',
    ]);
    onAction.mockClear();
    // The letters alone, with Ctrl too (AltGr), or the browser's Alt+D and Alt+F: nothing.
    press(document.body, ['r', 'Shift', 'q', 'Shift', 'g', 'Shift', 'c']);
    fireEvent.keyDown(document.body, { key: 'r', code: 'KeyR', altKey: true, ctrlKey: true });
    alt(document.body, 'KeyD');
    alt(document.body, 'KeyF');
    expect(onAction).not.toHaveBeenCalled();
    expect(onScan).not.toHaveBeenCalled();
  });

  it('nothing runs while a dialog is open', () => {
    const onAction = vi.fn();
    const onScan = vi.fn();
    render(<Keys onAction={onAction} onScan={onScan} dialog />);
    press(document.body, ['F9', '+', ...'8935034011017', 'Enter']);
    expect(onAction).not.toHaveBeenCalled();
    expect(onScan).not.toHaveBeenCalled();
  });

  it('checkout: F6 method, F9 confirm, Esc back even from the amount field; print: F9 prints, Enter or Esc next sale', () => {
    const onAction = vi.fn();
    const { container, rerender } = render(<Keys step="checkout" onAction={onAction} />);
    const field = container.querySelector('input[name=field]')!;
    press(field, ['F6', 'F9', 'Escape', 'F8', '+']);
    expect(onAction.mock.calls.map(([action]) => action)).toEqual(['paymentMethod', 'confirm', 'back']);
    onAction.mockClear();
    rerender(<Keys step="print" onAction={onAction} />);
    // Enter on a button is the button's own: only Enter on the page starts the next sale.
    press(container.querySelector('button')!, ['Enter']);
    press(document.body, ['F9', 'Enter', 'Escape']);
    expect(onAction.mock.calls.map(([action]) => action)).toEqual(['print', 'newOrder', 'newOrder']);
  });
});

describe('the shortcut table', () => {
  it("gives each step's keys one action, skips keys with Ctrl, Alt or Cmd, and knows where a key was typed", () => {
    for (const step of ['pos', 'checkout', 'print'] as const) {
      const keys = POS_SHORTCUTS[step].map(([key]) => key);
      expect(new Set(keys).size).toBe(keys.length);
    }
    expect(shortcutFor('pos', 'F9', 'page')).toBe('checkout');
    expect(shortcutFor('checkout', 'F9', 'field')).toBe('confirm');
    expect(shortcutFor('print', 'F9', 'control')).toBe('print');
    expect(shortcutFor('pos', '-', 'page', { ctrlKey: true })).toBeNull();
    expect(shortcutFor('pos', 'F5', 'page')).toBeNull();
    expect(shortcutFor('pos', 'Alt+R', 'field', { altKey: true })).toBe('prescription');
    expect(shortcutFor('pos', 'Alt+R', 'page')).toBeNull();
    expect(shortcutFor('checkout', 'Alt+G', 'page', { altKey: true })).toBeNull();
    expect(keyName({ key: '©', code: 'KeyG', altKey: true, ctrlKey: false, metaKey: false })).toBe('Alt+G');
    expect(keyName({ key: 'g', code: 'KeyG', altKey: false, ctrlKey: false, metaKey: false })).toBe('g');
    // No key of the table is one a browser keeps for itself.
    const taken = ['F1', 'F5', 'F11', 'F12', 'Alt+D', 'Alt+E', 'Alt+F', 'Alt+B', 'Alt+H', 'Alt+S', 'Alt+T', 'Alt+V'];
    for (const step of ['pos', 'checkout', 'print'] as const)
      expect(POS_SHORTCUTS[step].filter(([key]) => taken.includes(key))).toEqual([]);
    const div = document.createElement('div');
    div.innerHTML = '<button><span>x</span></button><input><textarea></textarea><p>t</p>';
    expect(keyTarget(div.querySelector('span'))).toBe('control');
    expect(keyTarget(div.querySelector('input'))).toBe('field');
    expect(keyTarget(div.querySelector('textarea'))).toBe('field');
    expect(keyTarget(div.querySelector('p'))).toBe('page');
    expect(keyTarget(document.body)).toBe('page');
  });
});
