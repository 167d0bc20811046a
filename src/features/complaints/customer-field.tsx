/**
 * Finds a customer by name, code or phone and picks one; shows the chosen name with a way to clear
 * it. A combobox as the product picker is (`useCombobox`): ArrowDown/ArrowUp move the highlight,
 * Enter picks it (never submitting the form around it), Escape closes the list, and a search that
 * finds no one says so.
 */
import { Box, CloseButton, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { customersApi } from '../../api/parties';
import { useDebounced } from '../../components/data-table/use-debounced';
import { pickerDropdown, pickerOption, pickerStatus } from '../../components/product-picker';
import { useCombobox } from '../../components/use-combobox';
import { stockVi } from '../../i18n/stock';

export function CustomerField({
  name,
  label,
  value,
  onChange,
}: {
  name: string | null;
  label: string;
  value: string | null;
  onChange: (id: string | null, name: string | null) => void;
}) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 250);
  const results = useQuery({
    queryKey: ['customers', 'picker', search],
    queryFn: () => customersApi.list({ search, page_size: 8 }),
    enabled: search.length > 0,
  });
  const rows = results.data?.data ?? [];
  const combobox = useCombobox({
    count: rows.length,
    searching: search.length > 0,
    onEnter: (highlighted, shown) => {
      const customer = shown ? rows[highlighted] : undefined;
      if (customer) pick(customer);
    },
  });
  const { open, shown } = combobox;
  const pick = (customer: (typeof rows)[number]) => {
    onChange(customer.id, customer.full_name);
    setText('');
    combobox.close();
  };
  if (value) {
    return (
      <HStack w="full" borderWidth="1px" borderRadius="l2" px="3" py="1" justify="space-between">
        <Text fontSize="sm">{name}</Text>
        <CloseButton size="xs" aria-label={label} onClick={() => onChange(null, null)} />
      </HStack>
    );
  }
  return (
    <Box position="relative" w="full">
      <Input
        size="sm"
        {...combobox.inputProps}
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(e) => (setText(e.currentTarget.value), combobox.typed())}
      />
      {shown ? (
        <Stack {...combobox.listProps} aria-label={label} gap="0" {...pickerDropdown}>
          {rows.map((c, index) => (
            <Box key={c.id} {...combobox.optionProps(index)} {...pickerOption} onClick={() => pick(c)}>
              <Text fontSize="sm">{c.full_name}</Text>
              <Text fontSize="xs" color="fg.muted">
                {[c.code, c.phone].filter(Boolean).join(' · ')}
              </Text>
            </Box>
          ))}
        </Stack>
      ) : null}
      {open && search.length > 0 && results.isSuccess && rows.length === 0 && !results.isFetching ? (
        <Box role="status" {...pickerStatus}>
          {stockVi.errors.customerNotFound}
        </Box>
      ) : null}
    </Box>
  );
}
