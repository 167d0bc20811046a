/**
 * Finds a product by name, code or barcode (diacritics-insensitive) and picks it: through the
 * product list endpoint by default, or through `find` (a counter page searches the till's copy,
 * the product list being the admin's: SPEC §6). Keys (`useCombobox`): Enter picks (never submits the
 * form around it), ArrowDown/ArrowUp move the highlight, Escape closes the list.
 */
import { Box, Button, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Search } from 'lucide-react';
import { useRef, useState } from 'react';
import { productsApi } from '../api/catalog';
import type { Product } from '../domain/catalog/products';
import { formatMoney } from '../i18n/format';
import { uiKit } from '../i18n/ui-kit';
import { useDebounced } from './data-table/use-debounced';
import { useCombobox } from './use-combobox';

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
  create,
}: {
  placeholder: string;
  onPick: (product: T) => void;
  /** Where to search (at most `limit` products); the product list endpoint when left out. */
  find?: (search: string, limit: number) => Promise<T[]>;
  /** Offered when a search finds nothing: make a product from what was typed (a name or a barcode). */
  create?: { label: (typed: string) => string; onCreate: (typed: string) => void };
}) {
  const [text, setText] = useState('');
  const picking = useRef(false);
  /** The box's text now, for a pick that finishes after more was typed. */
  const typed = useRef(text);
  const queryClient = useQueryClient();
  const search = useDebounced(text.trim(), 250);
  const lookup = (query: string) => ({
    queryKey: ['products', 'picker', find ? 'till' : 'server', query],
    queryFn: () => (find ? find(query, PAGE) : (fromServer(query) as Promise<unknown[]> as Promise<T[]>)),
  });
  const results = useQuery({ ...lookup(search), enabled: search.length > 0 });
  const rows = results.data ?? [];
  const combobox = useCombobox({
    count: rows.length,
    searching: search.length > 0,
    onEnter: (highlighted) => void pickOnEnter(highlighted),
  });
  const { open, shown } = combobox;

  const type = (value: string) => {
    typed.current = value;
    setText(value);
  };

  const pick = (product: T) => {
    onPick(product);
    type('');
    combobox.close();
  };

  /** Enter before the debounce has caught up (a scanner types the code and Enter at once) searches now. */
  const pickOnEnter = async (highlighted: number) => {
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
      else combobox.reopen();
    } finally {
      // A failed search is left to reject: the app's unhandled-rejection toast says so.
      picking.current = false;
    }
  };

  return (
    <Box position="relative">
      <InputGroup startElement={results.isFetching ? <Spinner size="xs" /> : <Search size={16} />}>
        <Input
          size="sm"
          {...combobox.inputProps}
          aria-label={placeholder}
          placeholder={placeholder}
          value={text}
          onChange={(event) => (type(event.currentTarget.value), combobox.typed())}
        />
      </InputGroup>
      {shown ? (
        <Stack {...combobox.listProps} aria-label={placeholder} gap="0" {...pickerDropdown}>
          {rows.map((product, index) => (
            <Box key={product.id} {...combobox.optionProps(index)} {...pickerOption} onClick={() => pick(product)}>
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
        <Box {...pickerStatus}>
          <Text role="status">{uiKit.table.emptyFiltered}</Text>
          {create ? (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="teal"
              mt="1"
              ms="-2"
              // The box keeps its focus (and the list stays) until the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                create.onCreate(search);
                type('');
                combobox.close();
              }}
            >
              <Plus /> {create.label(search)}
            </Button>
          ) : null}
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

/** A row of a picker's list; the highlighted one (aria-selected) is shaded. */
export const pickerOption = { px: '3', py: '2', cursor: 'pointer', _selected: { bg: 'bg.muted' } } as const;

/** What a picker says under its box when a search finds nothing. */
export const pickerStatus = { px: '3', py: '2', fontSize: 'sm', color: 'fg.muted', ...pickerDropdown } as const;
