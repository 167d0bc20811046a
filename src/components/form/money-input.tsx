/**
 * The one money input of the app (back office and till): whole đồng, grouped as it is typed
 * ('12.000') with the ₫ sign after it, and never more digits than an amount can have
 * (MONEY_INPUT_DIGITS, up to MONEY_MAX), so a long paste cannot make a number the schemas refuse; a toast
 * says when typed digits were not taken.
 */
import { Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { MONEY_MAX, moneyTextIsCut, parseMoneyText } from '../../domain/money';
import { formatMoney, formatNumber } from '../../i18n/format';
import { uiKit } from '../../i18n/ui-kit';
import { toaster } from '../toaster';

/** One toast however many inputs cut how many digits: a later cut updates it. */
const MONEY_CUT_TOAST = 'money-input-cut';

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
        onChange={(event) => {
          const typed = event.currentTarget.value;
          // The digits past the cap are not taken: say so rather than ignore the keystroke.
          if (moneyTextIsCut(typed))
            toaster.create({
              id: MONEY_CUT_TOAST,
              type: 'warning',
              title: uiKit.form.moneyCut(formatMoney(MONEY_MAX)),
            });
          onChange(parseMoneyText(typed));
        }}
        {...rest}
      />
    </InputGroup>
  );
}
