/**
 * Finds a product by name, code or barcode (diacritics-insensitive) and picks it: through the
 * product list endpoint by default, or through `find` (a counter page searches the till's copy,
 * the product list being the admin's: SPEC §6). Keys: Enter picks (never submits the form around
 * it), ArrowDown/ArrowUp move the highlight, Escape closes the list.
 */
import { Box, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { productsApi } from '../api/catalog';
import type { Product } from '../domain/catalog/products';
import { formatMoney } from '../i18n/format';
import { uiKit } from '../i18n/ui-kit';
import { useDebounced } from './data-table/use-debounced';

/** What the picker shows of a product; `units` (when known) lets a scanned barcode pick its product. */
export interface PickerProduct {
  id: string;
  name: string;
  code: string | null;
  sale_price: number;
  units?: readonly { barcode: string | null }[];
}

const PAGE = 8;
const fromServer = async (search: string) => (await productsApi.list({ search, page_size: PAGE, active: 'true' })).data;

/**
 * What Enter picks among `rows` found for `query`: the one product carrying the barcode when the
 * query is all digits (a scanner), else the highlighted row.
 */
export function enterPick<T extends PickerProduct>(rows: T[], query: string, highlighted: number): T | undefined {
  if (/^\d+$/.test(query)) {
    const carriers = rows.filter((row) => row.units?.some((unit) => unit.barcode === query));
    if (carriers.length === 1) return carriers[0];
  }
  return rows[highlighted] ?? rows[0];
}

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
  const [active, setActive] = useState(0);
  const picking = useRef(false);
  /** The box's text now, for a pick that finishes after more was typed. */
  const typed = useRef(text);
  const ids = useId();
  const queryClient = useQueryClient();
  const search = useDebounced(text.trim(), 250);
  const lookup = (query: string) => ({
    queryKey: ['products', 'picker', find ? 'till' : 'server', query],
    queryFn: () => (find ? find(query, PAGE) : (fromServer(query) as Promise<unknown[]> as Promise<T[]>)),
  });
  const results = useQuery({ ...lookup(search), enabled: search.length > 0 });
  const rows = results.data ?? [];
  const shown = open && search.length > 0 && rows.length > 0;
  const highlighted = Math.min(active, rows.length - 1);
  const optionId = (index: number) => `${ids}-option-${index}`;

  const type = (value: string) => {
    typed.current = value;
    setText(value);
  };

  const pick = (product: T) => {
    onPick(product);
    type('');
    setActive(0);
    setOpen(false);
  };

  /** Enter before the debounce has caught up (a scanner types the code and Enter at once) searches now. */
  const pickOnEnter = async () => {
    const query = text.trim();
    if (!query || picking.current) return;
    const current = query === search && results.data !== undefined;
    picking.current = true;
    try {
      const found = current ? rows : await queryClient.fetchQuery(lookup(query));
      const product = enterPick(found, query, current ? highlighted : 0);
      // What was typed while the search ran belongs to the next pick.
      if (product && typed.current.trim() !== query) onPick(product);
      else if (product) pick(product);
      else setOpen(true);
    } finally {
      // A failed search is left to reject: the app's unhandled-rejection toast says so.
      picking.current = false;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!event.nativeEvent.isComposing) void pickOnEnter();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (rows.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(shown ? (highlighted + step + rows.length) % rows.length : 0);
      setOpen(true);
    } else if (event.key === 'Escape' && shown) {
      // Closes the list only, not the dialog the picker may sit in.
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <Box position="relative">
      <InputGroup startElement={results.isFetching ? <Spinner size="xs" /> : <Search size={16} />}>
        <Input
          size="sm"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={shown ? `${ids}-list` : undefined}
          aria-activedescendant={shown ? optionId(highlighted) : undefined}
          aria-label={placeholder}
          placeholder={placeholder}
          value={text}
          onChange={(event) => (type(event.currentTarget.value), setActive(0), setOpen(true))}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
        />
      </InputGroup>
      {shown ? (
        <Stack id={`${ids}-list`} role="listbox" aria-label={placeholder} gap="0" {...pickerDropdown}>
          {rows.map((product, index) => (
            <Box
              key={product.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === highlighted}
              px="3"
              py="2"
              cursor="pointer"
              bg={index === highlighted ? 'bg.muted' : undefined}
              onMouseEnter={() => setActive(index)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(product)}
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
      {open && search.length > 0 && results.isSuccess && rows.length === 0 && !results.isFetching ? (
        <Box role="status" px="3" py="2" fontSize="sm" color="fg.muted" {...pickerDropdown}>
          {uiKit.table.emptyFiltered}
        </Box>
      ) : null}
    </Box>
  );
}

export const pickerDropdown = {
  position: 'absolute',
  zIndex: 'dropdown',
  top: '100%',
  mt: '1',
  left: '0',
  right: '0',
  bg: 'bg',
  borderWidth: '1px',
  borderRadius: 'l2',
  shadow: 'md',
  maxH: '72',
  overflowY: 'auto',
} as const;
