import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon';
import { shellVi } from '../../i18n/shell';

/** The dashboard; its figures come with the reports issue. Until then it says so and shows nothing else. */
export const Route = createFileRoute('/_app/dashboard')({
  staticData: { title: shellVi.nav.dashboard },
  component: () => <ComingSoon message={shellVi.page.dashboardEmpty} />,
});
