/**
 * Finds a customer by name, code or phone and picks one; shows the chosen name with a way to clear
 * it. A combobox as the product picker is: ArrowDown/ArrowUp move the highlight, Enter picks it
 * (never submitting the form around it), Escape closes the list, and a search that finds no one
 * says so.
 */
import { Box, CloseButton, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { customersApi } from '../../api/parties';
import { useDebounced } from '../../components/data-table/use-debounced';
import { pickerDropdown } from '../../components/product-picker';
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
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const ids = useId();
  const search = useDebounced(text.trim(), 250);
  const results = useQuery({
    queryKey: ['customers', 'picker', search],
    queryFn: () => customersApi.list({ search, page_size: 8 }),
    enabled: search.length > 0,
  });
  if (value) {
    return (
      <HStack w="full" borderWidth="1px" borderRadius="l2" px="3" py="1" justify="space-between">
        <Text fontSize="sm">{name}</Text>
        <CloseButton size="xs" aria-label={label} onClick={() => onChange(null, null)} />
      </HStack>
    );
  }
  const rows = results.data?.data ?? [];
  const shown = open && search.length > 0 && rows.length > 0;
  const highlighted = Math.min(active, rows.length - 1);
  const optionId = (index: number) => `${ids}-option-${index}`;
  const pick = (customer: (typeof rows)[number]) => {
    onChange(customer.id, customer.full_name);
    setText('');
    setActive(0);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const customer = shown ? rows[highlighted] : undefined;
      if (customer && !event.nativeEvent.isComposing) pick(customer);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (rows.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(shown ? (highlighted + step + rows.length) % rows.length : 0);
      setOpen(true);
    } else if (event.key === 'Escape' && shown) {
      event.stopPropagation();
      setOpen(false);
    }
  };
  return (
    <Box position="relative" w="full">
      <Input
        size="sm"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={shown ? `${ids}-list` : undefined}
        aria-activedescendant={shown ? optionId(highlighted) : undefined}
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(e) => (setText(e.currentTarget.value), setActive(0), setOpen(true))}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      {shown ? (
        <Stack id={`${ids}-list`} role="listbox" aria-label={label} gap="0" {...pickerDropdown}>
          {rows.map((c, index) => (
            <Box
              key={c.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === highlighted}
              px="3"
              py="2"
              cursor="pointer"
              bg={index === highlighted ? 'bg.muted' : undefined}
              onMouseEnter={() => setActive(index)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(c)}
            >
              <Text fontSize="sm">{c.full_name}</Text>
              <Text fontSize="xs" color="fg.muted">
                {[c.code, c.phone].filter(Boolean).join(' · ')}
              </Text>
            </Box>
          ))}
        </Stack>
      ) : null}
      {open && search.length > 0 && results.isSuccess && rows.length === 0 && !results.isFetching ? (
        <Box role="status" px="3" py="2" fontSize="sm" color="fg.muted" {...pickerDropdown}>
          {stockVi.errors.customerNotFound}
        </Box>
      ) : null}
    </Box>
  );
}
