import { NativeSelect } from '@chakra-ui/react';
import { uiKit } from '../../i18n/ui-kit';

export interface SelectOption {
  value: string;
  label: string;
}

/** A native select bound to a string value; `allowNone` adds an empty first choice. */
export function SelectInput(props: {
  name: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  allowNone?: boolean;
  noneLabel?: string;
  size?: 'xs' | 'sm' | 'md';
}) {
  return (
    <NativeSelect.Root size={props.size ?? 'sm'}>
      <NativeSelect.Field
        name={props.name}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      >
        {props.allowNone ? <option value="">{props.noneLabel ?? uiKit.form.none}</option> : null}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
