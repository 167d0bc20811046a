/**
 * /report/inventory-valuations: quantity and value on hand as of a date, per product (server-paged,
 * searched, sorted; totals of the whole result) and per category, with .xlsx export of what is found.
 */
import { Alert, Box, Button, HStack, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { stockReports } from '../../api/stock';
import { DataTable } from '../../components/data-table/data-table';
import { type ListSearch, toListParams } from '../../components/data-table/list-search';
import { DateInput } from '../../components/form/date-input';
import { PageHeader } from '../../components/page-header';
import { toaster } from '../../components/toaster';
import { todayInShop } from '../../domain/shop-clock';
import { formatMoney, formatNumber } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';
import { uiKit } from '../../i18n/ui-kit';
import { LowStockList, NearExpiryList } from './stock-alerts';
import { productColumns, ValuationByCategory } from './valuation-tables';
import type { StockReportTab } from './report-tabs';

const t = stockText.valuation;

export interface ValuationPageProps {
  date: string | undefined;
  tab: StockReportTab | undefined;
  onSearch: (patch: { date?: string; tab?: StockReportTab }) => void;
}

/** The valuation report, with the near-expiry and low-stock lists as further tabs (?tab=near-expiry links straight there). */
export function ValuationPage({ date, tab = 'valuation', onSearch }: ValuationPageProps) {
  const [list, setList] = useState<ListSearch>({});
  return (
    <>
      <PageHeader actions={tab === 'valuation' ? <ExportButton date={date} search={list.search} /> : null} />
      <Tabs.Root
        value={tab}
        onValueChange={(d) => onSearch({ tab: d.value as StockReportTab })}
        variant="enclosed"
        size="sm"
        lazyMount
      >
        <Tabs.List mb="3">
          <Tabs.Trigger value="valuation">{t.title}</Tabs.Trigger>
          <Tabs.Trigger value="near-expiry">{stockText.alerts.nearExpiry}</Tabs.Trigger>
          <Tabs.Trigger value="low-stock">{stockText.alerts.lowStock}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="valuation">
          <Valuation
            date={date}
            onDateChange={(next) => (setList((l) => ({ ...l, page: undefined })), onSearch({ date: next }))}
            list={list}
            onListChange={(patch) => setList((l) => ({ ...l, ...patch }))}
          />
        </Tabs.Content>
        <Tabs.Content value="near-expiry">
          <NearExpiryList />
        </Tabs.Content>
        <Tabs.Content value="low-stock">
          <LowStockList />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

function ExportButton({ date, search }: { date: string | undefined; search: string | undefined }) {
  const exportXlsx = useMutation({
    mutationFn: () => stockReports.valuationXlsx(date ?? todayInShop(), search),
    onError: (e) => toaster.error({ title: stockText.common.failed, description: e.message }),
  });
  return (
    <Button size="sm" variant="outline" loading={exportXlsx.isPending} onClick={() => exportXlsx.mutate()}>
      <FileSpreadsheet /> {stockText.common.exportXlsx}
    </Button>
  );
}

function Valuation({
  date,
  onDateChange,
  list,
  onListChange,
}: {
  date: string | undefined;
  onDateChange: (date: string | undefined) => void;
  list: ListSearch;
  onListChange: (patch: Partial<ListSearch>) => void;
}) {
  const today = todayInShop();
  const asOf = date ?? today;
  // What is wrong with the date typed (not a date, or after today); the report keeps the last good one.
  const [dateProblem, setDateProblem] = useState<string | null>(null);
  const params = toListParams(list);
  const report = useQuery({
    queryKey: ['reports', 'inventory-valuations', asOf, params],
    queryFn: () => stockReports.valuation(asOf, params),
    placeholderData: keepPreviousData,
  });
  const data = report.data?.data;
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" align="end">
        <Box>
          <Text fontSize="sm" mb="1">
            {t.asOf}
          </Text>
          <DateInput
            name="as_of"
            value={asOf}
            invalid={dateProblem !== null}
            onChange={(v) => {
              const problem =
                v === 'invalid' || v === null ? uiKit.form.invalidDate : v > today ? uiKit.form.futureDate : null;
              setDateProblem(problem);
              if (problem === null && v && v !== 'invalid') onDateChange(v);
            }}
          />
          {dateProblem ? (
            <Text color="fg.error" fontSize="xs" mt="1" role="alert">
              {dateProblem}
            </Text>
          ) : null}
        </Box>
        {data ? (
          <HStack gap="6" fontSize="sm" wrap="wrap" title={t.totalsHint}>
            <Text>
              {t.products}:{' '}
              <b className="tabular" data-testid="valuation-count">
                {formatNumber(report.data?.meta.total ?? 0)}
              </b>
            </Text>
            <Text>
              {t.value}:{' '}
              <b className="money" data-testid="valuation-result-total">
                {formatMoney(data.totals.value)}
              </b>
            </Text>
          </HStack>
        ) : null}
      </HStack>
      {report.isError && !data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(report.error)}</Alert.Title>
        </Alert.Root>
      ) : data && data.totals.quantity === 0 && data.products.length === 0 && !list.search ? (
        <Text color="fg.muted">{t.empty}</Text>
      ) : (
        <Tabs.Root defaultValue="products" variant="line" size="sm">
          <Tabs.List>
            <Tabs.Trigger value="products">{t.byProduct}</Tabs.Trigger>
            <Tabs.Trigger value="categories">{t.byCategory}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="products" data-testid="valuation-products">
            <DataTable
              columns={productColumns}
              rows={data?.products}
              total={report.data?.meta.total ?? 0}
              rowKey={(r) => r.product_id}
              search={list}
              onSearchChange={onListChange}
              searchPlaceholder={t.searchPlaceholder}
              isLoading={report.isPending}
              error={report.error}
              onRetry={() => void report.refetch()}
            />
          </Tabs.Content>
          <Tabs.Content value="categories">
            {data ? <ValuationByCategory report={data} /> : <Skeleton height="20" />}
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Stack>
  );
}
