import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/dashboard-page';
import { shellVi } from '../../i18n/shell';

/** SPEC §2: every signed-in user opens the dashboard; stock value only reaches valuation holders. */
export const Route = createFileRoute('/_app/dashboard')({
  staticData: { title: shellVi.nav.dashboard },
  component: DashboardPage,
});
