import { Input, InputGroup } from '@chakra-ui/react';
import { formatNumber } from '../../i18n/format';

export interface MoneyInputProps {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  name?: string;
  'aria-label'?: string;
  size?: 'xs' | 'sm' | 'md';
  placeholder?: string;
}

/** Parses what a cashier types ("12.000", "12000", "12 000") into whole đồng. */
export function parseMoneyInput(text: string): number | null {
  const digits = text.replace(/[^\d]/g, '');
  if (digits === '') return null;
  return Number(digits.slice(0, 15));
}

/** Money in whole đồng, grouped as it is typed ('12.000') with the ₫ sign after it. */
export function MoneyInput({ value, onChange, size = 'sm', ...rest }: MoneyInputProps) {
  const text = value === null || value === undefined ? '' : formatNumber(value);
  return (
    <InputGroup endElement="₫">
      <Input
        size={size}
        inputMode="numeric"
        textAlign="end"
        className="tabular"
        value={text}
        onChange={(event) => onChange(parseMoneyInput(event.currentTarget.value))}
        {...rest}
      />
    </InputGroup>
  );
}
