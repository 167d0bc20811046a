/** /dashboard: the owner's day (or week, or month) at a glance, from GET /api/v1/reports/dashboard. */
import { Alert, Box, Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { dashboardQuery } from '../../api/reports';
import { dashboardFilterAtom } from '../../components/config-atoms';
import { PageHeader } from '../../components/page-header';
import { todayInShop } from '../../domain/shop-clock';
import { dashboardVi as t } from '../../i18n/dashboard';
import { EinvoiceCard } from './einvoice-card';
import { GettingStartedCard } from './getting-started-card';
import { KpiCards, Panel, PaymentMethods } from './kpi-cards';
import { LinkupCard } from './linkup-card';
import { DashboardSkeleton } from './dashboard-skeleton';
import { dashboardDateAtom } from './period';
import { PeriodSwitch } from './period-switch';
import { RevenueChart } from './revenue-chart';
import { StockCards, StockValue } from './stock-cards';
import { SyncProblemsAlert } from './sync-problems-alert';
import { TopProducts } from './top-products';

export function DashboardPage() {
  const period = useAtomValue(dashboardFilterAtom);
  const date = useAtomValue(dashboardDateAtom) ?? todayInShop();
  const query = useQuery({ ...dashboardQuery(period, date), placeholderData: keepPreviousData });
  const report = query.data;
  return (
    <Box>
      <PageHeader />
      <Stack gap={{ base: '3', md: '4' }}>
        <PeriodSwitch />
        <SyncProblemsAlert />
        <GettingStartedCard />
        <EinvoiceCard />
        <LinkupCard />
        {query.isError && !report && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t.loadError}</Alert.Title>
            <Button size="xs" variant="outline" ms="auto" onClick={() => void query.refetch()}>
              {t.retry}
            </Button>
          </Alert.Root>
        )}
        {!report && query.isPending && <DashboardSkeleton period={period} />}
        {report && (
          <Stack
            gap={{ base: '3', md: '4' }}
            opacity={query.isPlaceholderData ? 0.6 : 1}
            aria-busy={query.isFetching}
            data-testid="dashboard"
            data-period={query.isPlaceholderData ? undefined : report.period}
          >
            <KpiCards report={report} />
            <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '3', md: '4' }}>
              <Box gridColumn={{ lg: 'span 2' }} minW="0">
                <Panel title={t.chart[report.period]} testId="revenue-panel">
                  <RevenueChart period={report.period} series={report.series} />
                </Panel>
              </Box>
              <PaymentMethods report={report} />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '3', md: '4' }}>
              <TopProducts title={t.topByRevenue} rows={report.top_by_revenue} testId="top-by-revenue" />
              <TopProducts title={t.topByQuantity} rows={report.top_by_quantity} testId="top-by-quantity" />
            </SimpleGrid>
            <StockCards report={report} />
            {report.stock_value && <StockValue value={report.stock_value} />}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
