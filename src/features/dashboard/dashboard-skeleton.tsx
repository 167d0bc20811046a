/**
 * The dashboard while its report is on the way: the same panels with their titles and labels, a
 * placeholder where each figure goes (issue 16). The owner sees the page's shape at once, the
 * figures take their places without moving the panels, and the page's largest text is painted
 * with its first render rather than after the report.
 */
import { Box, SimpleGrid, Stack, VisuallyHidden } from '@chakra-ui/react';
import type { DashboardPeriod } from '../../domain/reports/dashboard';
import { PAYMENT_METHODS } from '../../domain/pos-enums';
import { dashboardVi as t } from '../../i18n/dashboard';
import { Panel, StatCard } from './kpi-cards';
import { CHART_HEIGHT } from './revenue-chart';

/** Placeholders are plain elements styled once by the page (the figures' own styles are StatCard's). */
const PLACEHOLDERS = {
  '& [data-part=placeholder]': {
    display: 'inline-block',
    verticalAlign: 'middle',
    width: '60%',
    height: '0.9em',
    borderRadius: 'sm',
    bg: 'bg.muted',
  },
  '& [data-part=block]': { display: 'block', bg: 'bg.muted', borderRadius: 'md' },
  '& [data-part=row]': { display: 'flex', justifyContent: 'space-between', gap: '2', fontSize: 'sm' },
  '& [data-part=row] [data-part=placeholder]': { width: '30%' },
} as const;

const placeholder = <span data-part="placeholder" />;

export function DashboardSkeleton({ period }: { period: DashboardPeriod }) {
  const figures = [
    [t.kpi.netRevenue, t.kpi.netRevenueHint],
    [t.kpi.orders, undefined],
    [t.kpi.averageBasket, undefined],
    [t.kpi.returns, '\u00a0'],
  ] as const;
  const stock = [
    [t.lowStock, t.lowStockHint],
    [t.nearExpiry, '\u00a0'],
    [t.expired, t.expiredHint],
    [t.pendingSync, '\u00a0'],
  ] as const;
  return (
    <Stack gap={{ base: '3', md: '4' }} css={PLACEHOLDERS} aria-busy data-testid="dashboard-loading">
      <VisuallyHidden role="status">{t.loading}</VisuallyHidden>
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
        {figures.map(([label, hint]) => (
          <StatCard key={label} label={label} hint={hint} figure={placeholder} figureClass="money" />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '3', md: '4' }}>
        <Box gridColumn={{ lg: 'span 2' }} minW="0">
          <Panel title={t.chart[period]}>
            <Box fontSize="sm" mb="2">
              {placeholder}
            </Box>
            <span data-part="block" style={{ height: CHART_HEIGHT }} />
            <Box fontSize="2xs" mt="1">
              {'\u00a0'}
            </Box>
          </Panel>
        </Box>
        <Panel title={t.byMethod}>
          <Stack gap="3">
            {[...PAYMENT_METHODS.map((method) => t.methods[method]), t.credit].map((label) => (
              <div key={label}>
                <p data-part="row">
                  <span>{label}</span>
                  {placeholder}
                </p>
                <Box height="1.5" mt="1" bg="bg.muted" borderRadius="full" />
              </div>
            ))}
          </Stack>
        </Panel>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '3', md: '4' }}>
        {[t.topByRevenue, t.topByQuantity].map((title) => (
          <Panel key={title} title={title}>
            <span data-part="block" style={{ height: '5rem' }} />
          </Panel>
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
        {stock.map(([label, hint]) => (
          <StatCard key={label} label={label} hint={hint} figure={placeholder} figureClass="tabular" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
