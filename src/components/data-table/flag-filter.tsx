/** An on/off filter of a list's toolbar ("only those who owe"), kept in the URL as `true` or nothing. */
import { Checkbox } from '@chakra-ui/react';

export function FlagFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: 'true' | undefined;
  onChange: (value: 'true' | undefined) => void;
}) {
  return (
    <Checkbox.Root
      size="sm"
      checked={value === 'true'}
      onCheckedChange={(e) => onChange(e.checked === true ? 'true' : undefined)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label whiteSpace="nowrap">{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
