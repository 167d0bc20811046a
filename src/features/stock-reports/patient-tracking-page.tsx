/**
 * /patient-tracking: the GPP patient tracking book (prescription sales) between two dates, with print
 * and .xlsx. The screen searches and pages the period's book; print and .xlsx take all of it.
 */
import { Alert, Box, Button, Flex, Heading, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FileSpreadsheet, Printer } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { type PatientTrackingRow, stockReports } from '../../api/stock';
import { PaginationBar } from '../../components/data-table/pagination-bar';
import { DEFAULT_PAGE_SIZE } from '../../components/data-table/list-search';
import { SearchBox } from '../../components/data-table/search-box';
import { DateRangeFilter } from '../../components/date-range-filter';
import { normalizeSearch } from '../../domain/list-params';
import { PageHeader } from '../../components/page-header';
import { PrintArea } from '../../components/print-area';
import { useSession } from '../../components/session';
import { toaster } from '../../components/toaster';
import { monthStart, todayInShop } from '../../domain/shop-clock';
import { formatDate, formatNumber } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';
import { ScrollRegion } from '../../components/scroll-region';
import { shellVi } from '../../i18n/shell';

const t = stockText.patients;

interface Cell {
  key: string;
  header: string;
  cell: (r: PatientTrackingRow) => ReactNode;
  mobile?: boolean;
  /** A floor for columns of running text, so a narrow screen does not stack them one word per line. */
  minW?: string;
}

const cells: Cell[] = [
  {
    key: 'date',
    header: t.date,
    mobile: true,
    cell: (r) => (
      <>
        <Text whiteSpace="nowrap">{formatDate(r.date)}</Text>
        <Text fontFamily="mono" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {r.order_code}
        </Text>
      </>
    ),
  },
  { key: 'patient', header: t.patient, mobile: true, cell: (r) => <Text fontWeight="medium">{r.patient_name}</Text> },
  { key: 'age', header: t.age, cell: (r) => r.patient_age ?? '' },
  { key: 'gender', header: t.gender, cell: (r) => (r.patient_gender ? t.genders[r.patient_gender] : '') },
  { key: 'address', header: t.address, minW: '40', cell: (r) => r.patient_address ?? '' },
  { key: 'phone', header: t.phone, cell: (r) => r.phone ?? '' },
  { key: 'diagnosis', header: t.diagnosis, minW: '28', cell: (r) => r.diagnosis },
  { key: 'doctor', header: t.doctor, cell: (r) => [r.doctor_name, r.facility].filter(Boolean).join(' · ') },
  {
    key: 'drugs',
    header: t.drugs,
    mobile: true,
    minW: '52',
    // A long name wraps; its quantity and unit stay together.
    cell: (r) =>
      r.drugs.map((d, i) => (
        <Text key={i} fontSize="xs">
          {d.product_name}:{' '}
          <Text as="span" whiteSpace="nowrap">
            {formatNumber(d.quantity)} {d.unit_name}
          </Text>
        </Text>
      )),
  },
];

/** What a search of the book looks in: the sale's code, the patient, phone, diagnosis, doctor and drugs. */
const searchText = (r: PatientTrackingRow) =>
  normalizeSearch(
    [
      r.order_code,
      r.patient_name,
      r.phone,
      r.diagnosis,
      r.doctor_name,
      r.facility,
      ...r.drugs.map((d) => d.product_name),
    ]
      .filter(Boolean)
      .join(' '),
  );

/** The book's rows on screen: searched (without diacritics) and paged. */
function BookPages({ rows }: { rows: PatientTrackingRow[] }) {
  const [search, setSearch] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const words = normalizeSearch(search ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const found = words.length ? rows.filter((r) => words.every((w) => searchText(r).includes(w))) : rows;
  const shown = found.slice((page - 1) * pageSize, page * pageSize);
  return (
    <Stack gap="2">
      {/* In a row, as the lists have it: the search box's flex basis is a width there, not a height. */}
      <Flex>
        <SearchBox value={search} placeholder={t.search} onChange={(value) => (setSearch(value), setPage(1))} />
      </Flex>
      {found.length === 0 ? (
        <Text color="fg.muted">{t.notFound}</Text>
      ) : (
        <ScrollRegion label={shellVi.nav.patientTracking} bg="bg" borderWidth="1px" borderRadius="l2">
          <BookTable rows={shown} />
          <PaginationBar
            page={page}
            pageSize={pageSize}
            total={found.length}
            onPageChange={setPage}
            onPageSizeChange={(size) => (setPageSize(size), setPage(1))}
          />
        </ScrollRegion>
      )}
    </Stack>
  );
}

function BookTable({ rows, forPrint }: { rows: PatientTrackingRow[]; forPrint?: boolean }) {
  const hide = (c: Cell) => (forPrint || c.mobile ? undefined : { base: 'none', md: 'table-cell' });
  return (
    <Table.Root size="sm" variant={forPrint ? 'outline' : 'line'} data-testid={forPrint ? undefined : 'patient-book'}>
      <Table.Header>
        <Table.Row bg="bg.muted">
          {cells.map((c) => (
            <Table.ColumnHeader key={c.key} display={hide(c)} minW={c.minW} whiteSpace="nowrap">
              {c.header}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((r) => (
          <Table.Row key={r.order_id} verticalAlign="top">
            {cells.map((c) => (
              <Table.Cell key={c.key} display={hide(c)}>
                {c.cell(r)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

export function PatientTrackingPage({
  from,
  to,
  onRangeChange,
}: {
  from?: string;
  to?: string;
  onRangeChange: (range: { from?: string; to?: string }) => void;
}) {
  const start = from ?? monthStart(todayInShop());
  const end = to ?? todayInShop();
  // The store's name from the session's tenant: the store settings are the admin's (SPEC §6).
  const store = useSession().tenant?.store;
  const book = useQuery({
    queryKey: ['reports', 'patient-tracking', start, end],
    queryFn: () => stockReports.patientTracking(start, end),
  });
  const exportXlsx = useMutation({
    mutationFn: () => stockReports.patientTrackingXlsx(start, end),
    onError: (e) => toaster.error({ title: stockText.common.failed, description: e.message }),
  });
  return (
    <>
      <PageHeader
        actions={
          <HStack gap="2">
            <Button size="sm" variant="outline" disabled={!book.data?.length} onClick={() => window.print()}>
              <Printer /> {stockText.common.print}
            </Button>
            <Button size="sm" variant="outline" loading={exportXlsx.isPending} onClick={() => exportXlsx.mutate()}>
              <FileSpreadsheet /> {stockText.common.exportXlsx}
            </Button>
          </HStack>
        }
      />
      <Box mb="3">
        <DateRangeFilter from={start} to={end} onChange={onRangeChange} />
      </Box>
      {book.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(book.error)}</Alert.Title>
        </Alert.Root>
      ) : !book.data ? (
        <Skeleton height="40" />
      ) : book.data.length === 0 ? (
        <Text color="fg.muted">{t.empty}</Text>
      ) : (
        // A new period starts at its first page with no search.
        <BookPages key={`${start}/${end}`} rows={book.data} />
      )}
      {book.data?.length ? (
        <PrintArea landscape>
          <Text fontWeight="bold">{store?.name}</Text>
          <Heading size="md" textAlign="center" my="2">
            {t.printTitle}
          </Heading>
          <Text textAlign="center" mb="3">
            {stockText.common.fromDate} {formatDate(start)} {stockText.common.toDate.toLowerCase()} {formatDate(end)}
          </Text>
          <BookTable rows={book.data} forPrint />
        </PrintArea>
      ) : null}
    </>
  );
}
