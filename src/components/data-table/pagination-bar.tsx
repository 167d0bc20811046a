import { Button, Flex, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { uiKit } from '../../i18n/ui-kit';
import { PAGE_SIZES } from './list-search';
import { lastPage } from './use-page-past-end';

export interface PaginationBarProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** Server-side paging: the range shown, the page-size picker ('mục mỗi trang') and prev/next. */
export function PaginationBar({ page, pageSize, total, onPageChange, onPageSizeChange }: PaginationBarProps) {
  const pages = lastPage(total, pageSize);
  // A page past the end shows no rows (until the table moves to the last page): say so.
  const pastEnd = page > pages;
  const from = total === 0 || pastEnd ? 0 : (page - 1) * pageSize + 1;
  const to = pastEnd ? 0 : Math.min(total, page * pageSize);
  const t = uiKit.table;
  return (
    <Flex gap="3" align="center" justify="space-between" wrap="wrap" px="3" py="2" borderTopWidth="1px" fontSize="sm">
      <HStack gap="2">
        <NativeSelect.Root size="xs" width="auto">
          <NativeSelect.Field
            aria-label={t.itemsPerPage}
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Text color="fg.muted">{t.itemsPerPage}</Text>
      </HStack>
      <HStack gap="2">
        <Text color="fg.muted" className="tabular" data-testid="table-range">
          {t.range(from, to, total)}
        </Text>
        <Button
          size="xs"
          variant="outline"
          aria-label={t.previous}
          disabled={page <= 1}
          onClick={() => onPageChange(pastEnd ? pages : page - 1)}
        >
          <ChevronLeft />
        </Button>
        <Text className="tabular" minW="16" textAlign="center">
          {t.page(Math.min(page, pages), pages)}
        </Text>
        <Button
          size="xs"
          variant="outline"
          aria-label={t.next}
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          <ChevronRight />
        </Button>
      </HStack>
    </Flex>
  );
}
