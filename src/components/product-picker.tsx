/** Finds a product by name, code or barcode (diacritics-insensitive on the server) and picks it. */
import { Box, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { productsApi } from '../api/catalog';
import type { Product } from '../domain/catalog/products';
import { formatMoney } from '../i18n/format';
import { useDebounced } from './data-table/use-debounced';

export function ProductPicker({ placeholder, onPick }: { placeholder: string; onPick: (product: Product) => void }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebounced(text.trim(), 250);
  const results = useQuery({
    queryKey: ['products', 'picker', search],
    queryFn: () => productsApi.list({ search, page_size: 8, active: 'true' }),
    enabled: search.length > 0,
  });
  const rows = results.data?.data ?? [];
  return (
    <Box position="relative">
      <InputGroup startElement={results.isFetching ? <Spinner size="xs" /> : <Search size={16} />}>
        <Input
          size="sm"
          role="combobox"
          aria-expanded={open && rows.length > 0}
          aria-label={placeholder}
          placeholder={placeholder}
          value={text}
          onChange={(event) => (setText(event.currentTarget.value), setOpen(true))}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
        />
      </InputGroup>
      {open && search && rows.length > 0 ? (
        <Stack
          role="listbox"
          gap="0"
          position="absolute"
          zIndex="dropdown"
          top="100%"
          mt="1"
          left="0"
          right="0"
          bg="bg"
          borderWidth="1px"
          borderRadius="l2"
          shadow="md"
          maxH="72"
          overflowY="auto"
        >
          {rows.map((product) => (
            <Box
              key={product.id}
              role="option"
              aria-selected={false}
              px="3"
              py="2"
              cursor="pointer"
              _hover={{ bg: 'bg.muted' }}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => (onPick(product), setText(''), setOpen(false))}
            >
              <Text fontSize="sm" fontWeight="medium">
                {product.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {product.code} · {formatMoney(product.sale_price)}
              </Text>
            </Box>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
