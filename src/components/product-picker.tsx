/**
 * Finds a product by name, code or barcode (diacritics-insensitive) and picks it: through the
 * product list endpoint by default, or through `find` (a counter page searches the till's copy,
 * the product list being the admin's: SPEC §6).
 */
import { Box, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { productsApi } from '../api/catalog';
import type { Product } from '../domain/catalog/products';
import { formatMoney } from '../i18n/format';
import { useDebounced } from './data-table/use-debounced';

/** What the picker shows of a product. */
export interface PickerProduct {
  id: string;
  name: string;
  code: string | null;
  sale_price: number;
}

const PAGE = 8;
const fromServer = async (search: string) => (await productsApi.list({ search, page_size: PAGE, active: 'true' })).data;

export function ProductPicker<T extends PickerProduct = Product>({
  placeholder,
  onPick,
  find,
}: {
  placeholder: string;
  onPick: (product: T) => void;
  /** Where to search (at most `limit` products); the product list endpoint when left out. */
  find?: (search: string, limit: number) => Promise<T[]>;
}) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebounced(text.trim(), 250);
  const results = useQuery({
    queryKey: ['products', 'picker', find ? 'till' : 'server', search],
    queryFn: () => (find ? find(search, PAGE) : (fromServer(search) as Promise<unknown[]> as Promise<T[]>)),
    enabled: search.length > 0,
  });
  const rows = results.data ?? [];
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
                {[product.code, formatMoney(product.sale_price)].filter(Boolean).join(' · ')}
              </Text>
            </Box>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
