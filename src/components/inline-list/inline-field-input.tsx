import { Input, NativeSelect, Switch } from '@chakra-ui/react';
import { uiKit } from '../../i18n/ui-kit';

export type InlineFieldKind = 'text' | 'integer' | 'percent' | 'boolean' | 'color' | 'select';

export interface InlineField {
  name: string;
  label: string;
  kind: InlineFieldKind;
  required?: boolean;
  /** Shown in the table cell when not editing (with the whole row, for a value read with another field). */
  display?: (value: unknown, row: Record<string, unknown>) => string;
  hideOnMobile?: boolean;
  /** On a phone, under the row's first cell instead of a column (see `Column.underOnMobile`). */
  underOnMobile?: boolean;
  width?: string;
  /** For kind 'select': the choices (numbers stay numbers). */
  options?: { value: string | number; label: string }[];
}

export function defaultDisplay(field: InlineField, value: unknown, row: Record<string, unknown> = {}): string {
  if (field.display) return field.display(value, row);
  if (value === null || value === undefined) return '';
  if (field.kind === 'boolean') return value ? uiKit.form.yes : uiKit.form.no;
  if (field.kind === 'percent') return `${String(value)}%`;
  return String(value);
}

export function InlineFieldInput({
  field,
  value,
  onChange,
  invalid,
}: {
  field: InlineField;
  value: unknown;
  onChange: (value: unknown) => void;
  invalid: boolean;
}) {
  if (field.kind === 'boolean') {
    return (
      <Switch.Root
        size="sm"
        colorPalette="brand"
        checked={Boolean(value)}
        onCheckedChange={(details) => onChange(details.checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label srOnly>{field.label}</Switch.Label>
      </Switch.Root>
    );
  }
  if (field.kind === 'select') {
    const options = field.options ?? [];
    return (
      <NativeSelect.Root size="xs">
        <NativeSelect.Field
          aria-label={field.label}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(event) =>
            onChange(options.find((o) => String(o.value) === event.currentTarget.value)?.value ?? null)
          }
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  const numeric = field.kind === 'integer' || field.kind === 'percent';
  return (
    <Input
      size="xs"
      aria-label={field.label}
      aria-invalid={invalid || undefined}
      name={field.name}
      type={field.kind === 'color' ? 'color' : 'text'}
      inputMode={numeric ? 'numeric' : undefined}
      textAlign={numeric ? 'end' : undefined}
      width={field.kind === 'color' ? '12' : undefined}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(event) => {
        const text = event.currentTarget.value;
        if (!numeric) onChange(text);
        else onChange(text.trim() === '' ? null : Number(text.replace(/[^\d-]/g, '')));
      }}
    />
  );
}
