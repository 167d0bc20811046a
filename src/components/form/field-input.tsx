import { Input, Switch, Textarea } from '@chakra-ui/react';
import { BankBinInput } from './bank-bin-input';
import { DateInput } from './date-input';
import { FormField } from './form-field';
import { IntegerInput } from './integer-input';
import { MoneyInput } from './money-input';
import { type SelectOption, SelectInput } from './select-input';

export interface FieldDef {
  name: string;
  label: string;
  kind?:
    | 'text'
    | 'textarea'
    | 'select'
    | 'date'
    | 'money'
    | 'integer'
    | 'boolean'
    | 'email'
    | 'tel'
    | 'password'
    /** A VietQR bank, by name; the value is its BIN. */
    | 'bank';
  options?: SelectOption[];
  /** For selects: offer an empty choice. */
  allowNone?: boolean;
  required?: boolean;
  helper?: string;
  /** Take the whole row of the section grid. */
  wide?: boolean;
}

/** One field of a config-driven form, with its label and Vietnamese error. */
export function FieldInput({
  def,
  value,
  error,
  onChange,
}: {
  def: FieldDef;
  value: unknown;
  error?: string;
  onChange: (value: unknown) => void;
}) {
  const kind = def.kind ?? 'text';
  let control;
  if (kind === 'textarea')
    control = (
      <Textarea
        size="sm"
        name={def.name}
        rows={2}
        value={(value as string) ?? ''}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  else if (kind === 'select')
    control = (
      <SelectInput
        name={def.name}
        value={(value as string) ?? ''}
        options={def.options ?? []}
        allowNone={def.allowNone}
        onChange={onChange}
      />
    );
  else if (kind === 'bank')
    control = <BankBinInput name={def.name} value={(value as string) ?? ''} onChange={onChange} />;
  else if (kind === 'date') control = <DateInput name={def.name} value={value as string | null} onChange={onChange} />;
  else if (kind === 'money')
    control = <MoneyInput name={def.name} value={value as number | null} onChange={onChange} />;
  else if (kind === 'integer')
    control = <IntegerInput name={def.name} value={value as number | null} onChange={onChange} />;
  else if (kind === 'boolean')
    control = (
      <Switch.Root
        size="sm"
        colorPalette="brand"
        checked={Boolean(value)}
        onCheckedChange={(d) => onChange(d.checked)}
        mt="1"
      >
        <Switch.HiddenInput name={def.name} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
      </Switch.Root>
    );
  else
    control = (
      <Input
        size="sm"
        name={def.name}
        type={kind === 'email' ? 'email' : kind === 'tel' ? 'tel' : kind === 'password' ? 'password' : 'text'}
        inputMode={kind === 'tel' ? 'tel' : undefined}
        value={(value as string) ?? ''}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  return (
    <FormField label={def.label} error={error} required={def.required} helper={def.helper} wide={def.wide}>
      {control}
    </FormField>
  );
}
