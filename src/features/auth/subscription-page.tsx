import { Card, DataList, Progress, Stack, Status, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { accountKeys, getTenant } from '../../api/auth';
import { PageHeader } from '../../components/page-header';
import type { Subscription } from '../../domain/account-responses';
import { TRIAL_DAYS, type SubscriptionState } from '../../domain/subscriptions';
import { authMessages } from '../../i18n/auth';
import { authScreens as t } from '../../i18n/auth-screens';
import { formatDate } from '../../i18n/format';
import { QueryState } from './query-state';

const STATE_PALETTE: Record<SubscriptionState, string> = {
  TRIAL: 'blue',
  TRIAL_EXPIRED: 'orange',
  ACTIVE: 'green',
  CANCELED: 'gray',
  EXPIRED: 'red',
};

function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const trial = subscription.state === 'TRIAL';
  const days = subscription.days_left ?? 0;
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Header>
        <Text fontSize="sm" color="fg.muted">
          {t.subscription.current}
        </Text>
        <Stack direction="row" align="center" gap="3">
          <Card.Title as="h2" fontSize="2xl" data-testid="subscription-state" data-state={subscription.state}>
            {authMessages.subscriptionStates[subscription.state]}
          </Card.Title>
          <Status.Root colorPalette={STATE_PALETTE[subscription.state]} size="lg">
            <Status.Indicator />
          </Status.Root>
        </Stack>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {trial ? (
            <Stack gap="2">
              <Text fontWeight="semibold" data-testid="trial-days-left">
                {t.subscription.daysLeft(days)}
              </Text>
              <Progress.Root
                value={Math.min(TRIAL_DAYS, Math.max(0, days))}
                max={TRIAL_DAYS}
                colorPalette="brand"
                size="sm"
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Stack>
          ) : null}
          <DataList.Root orientation="horizontal">
            {subscription.trial_ends_at ? (
              <DataList.Item>
                <DataList.ItemLabel>{t.subscription.trialEnds}</DataList.ItemLabel>
                <DataList.ItemValue>{formatDate(subscription.trial_ends_at)}</DataList.ItemValue>
              </DataList.Item>
            ) : null}
            {subscription.current_period_end ? (
              <DataList.Item>
                <DataList.ItemLabel>{t.subscription.periodEnds}</DataList.ItemLabel>
                <DataList.ItemValue>{formatDate(subscription.current_period_end)}</DataList.ItemValue>
              </DataList.Item>
            ) : null}
          </DataList.Root>
          <Text color="fg.muted" fontSize="sm">
            {trial || subscription.state === 'ACTIVE' ? t.subscription.trialNote : t.subscription.expiredNote}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** `/settings/subscriptions`: the shop's plan state and trial days left; never gated (SPEC.md §1). */
export function SubscriptionPage() {
  const query = useQuery({ queryKey: accountKeys.tenant, queryFn: getTenant });
  return (
    <Stack gap="4" maxW="720px">
      <PageHeader />
      <QueryState query={query}>{(data) => <SubscriptionCard subscription={data.subscription} />}</QueryState>
    </Stack>
  );
}
