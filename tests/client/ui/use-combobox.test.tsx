/**
 * useCombobox, the keys and ARIA of the product picker and the complaint form's customer field, on a
 * bare input and list: the arrows move the highlight and wrap round at either end, Enter hands the
 * highlighted row to the caller and never submits the form, Escape closes the list without reaching
 * the dialog around it, and the box's aria-activedescendant follows the highlight.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCombobox } from '../../../src/components/use-combobox';

const user = userEvent.setup({ delay: null });
const ROWS = ['Amoxicillin 250mg', 'Amoxicillin 500mg', 'Ampicillin 500mg'];

function Harness({ rows, onEnter }: { rows: string[]; onEnter: (highlighted: number, shown: boolean) => void }) {
  const [text, setText] = useState('');
  const combobox = useCombobox({ count: rows.length, searching: text.length > 0, onEnter });
  return (
    <div>
      <input
        {...combobox.inputProps}
        aria-label="Tìm"
        value={text}
        onChange={(event) => (setText(event.currentTarget.value), combobox.typed())}
      />
      {combobox.shown ? (
        <ul {...combobox.listProps} aria-label="Tìm">
          {rows.map((row, index) => (
            <li key={row} {...combobox.optionProps(index)} onClick={() => combobox.close()}>
              {row}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function renderInDialog(rows = ROWS) {
  const onEnter = vi.fn<(highlighted: number, shown: boolean) => void>();
  const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  const onDialogKey = vi.fn<(key: string) => void>();
  render(
    <div role="dialog" onKeyDown={(event) => onDialogKey(event.key)}>
      <form onSubmit={onSubmit}>
        <Harness rows={rows} onEnter={onEnter} />
        <button type="submit">Lưu</button>
      </form>
    </div>,
  );
  const box = screen.getByRole('combobox', { name: 'Tìm' });
  const selected = () =>
    screen
      .getAllByRole('option')
      .filter((option) => option.getAttribute('aria-selected') === 'true')
      .map((option) => option.textContent);
  return { box, onEnter, onSubmit, onDialogKey, selected };
}

describe('useCombobox', () => {
  it('typing opens the list at its first row, and the box points at the highlighted row', async () => {
    const { box, selected } = renderInDialog();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.type(box, 'am');
    const list = screen.getByRole('listbox', { name: 'Tìm' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(selected()).toEqual(['Amoxicillin 250mg']);
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
  });

  it('ArrowDown and ArrowUp move the highlight and wrap round at either end', async () => {
    const { box, selected } = renderInDialog();
    await user.type(box, 'am');
    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual(['Amoxicillin 500mg']);
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual(['Ampicillin 500mg']);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual(['Amoxicillin 250mg']);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toEqual(['Ampicillin 500mg']);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(selected()).toEqual(['Amoxicillin 250mg']);
    // Typing again starts over at the first row.
    await user.keyboard('{ArrowDown}');
    await user.type(box, 'o');
    expect(selected()).toEqual(['Amoxicillin 250mg']);
  });

  it('with no rows the arrows do nothing and leave the key to the box', async () => {
    const { box } = renderInDialog([]);
    await user.type(box, 'x');
    expect(fireEvent.keyDown(box, { key: 'ArrowDown' })).toBe(true);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it("with rows the arrows are the list's: the box does not get them", async () => {
    const { box } = renderInDialog();
    await user.type(box, 'am');
    expect(fireEvent.keyDown(box, { key: 'ArrowDown' })).toBe(false);
    expect(fireEvent.keyDown(box, { key: 'ArrowUp' })).toBe(false);
  });

  it('Enter hands over the highlighted row and never submits the form', async () => {
    const { box, onEnter, onSubmit } = renderInDialog();
    await user.type(box, 'am');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onEnter).toHaveBeenCalledWith(2, true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Enter while an IME is composing hands over nothing', async () => {
    const { box, onEnter, onSubmit } = renderInDialog();
    await user.type(box, 'am');
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(onEnter).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Escape closes the list without reaching the dialog; a second Escape does, and an arrow reopens at the first row', async () => {
    const { box, onEnter, onDialogKey, selected } = renderInDialog();
    await user.type(box, 'am');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(onDialogKey).not.toHaveBeenCalledWith('Escape');
    await user.keyboard('{Escape}');
    expect(onDialogKey).toHaveBeenCalledWith('Escape');
    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual(['Amoxicillin 250mg']);
    // Enter on a closed list still reaches the caller, which is told the list is not shown.
    await user.keyboard('{Escape}{Enter}');
    expect(onEnter).toHaveBeenLastCalledWith(0, false);
  });

  it('the mouse highlights the row under it, and a click on a row lands before the blur closes the list', async () => {
    const { box, selected } = renderInDialog();
    await user.type(box, 'am');
    await user.hover(screen.getByRole('option', { name: 'Ampicillin 500mg' }));
    expect(selected()).toEqual(['Ampicillin 500mg']);
    // The row keeps the focus in the box (mousedown is prevented).
    expect(fireEvent.mouseDown(screen.getByRole('option', { name: 'Ampicillin 500mg' }))).toBe(false);
    await user.click(screen.getByRole('option', { name: 'Ampicillin 500mg' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // A blur closes the list a moment later; focus opens it again.
    await user.type(box, 'x');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    fireEvent.blur(box);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    fireEvent.focus(box);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });
});
