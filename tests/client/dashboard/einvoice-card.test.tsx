/**
 * The dashboard's e-invoice card against GET /einvoices/summary (a real HTTP server stands in for
 * the API): shown with the end-of-day alert when the only invoices left are held adjustments
 * (overdue, with no count of their own), hidden when there is nothing to do.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/api/query-client';
import { system } from '../../../src/components/ui/system';
import type { EinvoiceDeliverySummary } from '../../../src/domain/einvoice/schemas';
import { EinvoiceCard } from '../../../src/features/dashboard/einvoice-card';
import { einvoicesVi } from '../../../src/i18n/einvoices';
import { useApiServer } from '../auth/api-server';
import { LAN, signIn } from '../signed-in';

const api = useApiServer();
beforeEach(() => {
  signIn(LAN);
});

async function renderCard(summary: EinvoiceDeliverySummary) {
  api.on('GET einvoices/summary', { body: { data: summary } });
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => (
      <div data-testid="dashboard">
        <EinvoiceCard />
      </div>
    ),
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  await screen.findByTestId('dashboard', {}, { timeout: 10_000 });
  await waitFor(() => expect(api.calls('GET einvoices/summary')).toHaveLength(1), { timeout: 10_000 });
}

describe('the dashboard e-invoice card', { timeout: 20_000 }, () => {
  it('shows the end-of-day alert when only held adjustments of an ended day are left', async () => {
    await renderCard({ waiting: 0, sent: 0, refused: 0, overdue: 2 });
    const alert = await screen.findByTestId('einvoice-overdue', {}, { timeout: 10_000 });
    expect(alert.textContent).toBe(einvoicesVi.dashboard.overdue(2));
    expect(screen.getByTestId('einvoice-card').textContent).toContain(einvoicesVi.dashboard.title);
    for (const kind of ['waiting', 'sent', 'refused'])
      expect(screen.getByTestId(`einvoice-count-${kind}`).textContent).toContain('0');
  });

  it('shows the counts without the alert while today’s invoices are on their way', async () => {
    await renderCard({ waiting: 1, sent: 2, refused: 0, overdue: 0 });
    await screen.findByTestId('einvoice-card', {}, { timeout: 10_000 });
    expect(screen.getByTestId('einvoice-count-sent').textContent).toBe(`2${einvoicesVi.deliveries.sent}`);
    expect(screen.queryByTestId('einvoice-overdue')).toBeNull();
  });

  it('is hidden when there is nothing to do', async () => {
    await renderCard({ waiting: 0, sent: 0, refused: 0, overdue: 0 });
    // The answer has arrived and been rendered: give React a turn, then the card is still absent.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByTestId('einvoice-card')).toBeNull();
    expect(screen.getByTestId('dashboard').textContent).toBe('');
  });
});
