import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { shellVi as t } from '../../../i18n/shell';

/** Filled by its own issue; until then an honest empty page (no data is shown). */
export const Route = createFileRoute('/_app/customer-complaints/')({
  staticData: { title: t.nav.customerComplaints },
  component: () => <ComingSoon />,
});
