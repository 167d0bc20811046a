/**
 * Revenue over the period as an SVG bar chart: one bar per bucket (negative days of returns drop
 * below the axis), a title per bar for the pointer, and the same figures as a table for screen
 * readers.
 */
import { Box, Text, VisuallyHidden } from '@chakra-ui/react';
import type { DashboardPeriod, DashboardReport } from '../../domain/reports/dashboard';
import { dashboardVi as t } from '../../i18n/dashboard';
import { formatMoney, formatNumber } from '../../i18n/format';
import { bucketLabel, bucketTitle } from './period';

/** The bars' height; the loading dashboard keeps the same room. */
export const CHART_HEIGHT = 160;
const SLOT = 24;
/** The axis labels (up to 31) are plain elements styled once by their row, not a Chakra element each. */
const AXIS_LABELS = { '& > span': { textAlign: 'center', whiteSpace: 'nowrap', overflow: 'visible' } } as const;

function compact(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `${formatNumber(Math.round(value / 100_000) / 10).replace('.', ',')}tr`;
  if (abs >= 1_000) return `${formatNumber(Math.round(value / 1_000))}k`;
  return formatNumber(value);
}

export function RevenueChart({ period, series }: { period: DashboardPeriod; series: DashboardReport['series'] }) {
  const max = Math.max(0, ...series.map((s) => s.amount));
  const min = Math.min(0, ...series.map((s) => s.amount));
  const span = max - min || 1;
  const zeroY = (max / span) * CHART_HEIGHT;
  const width = series.length * SLOT;
  const total = series.reduce((sum, s) => sum + s.amount, 0);
  const best = series.reduce((a, b) => (b.amount > a.amount ? b : a), series[0]!);
  const every = series.length > 24 ? 2 : series.length > 12 ? 3 : 1;
  const summary =
    max === 0 && min === 0
      ? t.chartEmpty
      : t.chartSummary(formatMoney(total), `${bucketTitle(period, best.bucket)}: ${formatMoney(best.amount)}`);
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted" mb="2" aria-hidden>
        {max === 0 && min === 0 ? t.chartEmpty : t.chartMax(compact(max))}
      </Text>
      <svg
        role="img"
        aria-label={`${t.chart[period]}. ${summary}`}
        viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
        width="100%"
        height={CHART_HEIGHT}
        preserveAspectRatio="none"
        data-testid="revenue-chart"
      >
        <line
          x1="0"
          x2={width}
          y1={zeroY}
          y2={zeroY}
          stroke="var(--chakra-colors-border)"
          strokeWidth="1"
          vectorEffect="non-scaling-stroke"
        />
        {series.map((s, i) => {
          const h = (Math.abs(s.amount) / span) * CHART_HEIGHT;
          const y = s.amount >= 0 ? zeroY - h : zeroY;
          return (
            <g key={s.bucket}>
              <rect
                x={i * SLOT + 3}
                y={y}
                width={SLOT - 6}
                height={Math.max(h, s.amount === 0 ? 0 : 1)}
                rx="2"
                fill={
                  s.amount >= 0
                    ? 'var(--chakra-colors-brand-solid, var(--chakra-colors-teal-600))'
                    : 'var(--chakra-colors-red-500)'
                }
              >
                <title>{`${bucketTitle(period, s.bucket)}: ${formatMoney(s.amount)} (${s.orders} ${t.orderCount.toLowerCase()})`}</title>
              </rect>
            </g>
          );
        })}
      </svg>
      <Box
        display="grid"
        gridTemplateColumns={`repeat(${series.length}, 1fr)`}
        fontSize="2xs"
        color="fg.muted"
        css={AXIS_LABELS}
        aria-hidden
        mt="1"
      >
        {series.map((s, i) => (
          <span key={s.bucket}>{i % every === 0 ? bucketLabel(period, s.bucket) : ''}</span>
        ))}
      </Box>
      <VisuallyHidden>
        <table>
          <caption>{t.chart[period]}</caption>
          <thead>
            <tr>
              <th>{t.bucket}</th>
              <th>{t.amount}</th>
              <th>{t.orderCount}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((s) => (
              <tr key={s.bucket}>
                <td>{bucketTitle(period, s.bucket)}</td>
                <td>{formatMoney(s.amount)}</td>
                <td>{s.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
