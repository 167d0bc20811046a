import { HStack, Input, Text } from '@chakra-ui/react';

/**
 * A whole number, or null while empty. Only digits are taken; `onChange` is also told when the
 * typed text held anything else, so the form can say why under the field (uiKit.form.invalidNumber)
 * rather than the letters just not appearing.
 */
export function IntegerInput(props: {
  name: string;
  value: number | null | undefined;
  onChange: (value: number | null, notDigits: boolean) => void;
  size?: 'xs' | 'sm' | 'md';
  /** The accessible name, where no visible label element points at the input (a table cell). */
  label?: string;
  /** The unit the number is in, shown after the input (`viên`), so no one counts boxes for tablets. */
  unit?: string | null;
}) {
  const input = (
    <Input
      size={props.size ?? 'sm'}
      name={props.name}
      aria-label={props.label}
      inputMode="numeric"
      className="tabular"
      value={props.value ?? ''}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const digits = typed.replace(/\D/g, '').slice(0, 12);
        props.onChange(digits === '' ? null : Number(digits), /\D/.test(typed));
      }}
    />
  );
  if (!props.unit) return input;
  return (
    <HStack gap="1.5">
      {input}
      <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {props.unit}
      </Text>
    </HStack>
  );
}
