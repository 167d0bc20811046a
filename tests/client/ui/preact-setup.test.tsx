/**
 * The React behaviours src/preact-setup.ts puts back on Preact: an `autoFocus` field is focused
 * when it mounts (not only on the page's first load) and once; effects run before the next frame;
 * a controlled field that refuses a keystroke shows its value again.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';

function LaterField() {
  const [shown, setShown] = useState(false);
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setShown(true)}>
        Hiện
      </button>
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        Vẽ lại {renders}
      </button>
      {shown && <input aria-label="Mã" autoFocus />}
    </>
  );
}

function DigitsOnly() {
  const [value, setValue] = useState('12');
  return (
    <input aria-label="Số" value={value} onChange={(event) => setValue(event.currentTarget.value.replace(/\D/g, ''))} />
  );
}

describe('React behaviours on Preact', () => {
  it('focuses an autoFocus field when it mounts after the first render, and only then', async () => {
    render(<LaterField />);
    fireEvent.click(screen.getByRole('button', { name: 'Hiện' }));
    await act(async () => {});
    const field = screen.getByRole('textbox', { name: 'Mã' });
    expect(field).toHaveFocus();

    screen.getByRole('button', { name: /Vẽ lại/ }).focus();
    fireEvent.click(screen.getByRole('button', { name: /Vẽ lại/ }));
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Vẽ lại 1' })).toHaveFocus();
  });

  it('runs the effects of a click before the next animation frame', async () => {
    const order: string[] = [];
    function Probe() {
      const [clicked, setClicked] = useState(false);
      useEffect(() => {
        if (clicked) order.push('effect');
      }, [clicked]);
      return (
        <button type="button" onClick={() => setClicked(true)}>
          Bấm
        </button>
      );
    }
    render(<Probe />);
    // A click as the browser makes it: outside Testing Library's act(), which flushes effects itself.
    screen.getByRole('button', { name: 'Bấm' }).click();
    await new Promise<void>((resolve) =>
      requestAnimationFrame(() => {
        order.push('frame');
        resolve();
      }),
    );
    expect(order).toEqual(['effect', 'frame']);
  });

  it('shows a controlled value again when the handler refuses what was typed', async () => {
    render(<DigitsOnly />);
    const field = screen.getByRole('textbox', { name: 'Số' });
    fireEvent.input(field, { target: { value: '12x' } });
    await act(async () => {});
    expect(field).toHaveValue('12');
    fireEvent.input(field, { target: { value: '123' } });
    await act(async () => {});
    expect(field).toHaveValue('123');
  });
});
