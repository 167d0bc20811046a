/**
 * Keys anywhere on the till screen. A barcode scanned with no field focused adds the product; the
 * shortcuts of each step (the table below, shown in the help sheet and next to the buttons) run
 * the step's actions. F-keys, Alt+letter and Esc work from a field too; the other keys belong to
 * the field that has the focus, and Enter to the button that has it. Nothing runs under an open
 * dialog. The F-keys left free (F1 help, F5 reload, F11 full screen, F12 developer tools) and
 * the Alt+letters browsers take (Alt+D address bar, Alt+E and Alt+F menu, Firefox's menu letters
 * B, H, S, T, V) are not used; Alt+letter is read by the key's place, so a Mac's Option+letter or
 * a Vietnamese keyboard layout gives the same shortcut.
 */
import { useEffect, useRef } from 'react';
import type { PosStep } from './atoms';
import { BarcodeWedge } from './barcode-wedge';

export type PosAction =
  | 'search'
  | 'customer'
  | 'quantity'
  | 'more'
  | 'less'
  | 'unit'
  | 'previousLine'
  | 'nextLine'
  | 'removeLine'
  | 'parked'
  | 'park'
  | 'checkout'
  | 'returns'
  | 'closeRegister'
  | 'prescription'
  | 'nationalPrescription'
  | 'discount'
  | 'discountType'
  | 'help'
  | 'back'
  | 'paymentMethod'
  | 'confirm'
  | 'print'
  | 'newOrder';

/** The shortcuts of each step, in the order the help sheet lists them. */
export const POS_SHORTCUTS: Record<PosStep, readonly (readonly [key: string, action: PosAction])[]> = {
  pos: [
    ['F2', 'search'],
    ['/', 'search'],
    ['F3', 'customer'],
    ['F4', 'quantity'],
    ['+', 'more'],
    ['-', 'less'],
    ['F6', 'unit'],
    ['ArrowUp', 'previousLine'],
    ['ArrowDown', 'nextLine'],
    ['Delete', 'removeLine'],
    ['F7', 'parked'],
    ['F8', 'park'],
    ['F9', 'checkout'],
    ['F10', 'returns'],
    ['Alt+R', 'prescription'],
    ['Alt+Q', 'nationalPrescription'],
    ['Alt+G', 'discount'],
    ['Alt+L', 'discountType'],
    ['Alt+C', 'closeRegister'],
    ['?', 'help'],
  ],
  checkout: [
    ['F6', 'paymentMethod'],
    ['F9', 'confirm'],
    ['Escape', 'back'],
    ['?', 'help'],
  ],
  print: [
    ['F9', 'print'],
    ['Enter', 'newOrder'],
    ['Escape', 'newOrder'],
  ],
};

/** Where a key was typed: into a field, on a button or link, or on the page itself. */
export type KeyTarget = 'field' | 'control' | 'page';

export function keyTarget(target: EventTarget | null): KeyTarget {
  if (!(target instanceof HTMLElement)) return 'page';
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return 'field';
  if (target.closest('button, a[href], [role=button], [role=radio], [role=tab]')) return 'control';
  return 'page';
}

const anywhere = (key: string) => /^F\d{1,2}$/.test(key) || key === 'Escape' || key.startsWith('Alt+');

/**
 * The name of a typed key in the shortcut table: `Alt+` and the letter's key for Alt with a
 * letter (by its place on the keyboard: Option+G on a Mac types ©), else the key itself.
 */
export function keyName(event: Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey'>): string {
  const letter = /^Key([A-Z])$/.exec(event.code)?.[1];
  return event.altKey && !event.ctrlKey && !event.metaKey && letter ? `Alt+${letter}` : event.key;
}

/** The action a key runs on a step, or null when the key is not a shortcut there. */
export function shortcutFor(
  step: PosStep,
  key: string,
  target: KeyTarget,
  modifiers: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {},
): PosAction | null {
  if (modifiers.ctrlKey || modifiers.metaKey || Boolean(modifiers.altKey) !== key.startsWith('Alt+')) return null;
  if (!anywhere(key) && target === 'field') return null;
  if (key === 'Enter' && target !== 'page') return null;
  return POS_SHORTCUTS[step].find(([candidate]) => candidate === key)?.[1] ?? null;
}

export interface PosKeyOptions {
  /** The step the till is on when a key is typed. */
  step: () => PosStep;
  /** Whether a dialog of the till is open (keys then belong to it). */
  dialogOpen: () => boolean;
  onScan: (code: string) => void;
  onAction: (action: PosAction) => void;
}

export function usePosKeys(options: PosKeyOptions): void {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const wedge = new BarcodeWedge();
    const onKey = (event: KeyboardEvent) => {
      const { step, dialogOpen, onScan, onAction } = latest.current;
      const inDialog = event.target instanceof Element && event.target.closest('[role=dialog], [role=alertdialog]');
      if (event.defaultPrevented || inDialog || dialogOpen()) {
        wedge.reset();
        return;
      }
      const target = keyTarget(event.target);
      if (target === 'field' || event.ctrlKey || event.metaKey || event.altKey) {
        wedge.reset();
      } else {
        const { code, consumed } = wedge.feed(event.key, event.timeStamp);
        if (code) {
          event.preventDefault();
          onScan(code);
          return;
        }
        if (consumed) return;
      }
      const action = shortcutFor(step(), keyName(event), target, event);
      if (!action) return;
      event.preventDefault();
      onAction(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
