/** The period's headline figures: net revenue, orders, average basket, returns; and money per payment method. */
import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { DashboardReport } from '../../domain/reports/dashboard';
import { dashboardVi as t } from '../../i18n/dashboard';
import { formatMoney, formatNumber } from '../../i18n/format';

export function Panel({ title, children, testId }: { title?: string; children: ReactNode; testId?: string }) {
  return (
    <Box
      as="section"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
      p={{ base: '3', md: '4' }}
      data-testid={testId}
      minW="0"
    >
      {title && (
        <Text as="h2" fontWeight="semibold" mb="3">
          {title}
        </Text>
      )}
      {children}
    </Box>
  );
}

/** A figure card's parts, styled once by the card: its children are plain elements (issue 16). */
const STAT_PARTS = {
  '& [data-part=label], & [data-part=hint]': { color: 'fg.muted' },
  '& [data-part=label]': { fontSize: 'sm' },
  '& [data-part=hint]': { fontSize: 'xs' },
  '& [data-part=figure]': { fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' },
  '& [data-part=figure][data-tone=warning]': { color: 'orange.600' },
  '& [data-part=figure][data-tone=danger]': { color: 'red.600' },
} as const;

/** A figure with its label and hint (the period's headline figures, the stock counts). */
export function StatCard({
  label,
  figure,
  hint,
  testId,
  figureClass,
  tone,
  children,
}: {
  label: string;
  /** The figure, or a placeholder while it loads. */
  figure: ReactNode;
  hint?: string;
  testId?: string;
  /** `money` or `tabular`: the app's number styles (global styles in ui/system.ts). */
  figureClass: 'money' | 'tabular';
  /** The figure's colour when it asks for attention. */
  tone?: 'warning' | 'danger';
  children?: ReactNode;
}) {
  return (
    <Panel>
      <Stack gap="1" css={STAT_PARTS}>
        <p data-part="label">{label}</p>
        <p data-part="figure" className={figureClass} data-tone={tone} data-testid={testId}>
          {figure}
        </p>
        {hint && <p data-part="hint">{hint}</p>}
        {children}
      </Stack>
    </Panel>
  );
}

function Kpi({ value, ...card }: { label: string; value: string; hint?: string; testId: string }) {
  return <StatCard {...card} figure={value} figureClass="money" />;
}

export function KpiCards({ report }: { report: DashboardReport }) {
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
      <Kpi
        label={t.kpi.netRevenue}
        value={formatMoney(report.net_revenue)}
        hint={t.kpi.netRevenueHint}
        testId="kpi-net-revenue"
      />
      <Kpi label={t.kpi.orders} value={formatNumber(report.order_count)} testId="kpi-orders" />
      <Kpi label={t.kpi.averageBasket} value={formatMoney(report.average_basket)} testId="kpi-average-basket" />
      <Kpi
        label={t.kpi.returns}
        value={formatMoney(report.returns.amount)}
        hint={t.kpi.returnsHint(report.returns.count)}
        testId="kpi-returns"
      />
    </SimpleGrid>
  );
}

/** A method's row: its name and amount over a bar of its share, styled once for all rows. */
const METHOD_ROWS = {
  '& p': { display: 'flex', justifyContent: 'space-between', gap: '2', fontSize: 'sm' },
  '& p .money': { fontWeight: 'medium' },
  '& [data-part=bar]': { height: '1.5', bg: 'bg.muted', borderRadius: 'full', mt: '1' },
  '& [data-part=fill]': { height: 'full', bg: 'brand.solid', borderRadius: 'full' },
} as const;

/**
 * Money taken per method, and what was sold on credit and not taken (the net revenue less the
 * money kept; a return taken off a debt lowers it), so the rows add up to the net revenue.
 */
export function PaymentMethods({ report }: { report: DashboardReport }) {
  const kept = report.by_payment_method.reduce((sum, m) => sum + m.amount, 0);
  const rows = [
    ...report.by_payment_method.map((m) => ({ key: m.method, label: t.methods[m.method], amount: m.amount })),
    { key: 'credit', label: t.credit, amount: report.net_revenue - kept },
  ];
  const total = rows.reduce((sum, row) => sum + Math.max(row.amount, 0), 0) || 1;
  return (
    <Panel title={t.byMethod} testId="payment-methods">
      <Stack gap="3" css={METHOD_ROWS}>
        {rows.map((row) => (
          <div key={row.key} data-method={row.key}>
            <p>
              <span>{row.label}</span>
              <span className="money">{formatMoney(row.amount)}</span>
            </p>
            <div data-part="bar" aria-hidden>
              <div data-part="fill" style={{ width: `${Math.round((Math.max(row.amount, 0) / total) * 100)}%` }} />
            </div>
          </div>
        ))}
      </Stack>
    </Panel>
  );
}
