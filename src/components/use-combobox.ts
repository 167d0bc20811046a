/**
 * The keyboard and ARIA half of a search box with its results listed under it (a combobox with a
 * listbox), shared by the product picker and the complaint form's customer field. The caller keeps
 * the text, the search and what a pick does; the hook keeps whether the list is open and which row
 * is highlighted:
 * - ArrowDown/ArrowUp move the highlight, wrapping round at either end; on a closed list they open
 *   it at its first row. With no rows they do nothing (the caret moves as usual).
 * - Enter calls `onEnter` and never submits the form around the box (nor while an IME composes).
 * - Escape closes an open list only, not the dialog the box may sit in.
 * - Focus opens the list; a blur closes it a moment later, so that a click on a row lands first.
 * - The box carries `aria-expanded`, `aria-controls` and `aria-activedescendant`; each row its id
 *   and `aria-selected`.
 * Call `typed()` from the box's onChange and `close()` after a pick.
 */
import { type KeyboardEvent, useId, useState } from 'react';

export function useCombobox({
  count,
  searching,
  onEnter,
}: {
  /** How many rows the list holds now. */
  count: number;
  /** Whether there is a search to list rows for (the list is never shown without one). */
  searching: boolean;
  /** Enter in the box: `highlighted` is the highlighted row, `shown` whether the list is in view. */
  onEnter: (highlighted: number, shown: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const ids = useId();
  const shown = open && searching && count > 0;
  const highlighted = Math.min(active, count - 1);
  const listId = `${ids}-list`;
  const optionId = (index: number) => `${ids}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!event.nativeEvent.isComposing) onEnter(highlighted, shown);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(shown ? (highlighted + step + count) % count : 0);
      setOpen(true);
    } else if (event.key === 'Escape' && shown) {
      // Closes the list only, not the dialog the box may sit in.
      event.stopPropagation();
      setOpen(false);
    }
  };

  return {
    /** Whether the list is open (it may still have no rows to show). */
    open,
    /** Whether the list is open with rows in it. */
    shown,
    highlighted,
    /** New text in the box: the list opens at its first row. */
    typed: () => (setActive(0), setOpen(true)),
    /** Opens the list as it is (say, when Enter found nothing to pick, to show that). */
    reopen: () => setOpen(true),
    /** After a pick: the list closes and starts at its first row next time. */
    close: () => (setActive(0), setOpen(false)),
    /** Spread on the search box (it takes its own label, value and onChange). */
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': shown,
      'aria-controls': shown ? listId : undefined,
      'aria-activedescendant': shown ? optionId(highlighted) : undefined,
      onKeyDown,
      onFocus: () => setOpen(true),
      onBlur: () => void setTimeout(() => setOpen(false), 150),
    } as const,
    /** Spread on the list (it takes its own label). */
    listProps: { id: listId, role: 'listbox' } as const,
    /** Spread on row `index` of the list (it takes its own onClick). */
    optionProps: (index: number) =>
      ({
        id: optionId(index),
        role: 'option',
        'aria-selected': index === highlighted,
        onMouseEnter: () => setActive(index),
        onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
      }) as const,
  };
}
