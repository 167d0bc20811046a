import { NativeSelect } from '@chakra-ui/react';
import { uiKit } from '../../i18n/ui-kit';

export interface FilterOption {
  value: string;
  label: string;
}

/** A compact select for a list filter; the empty choice means "all". */
export function FilterSelect(props: {
  label: string;
  value: string | undefined;
  options: FilterOption[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <NativeSelect.Root size="sm" width="auto" minW="36" maxW="56">
      <NativeSelect.Field
        aria-label={props.label}
        value={props.value ?? ''}
        bg="bg"
        onChange={(event) => props.onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
      >
        <option value="">
          {props.label}: {uiKit.table.all}
        </option>
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
