/**
 * Stock at a glance: low stock and lots near or past expiry (linking to the stock report's lists
 * for those who may open it, to the products list for the others), this device's pending sync
 * count, and the stock value for those who may see it (the server leaves it out for the others).
 */
import { Flex, Link as ChakraLink, SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useCanOpen } from '../../components/route-permission';
import type { DashboardReport } from '../../domain/reports/dashboard';
import { dashboardVi as t } from '../../i18n/dashboard';
import { formatMoney, formatNumber } from '../../i18n/format';
import { useSyncValue } from '../../till/use-sync-status';
import { Panel, StatCard } from './kpi-cards';

type Target =
  { to: '/products' | '/sync' } | { to: '/report/inventory-valuations'; search: { tab: 'low-stock' | 'near-expiry' } };

function Count({
  value,
  target,
  tone,
  ...card
}: {
  label: string;
  hint: string;
  value: number;
  /** Where "Xem danh sách" goes; none when the user may open no such list. */
  target: Target | null;
  testId: string;
  tone: 'warning' | 'danger';
}) {
  return (
    <StatCard {...card} figure={formatNumber(value)} figureClass="tabular" tone={value > 0 ? tone : undefined}>
      {target && (
        <ChakraLink asChild fontSize="sm" color="brand.fg">
          <Link {...target} data-testid={`${card.testId}-link`}>
            {t.viewList}
          </Link>
        </ChakraLink>
      )}
    </StatCard>
  );
}

export function StockCards({ report }: { report: DashboardReport }) {
  const pending = useSyncValue((state) => state.pending);
  // A link is offered only to a list the user may open, as its route says (a cashier sees the counts alone).
  const canOpen = useCanOpen();
  const list = (tab: 'low-stock' | 'near-expiry'): Target | null =>
    canOpen('/report/inventory-valuations')
      ? { to: '/report/inventory-valuations', search: { tab } }
      : canOpen('/products')
        ? { to: '/products' }
        : null;
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
      <Count
        label={t.lowStock}
        hint={t.lowStockHint}
        value={report.low_stock_count}
        target={list('low-stock')}
        testId="low-stock-count"
        tone="warning"
      />
      <Count
        label={t.nearExpiry}
        hint={t.nearExpiryHint(report.expiry_warning_days)}
        value={report.near_expiry_count}
        target={list('near-expiry')}
        testId="near-expiry-count"
        tone="warning"
      />
      <Count
        label={t.expired}
        hint={t.expiredHint}
        value={report.expired_count}
        target={list('near-expiry')}
        testId="expired-count"
        tone="danger"
      />
      <Count
        label={t.pendingSync}
        hint={pending === 0 ? t.allSynced : t.pendingSyncHint}
        value={pending}
        target={{ to: '/sync' }}
        testId="pending-sync-count"
        tone="warning"
      />
    </SimpleGrid>
  );
}

export function StockValue({ value }: { value: NonNullable<DashboardReport['stock_value']> }) {
  const rows = [
    [t.stockValueNear, value.near_expiry],
    [t.stockValueExpired, value.expired],
  ] as const;
  return (
    <Panel title={t.stockValue} testId="stock-value">
      <Text fontSize="2xl" fontWeight="bold" className="money" data-testid="stock-value-total">
        {formatMoney(value.total)}
      </Text>
      {rows.map(([label, amount]) => (
        <Flex key={label} justify="space-between" fontSize="sm" mt="1">
          <Text color="fg.muted">{label}</Text>
          <Text className="money">{formatMoney(amount)}</Text>
        </Flex>
      ))}
    </Panel>
  );
}
