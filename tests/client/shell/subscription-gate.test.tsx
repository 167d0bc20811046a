import { screen } from '@testing-library/react';
import { getSessionTenant, setSessionTenant, storeSession } from '../../../src/api/session';
import { PageHeader } from '../../../src/components/page-header';
import type { SessionUser, Tenant } from '../../../src/domain/account-responses';
import type { SubscriptionState } from '../../../src/domain/subscriptions';
import { renderShell, signIn, useScreen } from './render-shell';

beforeEach(() => useScreen('desktop'));

function tenant(state: SubscriptionState, trialEndsAt: string | null = null): Tenant {
  return {
    id: 't1',
    name: 'Nhà thuốc Demo',
    created_at: '2026-11-01T00:00:00.000Z',
    setup_done: true,
    store: { name: 'Nhà thuốc Demo' } as Tenant['store'],
    subscription: { plan: 'trial', state, trial_ends_at: trialEndsAt, current_period_end: null, days_left: null },
  };
}

const page = () => (
  <>
    <PageHeader />
    <p data-testid="page-content">Nội dung</p>
  </>
);
const EXPIRED = 'Gói dịch vụ của cửa hàng đã hết hạn';
const PAST = '2020-01-01T00:00:00.000Z';

describe('the subscription guard (SPEC §1: prepared, nothing restricted)', () => {
  it('today lets every page through, an expired subscription included', async () => {
    signIn(['admin']);
    setSessionTenant(tenant('EXPIRED'));
    renderShell('/customers', page);
    expect(await screen.findByTestId('page-content')).toBeVisible();
    expect(screen.queryByText(EXPIRED)).toBeNull();
  });

  it('with its policy flipped to enforced, closes a page to an expired shop and points the admin to the plan', async () => {
    signIn(['admin']);
    setSessionTenant(tenant('EXPIRED'));
    renderShell('/customers', page, undefined, 'enforced');
    expect(await screen.findByText(EXPIRED)).toBeVisible();
    expect(screen.queryByTestId('page-content')).toBeNull();
    expect(screen.getByRole('link', { name: 'Xem gói dịch vụ' })).toHaveAttribute('href', '/settings/subscriptions');
  });

  it('enforced: a trial past its end is closed too, and the cashier is told to ask the admin', async () => {
    signIn(['cashier']);
    setSessionTenant(tenant('TRIAL', PAST));
    renderShell('/pos-orders', page, undefined, 'enforced');
    expect(await screen.findByText(EXPIRED)).toBeVisible();
    expect(screen.getByText(/liên hệ quản trị viên cửa hàng để gia hạn/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Xem gói dịch vụ' })).toBeNull();
  });

  it('enforced: a running trial, an active plan and an unknown subscription open the page', async () => {
    for (const state of [tenant('TRIAL', '2999-01-01T00:00:00.000Z'), tenant('ACTIVE'), null]) {
      signIn(['admin']);
      if (state) setSessionTenant(state);
      else localStorage.removeItem('tenant');
      const view = renderShell('/customers', page, undefined, 'enforced');
      expect(await screen.findByTestId('page-content')).toBeVisible();
      view.unmount();
    }
  });

  it('a new sign-in forgets the previous shop', () => {
    setSessionTenant(tenant('EXPIRED'));
    storeSession({ access_token: 'x', user: { id: 'u2', roles: ['cashier'] } as unknown as SessionUser });
    expect(getSessionTenant()).toBeNull();
  });
});
