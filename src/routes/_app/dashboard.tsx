import { createFileRoute } from '@tanstack/react-router';
import { dashboardQuery } from '../../api/reports';
import { dashboardViewAtom } from '../../components/config-atoms';
import { appStore } from '../../components/providers';
import { todayInShop } from '../../domain/shop-clock';
import { DashboardPage } from '../../features/dashboard/dashboard-page';
import { shellVi } from '../../i18n/shell';

/** SPEC §2: every signed-in user opens the dashboard; stock value only reaches valuation holders. */
export const Route = createFileRoute('/_app/dashboard')({
  staticData: { title: shellVi.nav.dashboard },
  // The report is fetched as the navigation starts, not after the page's code and first render.
  // Not awaited: the page shows its own loading, and its error with a retry, from the same query.
  loader: ({ context }) => {
    const view = appStore.get(dashboardViewAtom);
    // Every visit asks afresh (staleTime 0 here); the page then takes this answer as current.
    void context.queryClient.prefetchQuery({
      ...dashboardQuery(view.period, view.date ?? todayInShop()),
      staleTime: 0,
    });
  },
  component: DashboardPage,
});
