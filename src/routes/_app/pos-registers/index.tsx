import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { shellVi as t } from '../../../i18n/shell';

/** Filled by its own issue; until then an honest empty page (no data is shown). */
export const Route = createFileRoute('/_app/pos-registers/')({
  staticData: { permission: 'viewPOSRegister', title: t.nav.posRegisters },
  component: () => <ComingSoon />,
});
