/**
 * The shop's bank for VietQR transfers, chosen by its name; what is stored is its 6-digit BIN. A
 * bank not in the list is "Ngân hàng khác", with the BIN typed beside it; a stored BIN not in the
 * list opens that way, so nothing saved before is lost.
 */
import { Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { bankOfBin, VIETQR_BANKS } from '../../domain/vietqr-banks';
import { settingsText } from '../../i18n/shop-settings';
import { SelectInput } from './select-input';

const t = settingsText.store;
const OTHER = 'other';
const options = [
  ...VIETQR_BANKS.map((bank) => ({ value: bank.bin, label: `${bank.shortName} – ${bank.name}` })),
  { value: OTHER, label: t.otherBank },
];

export function BankBinInput({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [other, setOther] = useState(value !== '' && !bankOfBin(value));
  return (
    <Stack gap="2">
      <SelectInput
        name={`${name}_bank`}
        value={other ? OTHER : value}
        options={options}
        allowNone
        noneLabel={t.noBank}
        onChange={(choice) => {
          setOther(choice === OTHER);
          // "Ngân hàng khác" keeps a BIN typed before (or none) until one is typed.
          if (choice !== OTHER) onChange(choice);
          else if (bankOfBin(value)) onChange('');
        }}
      />
      {other ? (
        <Input
          size="sm"
          // Its own id: the field's id (the label's) is the select's.
          id={`${name}-bin`}
          name={name}
          inputMode="numeric"
          maxLength={6}
          placeholder={t.binPlaceholder}
          aria-label={t.bankBin}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value.trim())}
        />
      ) : null}
    </Stack>
  );
}
