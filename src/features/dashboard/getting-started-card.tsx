/**
 * A new shop's first steps on the dashboard (src/domain/getting-started.ts): what is done, from the
 * shop's own records, and a link to do each of the others. Shown to those who set the shop up
 * until every step is done, or until they hide it on this device.
 */
import { Box, Button, Flex, Grid, HStack, Icon, Link as ChakraLink, Progress, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { REPORTS_PATH, reportsApi } from '../../api/reports';
import { getSessionUser } from '../../api/session';
import { useCanOpen } from '../../components/route-permission';
import { GETTING_STARTED_STEPS, stepsDone, type GettingStartedStep } from '../../domain/getting-started';
import { dashboardVi } from '../../i18n/dashboard';
import { Panel } from './kpi-cards';

const t = dashboardVi.gettingStarted;

const TARGETS = {
  store: '/setup-store',
  products: '/products',
  stock: '/purchase-orders/create',
  staff: '/settings/staffs/create',
  vietqr: '/settings/general',
  einvoice: '/settings/einvoices',
  linkup: '/settings/link-up',
  first_sale: '/pos',
} as const satisfies Record<GettingStartedStep, string>;

/** Shops (by tenant id) whose owner hid the card on this device. */
const HIDDEN_KEY = 'getting_started_hidden';

function hiddenShops(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(HIDDEN_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function rememberHidden(tenantId: string): void {
  const shops = hiddenShops();
  if (!shops.includes(tenantId)) localStorage.setItem(HIDDEN_KEY, JSON.stringify([...shops, tenantId]));
}

export function GettingStartedCard() {
  // Asked of the settings route, which needs what the server's endpoint needs (viewSetting).
  const canOpen = useCanOpen();
  const allowed = canOpen('/settings/general');
  const tenantId = getSessionUser()?.tenant_id ?? '';
  const [hidden, setHidden] = useState(() => hiddenShops().includes(tenantId));
  const query = useQuery({
    queryKey: [REPORTS_PATH, 'getting-started'],
    queryFn: () => reportsApi.gettingStarted(),
    enabled: allowed && !hidden,
  });
  const status = query.data;
  const done = status ? stepsDone(status) : 0;
  const complete = done === GETTING_STARTED_STEPS.length;
  // A shop that has done every step is not asked again on this device: the card has nothing to say.
  useEffect(() => {
    if (complete) rememberHidden(tenantId);
  }, [complete, tenantId]);
  if (!allowed || hidden || !status || complete) return null;

  const hide = () => {
    rememberHidden(tenantId);
    setHidden(true);
  };

  return (
    <Panel testId="getting-started">
      <Flex align="center" gap="3" mb="2">
        <Text as="h2" fontWeight="semibold">
          {t.title}
        </Text>
        <Text fontSize="sm" color="fg.muted" data-testid="getting-started-progress">
          {t.progress(done, GETTING_STARTED_STEPS.length)}
        </Text>
        <Button size="xs" variant="ghost" ms="auto" aria-label={t.hideLabel} onClick={hide}>
          {t.hide}
        </Button>
      </Flex>
      <Progress.Root value={done} max={GETTING_STARTED_STEPS.length} size="xs" colorPalette="teal" mb="3">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Grid as="ol" gap="3" listStyleType="none" templateColumns={{ base: '1fr', md: '1fr 1fr', xl: 'repeat(3, 1fr)' }}>
        {GETTING_STARTED_STEPS.map((step, index) => {
          const texts = t.steps[step];
          const isDone = status[step];
          return (
            <HStack as="li" key={step} align="start" gap="3" data-testid={`step-${step}`} data-done={isDone}>
              <Box flexShrink={0} w="6" h="6" display="flex" alignItems="center" justifyContent="center">
                {isDone ? (
                  <Box as="span" role="img" aria-label={t.done} display="inline-flex">
                    <Icon boxSize="6" color="fg.success" aria-hidden>
                      <CircleCheck />
                    </Icon>
                  </Box>
                ) : (
                  <Text
                    as="span"
                    fontSize="xs"
                    fontWeight="semibold"
                    borderWidth="1px"
                    borderRadius="full"
                    w="6"
                    h="6"
                    display="flex"
                    alignItems="center"
                    justifyContent="center"
                  >
                    {index + 1}
                  </Text>
                )}
              </Box>
              <Box minW="0">
                <Text fontWeight="medium" color={isDone ? 'fg.muted' : undefined}>
                  {texts.title}
                </Text>
                {!isDone && (
                  <>
                    <Text fontSize="sm" color="fg.muted">
                      {texts.hint}
                    </Text>
                    {canOpen(TARGETS[step]) && (
                      <ChakraLink asChild fontSize="sm" color="brand.fg">
                        <Link to={TARGETS[step]}>{texts.action}</Link>
                      </ChakraLink>
                    )}
                  </>
                )}
              </Box>
            </HStack>
          );
        })}
      </Grid>
    </Panel>
  );
}
