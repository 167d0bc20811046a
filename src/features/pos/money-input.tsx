/** A whole-đồng amount typed at the counter, shown grouped (12.000) while typing. */
import { Input, type InputProps } from '@chakra-ui/react';
import { formatNumber } from '../../i18n/format';

export function parseMoney(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  return digits ? Number(digits) : null;
}

interface Props extends Omit<InputProps, 'value' | 'onChange'> {
  value: number | null;
  onValueChange: (value: number | null) => void;
}

export function MoneyInput({ value, onValueChange, ...rest }: Props) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      value={value === null ? '' : formatNumber(value)}
      onChange={(event) => onValueChange(parseMoney(event.currentTarget.value))}
      {...rest}
    />
  );
}
