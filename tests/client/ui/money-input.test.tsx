/**
 * The money input takes at most MONEY_INPUT_DIGITS digits; a digit past the cap is not taken, and
 * a toast says so rather than the keystroke doing nothing (src/components/form/money-input.tsx).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MoneyInput } from '../../../src/components/form/money-input';
import { AppToaster, toaster } from '../../../src/components/toaster';
import { system } from '../../../src/components/ui/system';

const CUT = 'Số tiền tối đa là 99.999.999.999 ₫; các chữ số nhập thêm không được nhận.';

function Amount() {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <MoneyInput aria-label="Số tiền" value={value} onChange={setValue} />
      <output data-testid="amount">{value ?? ''}</output>
    </>
  );
}

function renderAmount() {
  toaster.remove();
  render(
    <ChakraProvider value={system}>
      <Amount />
      <AppToaster />
    </ChakraProvider>,
  );
}

describe('the money input at its cap', () => {
  it('groups what is typed and says nothing while the amount fits', async () => {
    renderAmount();
    await userEvent.type(screen.getByRole('textbox', { name: 'Số tiền' }), '99999999999');
    expect(screen.getByRole('textbox', { name: 'Số tiền' })).toHaveValue('99.999.999.999');
    expect(screen.getByTestId('amount')).toHaveTextContent('99999999999');
    expect(screen.queryByText(CUT)).toBeNull();
  });

  it('keeps the amount and shows a warning when a digit past the cap is typed or pasted', async () => {
    renderAmount();
    const input = screen.getByRole('textbox', { name: 'Số tiền' });
    await userEvent.type(input, '123456789012');
    expect(input).toHaveValue('12.345.678.901');
    expect(screen.getByTestId('amount')).toHaveTextContent('12345678901');
    expect(await screen.findByText(CUT)).toBeVisible();

    // One toast, however many digits were cut.
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('9'.repeat(20));
    expect(input).toHaveValue('99.999.999.999');
    expect(screen.getAllByText(CUT)).toHaveLength(1);
  });
});
