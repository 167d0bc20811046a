import {
  daysLeft,
  effectiveState,
  GATE_EXEMPT_PATHS,
  GATE_POLICY,
  subscriptionGate,
  trialEndsAt,
  TRIAL_DAYS,
} from '../../src/domain/subscriptions';

const at = (iso: string) => new Date(iso);

describe('trial', () => {
  it('ends 14 days after sign-up', () => {
    expect(TRIAL_DAYS).toBe(14);
    expect(trialEndsAt(at('2026-01-01T08:00:00Z')).toISOString()).toBe('2026-01-15T08:00:00.000Z');
  });

  it.each([
    ['TRIAL', '2026-01-15T08:00:00Z', '2026-01-15T07:59:59Z', 'TRIAL'],
    ['TRIAL', '2026-01-15T08:00:00Z', '2026-01-15T08:00:00Z', 'TRIAL_EXPIRED'],
    ['TRIAL', '2026-01-15T08:00:00Z', '2026-02-01T00:00:00Z', 'TRIAL_EXPIRED'],
    ['ACTIVE', '2026-01-15T08:00:00Z', '2026-02-01T00:00:00Z', 'ACTIVE'],
    ['CANCELED', null, '2026-02-01T00:00:00Z', 'CANCELED'],
  ] as const)('%s ending %s seen at %s is %s', (state, end, now, expected) => {
    expect(effectiveState(state, end ? at(end) : null, at(now))).toBe(expected);
  });

  it.each([
    ['2026-01-15T08:00:00Z', '2026-01-01T08:00:00Z', 14],
    ['2026-01-15T08:00:00Z', '2026-01-15T05:00:00Z', 1],
    ['2026-01-15T08:00:00Z', '2026-01-15T08:00:00Z', 0],
    ['2026-01-15T08:00:00Z', '2026-03-01T00:00:00Z', 0],
  ])('days left until %s at %s: %i', (end, now, days) => {
    expect(daysLeft(at(end), at(now))).toBe(days);
  });

  it('has no days left without an end', () => {
    expect(daysLeft(null, new Date())).toBeNull();
  });
});

describe('subscriptionGate (SPEC §1: prepared, restricts nothing)', () => {
  it.each(['TRIAL', 'ACTIVE', 'TRIAL_EXPIRED', 'CANCELED', 'EXPIRED', null] as const)(
    'allows every path for %s',
    (state) => {
      for (const path of ['/dashboard', '/pos', '/settings/subscriptions'])
        expect(subscriptionGate(state, path).allowed).toBe(true);
    },
  );

  it('knows what it would restrict, and exempts the subscriptions page', () => {
    expect(subscriptionGate('TRIAL_EXPIRED', '/pos').wouldRestrict).toBe(true);
    expect(subscriptionGate('EXPIRED', '/products/create').wouldRestrict).toBe(true);
    expect(subscriptionGate('TRIAL', '/pos').wouldRestrict).toBe(false);
    expect(subscriptionGate('ACTIVE', '/pos').wouldRestrict).toBe(false);
    expect(GATE_EXEMPT_PATHS).toContain('/settings/subscriptions');
    expect(subscriptionGate('TRIAL_EXPIRED', '/settings/subscriptions').wouldRestrict).toBe(false);
  });

  it('runs with the prepared policy; flipped to enforced it blocks exactly what it would restrict', () => {
    expect(GATE_POLICY).toBe('prepared');
    for (const state of ['TRIAL', 'ACTIVE', 'TRIAL_EXPIRED', 'CANCELED', 'EXPIRED', null] as const) {
      for (const path of ['/dashboard', '/pos', '/products/create', '/settings/subscriptions']) {
        const enforced = subscriptionGate(state, path, 'enforced');
        expect(enforced.allowed, `${state} ${path}`).toBe(!subscriptionGate(state, path).wouldRestrict);
      }
    }
    expect(subscriptionGate('EXPIRED', '/pos', 'enforced').allowed).toBe(false);
    expect(subscriptionGate('EXPIRED', '/settings/subscriptions', 'enforced').allowed).toBe(true);
  });
});
