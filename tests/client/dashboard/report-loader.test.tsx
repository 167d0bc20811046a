/**
 * The dashboard's report is requested by its route's loader as the navigation starts, for the
 * period and day the user left the dashboard on, and the page that mounts afterwards shows that
 * answer without requesting it a second time (issue 16: the report is the page's largest paint).
 * Each visit still asks the server once.
 */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/api/query-client';
import { dashboardFilterAtom } from '../../../src/components/config-atoms';
import { appStore } from '../../../src/components/providers';
import { dashboardQuery } from '../../../src/api/reports';
import { dashboardDateAtom } from '../../../src/features/dashboard/period';
import { Route } from '../../../src/routes/_app/dashboard';
import { useApiServer } from '../auth/api-server';
import { LAN, signIn } from '../signed-in';

const api = useApiServer();

/** What the page reads from the same query (its period and day, the report's figure). */
function ReportProbe() {
  const query = useQuery(dashboardQuery('week', '2026-11-18'));
  return <p>{query.data ? `net ${query.data.net_revenue}` : 'loading'}</p>;
}

describe('the dashboard route', { timeout: 20_000 }, () => {
  it('requests the remembered period’s report before the page renders, and the page does not request it again', async () => {
    signIn({ ...LAN, id: '0190f3a0-0000-7000-8000-0000000000a2' });
    appStore.set(dashboardFilterAtom, 'week');
    appStore.set(dashboardDateAtom, '2026-11-18');
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    api.on('GET reports/dashboard', { body: { data: { period: 'week', net_revenue: 125_000 } }, wait: held });

    const queryClient = createQueryClient();
    const load = Route.options.loader as (match: { context: { queryClient: typeof queryClient } }) => void;
    load({ context: { queryClient } });
    await expect.poll(() => api.calls('GET reports/dashboard').length).toBe(1);
    const [call] = api.calls('GET reports/dashboard');
    expect(call!.query.get('period')).toBe('week');
    expect(call!.query.get('date')).toBe('2026-11-18');

    answer();
    await expect.poll(() => queryClient.getQueryData(dashboardQuery('week', '2026-11-18').queryKey)).toBeTruthy();
    render(
      <QueryClientProvider client={queryClient}>
        <ReportProbe />
      </QueryClientProvider>,
    );
    expect(screen.getByText('net 125000')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.calls('GET reports/dashboard')).toHaveLength(1);

    // Coming back to the dashboard a moment later asks the server again (a sale may have been made).
    load({ context: { queryClient } });
    await expect.poll(() => api.calls('GET reports/dashboard').length).toBe(2);
  });
});
