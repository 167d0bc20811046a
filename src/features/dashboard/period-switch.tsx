/** Day / week / month with previous and next; the period is remembered in the config state. */
import { Button, ButtonGroup, HStack, IconButton, Text } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { dashboardFilterAtom } from '../../components/config-atoms';
import { DASHBOARD_PERIODS, shiftPeriod } from '../../domain/reports/dashboard';
import { todayInShop } from '../../domain/shop-clock';
import { dashboardVi as t } from '../../i18n/dashboard';
import { dashboardDateAtom, periodLabel } from './period';

export function PeriodSwitch() {
  const [period, setPeriod] = useAtom(dashboardFilterAtom);
  const [chosen, setChosen] = useAtom(dashboardDateAtom);
  const date = chosen ?? todayInShop();
  const go = (step: -1 | 1) => {
    const next = shiftPeriod(period, date, step);
    setChosen(next > todayInShop() ? todayInShop() : next);
  };
  const atEnd = periodLabel(period, date) === periodLabel(period, todayInShop());
  return (
    <HStack gap="3" wrap="wrap" justify="space-between" w="full">
      <ButtonGroup size="sm" attached variant="outline" role="group" aria-label={t.periodSwitch}>
        {DASHBOARD_PERIODS.map((p) => (
          <Button
            key={p}
            aria-pressed={period === p}
            variant={period === p ? 'solid' : 'outline'}
            onClick={() => setPeriod(p)}
          >
            {t.periods[p]}
          </Button>
        ))}
      </ButtonGroup>
      <HStack gap="1">
        <IconButton size="sm" variant="ghost" aria-label={t.previous} title={t.previous} onClick={() => go(-1)}>
          <ChevronLeft />
        </IconButton>
        <Text
          data-testid="dashboard-period"
          fontWeight="medium"
          minW={{ base: '0', md: '56' }}
          textAlign="center"
          className="tabular"
        >
          {periodLabel(period, date)}
        </Text>
        <IconButton size="sm" variant="ghost" aria-label={t.next} title={t.next} disabled={atEnd} onClick={() => go(1)}>
          <ChevronRight />
        </IconButton>
        {chosen !== null && !atEnd && (
          <Button size="sm" variant="ghost" onClick={() => setChosen(null)}>
            {t.today}
          </Button>
        )}
      </HStack>
    </HStack>
  );
}
