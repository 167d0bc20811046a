import { Input } from '@chakra-ui/react';

/** A whole number, or null while empty. */
export function IntegerInput(props: {
  name: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  size?: 'xs' | 'sm' | 'md';
  /** The accessible name, where no visible label element points at the input (a table cell). */
  label?: string;
}) {
  return (
    <Input
      size={props.size ?? 'sm'}
      name={props.name}
      aria-label={props.label}
      inputMode="numeric"
      className="tabular"
      value={props.value ?? ''}
      onChange={(event) => {
        const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 12);
        props.onChange(digits === '' ? null : Number(digits));
      }}
    />
  );
}
