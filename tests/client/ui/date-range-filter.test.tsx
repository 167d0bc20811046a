/**
 * The date range over lists and reports: a date that is not a real one, or an end before the
 * start, is said under the fields and not applied; a range that makes sense is applied.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateRangeFilter } from '../../../src/components/date-range-filter';
import { system } from '../../../src/components/ui/system';

function Harness({ applied }: { applied: { from?: string; to?: string }[] }) {
  const [range, setRange] = useState<{ from?: string; to?: string }>({ from: '2026-11-01', to: '2026-11-28' });
  return (
    <DateRangeFilter
      from={range.from}
      to={range.to}
      onChange={(next) => {
        applied.push(next);
        setRange(next);
      }}
    />
  );
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('the date range filter', () => {
  it('says what is wrong with a date or the range, and applies only a range that makes sense', () => {
    const applied: { from?: string; to?: string }[] = [];
    render(
      <ChakraProvider value={system}>
        <Harness applied={applied} />
      </ChakraProvider>,
    );
    fireEvent.input(field('from'), { target: { value: '31/02/2026' } });
    expect(screen.getByTestId('date-range-error')).toHaveTextContent('Ngày không hợp lệ (định dạng DD/MM/YYYY).');
    expect(field('from')).toHaveAttribute('aria-invalid', 'true');
    expect(applied).toEqual([]);

    fireEvent.input(field('from'), { target: { value: '20/11/2026' } });
    expect(screen.queryByTestId('date-range-error')).toBeNull();
    expect(applied).toEqual([{ from: '2026-11-20', to: '2026-11-28' }]);

    fireEvent.input(field('to'), { target: { value: '10/11/2026' } });
    expect(screen.getByTestId('date-range-error')).toHaveTextContent('Ngày kết thúc không được trước ngày bắt đầu.');
    expect(field('to')).toHaveAttribute('aria-invalid', 'true');
    expect(applied).toHaveLength(1);

    fireEvent.input(field('to'), { target: { value: '25/11/2026' } });
    expect(screen.queryByTestId('date-range-error')).toBeNull();
    expect(field('to')).not.toHaveAttribute('aria-invalid');
    expect(applied.at(-1)).toEqual({ from: '2026-11-20', to: '2026-11-25' });
  });
});
