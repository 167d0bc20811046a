/**
 * The subscription guard of the signed-in area (SPEC.md §1): it knows the shop's subscription
 * state (the tenant loaded after authentication, SPEC.md §7) and asks `subscriptionGate` whether
 * the page may open. The policy is `GATE_POLICY` ('prepared': everything opens); a policy of
 * 'enforced' shows "subscription expired" instead of a restricted page, never on
 * /settings/subscriptions.
 */
import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CreditCard } from 'lucide-react';
import { createContext, useContext, type ReactNode } from 'react';
import { hasPermission } from '../domain/permissions';
import {
  effectiveState,
  GATE_POLICY,
  type GateDecision,
  type GatePolicy,
  subscriptionGate,
} from '../domain/subscriptions';
import { shellVi } from '../i18n/shell';
import { useSession } from './session';

const PolicyContext = createContext<GatePolicy>(GATE_POLICY);

/** Sets the gate's policy for the tree below (the product runs with GATE_POLICY). */
export function SubscriptionPolicy({ policy, children }: { policy: GatePolicy; children: ReactNode }) {
  return <PolicyContext.Provider value={policy}>{children}</PolicyContext.Provider>;
}

/** What the gate decides for `path` with the session's subscription. */
export function useSubscriptionGate(path: string): GateDecision {
  const { tenant } = useSession();
  const policy = useContext(PolicyContext);
  const subscription = tenant?.subscription;
  const state = subscription
    ? effectiveState(
        subscription.state,
        subscription.trial_ends_at ? new Date(subscription.trial_ends_at) : null,
        new Date(),
      )
    : null;
  return subscriptionGate(state, path, policy);
}

export function SubscriptionRequired() {
  const { roles } = useSession();
  const canRenew = hasPermission(roles, 'viewSetting');
  return (
    <EmptyState.Root bg="bg" borderRadius="l3" borderWidth="1px" py={{ base: '10', md: '16' }} role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator color="orange.fg">
          <CreditCard />
        </EmptyState.Indicator>
        <VStack textAlign="center" maxW="lg">
          <EmptyState.Title>{shellVi.page.subscriptionTitle}</EmptyState.Title>
          <EmptyState.Description>
            {canRenew ? shellVi.page.subscription : shellVi.page.subscriptionAskAdmin}
          </EmptyState.Description>
        </VStack>
        {canRenew && (
          <Button asChild colorPalette="brand">
            <Link to="/settings/subscriptions">{shellVi.page.goSubscription}</Link>
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
