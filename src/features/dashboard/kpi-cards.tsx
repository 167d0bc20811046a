/** The period's headline figures: net revenue, orders, average basket, returns; and money per payment method. */
import { Box, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
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

function Kpi({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <Panel>
      <Stack gap="1">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" className="money" data-testid={testId}>
          {value}
        </Text>
        {hint && (
          <Text fontSize="xs" color="fg.muted">
            {hint}
          </Text>
        )}
      </Stack>
    </Panel>
  );
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

export function PaymentMethods({ report }: { report: DashboardReport }) {
  const total = report.by_payment_method.reduce((sum, m) => sum + Math.max(m.amount, 0), 0) || 1;
  return (
    <Panel title={t.byMethod} testId="payment-methods">
      <Stack gap="3">
        {report.by_payment_method.map((m) => (
          <Box key={m.method}>
            <Flex justify="space-between" fontSize="sm" gap="2">
              <Text>{t.methods[m.method]}</Text>
              <Text className="money" fontWeight="medium">
                {formatMoney(m.amount)}
              </Text>
            </Flex>
            <Box h="1.5" bg="bg.muted" borderRadius="full" mt="1" aria-hidden>
              <Box
                h="full"
                borderRadius="full"
                bg="brand.solid"
                width={`${Math.round((Math.max(m.amount, 0) / total) * 100)}%`}
              />
            </Box>
          </Box>
        ))}
      </Stack>
    </Panel>
  );
}
