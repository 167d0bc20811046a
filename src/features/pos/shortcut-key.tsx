/**
 * The key an action has on the till, printed small next to the button it stands for; the help
 * sheet (help-dialog.tsx) lists them all. Both read the one table of use-pos-keys.
 */
import { Kbd, type KbdProps } from '@chakra-ui/react';
import { memo } from 'react';
import { posKeysText } from '../../i18n/pos-keys';
import type { PosStep } from './atoms';
import { POS_SHORTCUTS, type PosAction } from './use-pos-keys';

/** The keys of an action on a step, as printed on the keyboard. */
export function keysOf(step: PosStep, action: PosAction): string[] {
  return POS_SHORTCUTS[step]
    .filter(([, candidate]) => candidate === action)
    .map(([key]) => posKeysText.keys.names[key] ?? key);
}

/**
 * The first key of an action, printed small next to a button's text. Memoised: the till's bar and
 * cart re-render often, and a key changes only with its step.
 */
export const ShortcutKey = memo(function ShortcutKey({
  step,
  action,
  ...rest
}: { step: PosStep; action: PosAction } & KbdProps) {
  const key = keysOf(step, action)[0];
  if (!key) return null;
  return (
    // A phone has no keyboard: its buttons do not carry key hints.
    <Kbd size="sm" variant="outline" ms="1" flexShrink="0" aria-hidden hideBelow="md" {...rest}>
      {key}
    </Kbd>
  );
});
