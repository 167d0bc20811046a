import { createFileRoute } from '@tanstack/react-router';
import { TillPage } from '../../features/till/till-page';
import { shellVi as t } from '../../i18n/shell';

/** The till: offline product lookup and counter customers now; the POS issue adds the sale. */
export const Route = createFileRoute('/_app/pos')({
  staticData: { permission: 'viewPOS', title: t.nav.posSell, hideSidebar: true },
  component: TillPage,
});
