/**
 * Subscription rules (SPEC.md §1, §4, §9): a 14-day trial from sign-up, the states, the days
 * left, and the one gate that would restrict an unpaid shop. SPEC says gating is prepared but
 * restricts nothing, so `subscriptionGate` always allows and only reports what it would do.
 */
export const SUBSCRIPTION_STATES = ['TRIAL', 'TRIAL_EXPIRED', 'ACTIVE', 'CANCELED', 'EXPIRED'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const TRIAL_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export function trialEndsAt(signedUpAt: Date): Date {
  return new Date(signedUpAt.getTime() + TRIAL_DAYS * DAY_MS);
}

/** A TRIAL whose end has passed is TRIAL_EXPIRED; every other state stands as stored. */
export function effectiveState(state: SubscriptionState, trialEnds: Date | null, now: Date): SubscriptionState {
  if (state === 'TRIAL' && trialEnds && trialEnds.getTime() <= now.getTime()) return 'TRIAL_EXPIRED';
  return state;
}

/** Whole days left until `end`, rounded up (a trial ending in 3 hours has 1 day left), never negative. */
export function daysLeft(end: Date | null, now: Date): number | null {
  if (!end) return null;
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

/** Paths a shop can always open whatever its subscription (SPEC.md §1). */
export const GATE_EXEMPT_PATHS = ['/settings/subscriptions'] as const;

const RESTRICTED_STATES: ReadonlySet<SubscriptionState> = new Set(['TRIAL_EXPIRED', 'CANCELED', 'EXPIRED']);

/**
 * How the gate treats a shop whose subscription would be restricted: `prepared` lets everything
 * through and only reports it (SPEC.md §1, today); `enforced` blocks the path.
 */
export type GatePolicy = 'prepared' | 'enforced';
export const GATE_POLICY: GatePolicy = 'prepared';

export interface GateDecision {
  allowed: boolean;
  /** What an enforcing gate would decide: true when this path would be blocked. */
  wouldRestrict: boolean;
}

/**
 * The single place that decides whether a subscription state may open a path. An unknown state
 * (the tenant not loaded yet, or offline before the first load) restricts nothing.
 */
export function subscriptionGate(
  state: SubscriptionState | null | undefined,
  path: string,
  policy: GatePolicy = GATE_POLICY,
): GateDecision {
  const exempt = GATE_EXEMPT_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
  const wouldRestrict = !exempt && !!state && RESTRICTED_STATES.has(state);
  return { allowed: policy === 'enforced' ? !wouldRestrict : true, wouldRestrict };
}
