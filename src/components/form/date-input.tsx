import { Input } from '@chakra-ui/react';
import { useState } from 'react';
import { dayjs } from '../../i18n/dayjs';
import { uiKit } from '../../i18n/ui-kit';

/** `DD/MM/YYYY` → `YYYY-MM-DD`, or null when it is not a real date. */
export function parseDisplayDate(text: string): string | null {
  const parsed = dayjs(text.trim(), 'DD/MM/YYYY', true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

export function toDisplayDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const parsed = dayjs(iso.slice(0, 10), 'YYYY-MM-DD', true);
  return parsed.isValid() ? parsed.format('DD/MM/YYYY') : '';
}

export interface DateInputProps {
  value: string | null | undefined;
  /** Called with `YYYY-MM-DD`, null when cleared, or 'invalid' while the text is not a date. */
  onChange: (value: string | null | 'invalid') => void;
  name?: string;
  size?: 'xs' | 'sm' | 'md';
  /** Marks the field as wrong (its message is shown by the caller). */
  invalid?: boolean;
}

/** A calendar date typed as DD/MM/YYYY, the way Vietnamese paperwork writes it. */
export function DateInput({ value, onChange, name, size = 'sm', invalid }: DateInputProps) {
  const [text, setText] = useState(toDisplayDate(value));
  const [shown, setShown] = useState(value);
  // A new value from outside (form reset, loaded record): show it unless the text already says it.
  if (value !== shown) {
    setShown(value);
    if (value && parseDisplayDate(text) !== value) setText(toDisplayDate(value));
  }
  return (
    <Input
      size={size}
      name={name}
      inputMode="numeric"
      aria-invalid={invalid || undefined}
      placeholder={uiKit.form.datePlaceholder}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        if (next.trim() === '') onChange(null);
        else onChange(parseDisplayDate(next) ?? 'invalid');
      }}
    />
  );
}
