/** /report/inventory-valuations: quantity and value on hand as of a date, per product and per category, with .xlsx export. */
import { Alert, Box, Button, HStack, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FileSpreadsheet } from 'lucide-react';
import { stockReports } from '../../api/stock';
import { DateInput } from '../../components/form/date-input';
import { PageHeader } from '../../components/page-header';
import { toaster } from '../../components/toaster';
import { dayjs } from '../../i18n/dayjs';
import { formatMoney, formatNumber } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';
import { LowStockList, NearExpiryList } from './stock-alerts';
import { ValuationByCategory, ValuationByProduct } from './valuation-tables';

const t = stockText.valuation;

export const STOCK_REPORT_TABS = ['valuation', 'near-expiry', 'low-stock'] as const;
export type StockReportTab = (typeof STOCK_REPORT_TABS)[number];

export interface ValuationPageProps {
  date: string | undefined;
  tab: StockReportTab | undefined;
  onSearch: (patch: { date?: string; tab?: StockReportTab }) => void;
}

/** The valuation report, with the near-expiry and low-stock lists as further tabs (?tab=near-expiry links straight there). */
export function ValuationPage({ date, tab = 'valuation', onSearch }: ValuationPageProps) {
  return (
    <>
      <PageHeader actions={tab === 'valuation' ? <ExportButton date={date} /> : null} />
      <Tabs.Root value={tab} onValueChange={(d) => onSearch({ tab: d.value as StockReportTab })} variant="enclosed" size="sm" lazyMount>
        <Tabs.List mb="3">
          <Tabs.Trigger value="valuation">{t.title}</Tabs.Trigger>
          <Tabs.Trigger value="near-expiry">{stockText.alerts.nearExpiry}</Tabs.Trigger>
          <Tabs.Trigger value="low-stock">{stockText.alerts.lowStock}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="valuation">
          <Valuation date={date} onDateChange={(next) => onSearch({ date: next })} />
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

const today = () => dayjs().format('YYYY-MM-DD');

function ExportButton({ date }: { date: string | undefined }) {
  const exportXlsx = useMutation({ mutationFn: () => stockReports.valuationXlsx(date ?? today()), onError: (e) => toaster.error({ title: stockText.common.failed, description: e.message }) });
  return (
    <Button size="sm" variant="outline" loading={exportXlsx.isPending} onClick={() => exportXlsx.mutate()}>
      <FileSpreadsheet /> {stockText.common.exportXlsx}
    </Button>
  );
}

function Valuation({ date, onDateChange }: { date: string | undefined; onDateChange: (date: string | undefined) => void }) {
  const asOf = date ?? today();
  const report = useQuery({ queryKey: ['reports', 'inventory-valuations', asOf], queryFn: () => stockReports.valuation(asOf) });
  return (
    <Stack gap="4">
        <HStack gap="3" wrap="wrap" align="end">
          <Box>
            <Text fontSize="sm" mb="1">{t.asOf}</Text>
            <DateInput name="as_of" value={asOf} onChange={(v) => v && v !== 'invalid' && onDateChange(v)} />
          </Box>
          {report.data ? (
            <HStack gap="6" fontSize="sm" wrap="wrap">
              <Text>
                {t.onHand}: <b className="tabular">{formatNumber(report.data.totals.quantity)}</b>
              </Text>
              <Text>
                {t.value}: <b className="money">{formatMoney(report.data.totals.value)}</b>
              </Text>
            </HStack>
          ) : null}
        </HStack>
        {report.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{report.error.message}</Alert.Title>
          </Alert.Root>
        ) : !report.data ? (
          <Skeleton height="40" />
        ) : report.data.products.length === 0 ? (
          <Text color="fg.muted">{t.empty}</Text>
        ) : (
          <Tabs.Root defaultValue="products" variant="line" size="sm">
            <Tabs.List>
              <Tabs.Trigger value="products">{t.byProduct}</Tabs.Trigger>
              <Tabs.Trigger value="categories">{t.byCategory}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="products">
              <ValuationByProduct report={report.data} />
            </Tabs.Content>
            <Tabs.Content value="categories">
              <ValuationByCategory report={report.data} />
            </Tabs.Content>
          </Tabs.Root>
        )}
    </Stack>
  );
}
