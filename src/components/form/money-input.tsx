/**
 * The one money input of the app (back office and till): whole đồng, grouped as it is typed
 * ('12.000') with the ₫ sign after it, and never more digits than an amount can have
 * (MONEY_INPUT_DIGITS), so a long paste cannot make a number the order's checks refuse.
 */
import { Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { parseMoneyText } from '../../domain/money';
import { formatNumber } from '../../i18n/format';

export interface MoneyInputProps extends Omit<InputProps, 'value' | 'onChange' | 'defaultValue'> {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
}

export function MoneyInput({ value, onChange, size = 'sm', ...rest }: MoneyInputProps) {
  const text = value === null || value === undefined ? '' : formatNumber(value);
  return (
    <InputGroup endElement="₫">
      <Input
        size={size}
        inputMode="numeric"
        autoComplete="off"
        textAlign="end"
        className="tabular"
        value={text}
        onChange={(event) => onChange(parseMoneyText(event.currentTarget.value))}
        {...rest}
      />
    </InputGroup>
  );
}
