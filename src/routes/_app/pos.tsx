import { createFileRoute } from '@tanstack/react-router';
import { PosPage } from '../../features/pos/pos-page';
import { shellVi as t } from '../../i18n/shell';

/** The point of sale: full screen with its own header, online and offline. */
export const Route = createFileRoute('/_app/pos')({
  staticData: { permission: 'viewPOS', title: t.nav.posSell, hideSidebar: true },
  component: PosPage,
});
