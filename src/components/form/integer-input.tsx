import { Input } from '@chakra-ui/react';

/** A whole number, or null while empty. */
export function IntegerInput(props: {
  name: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  size?: 'xs' | 'sm' | 'md';
}) {
  return (
    <Input
      size={props.size ?? 'sm'}
      name={props.name}
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
