import { createFileRoute } from '@tanstack/react-router';
import { RegisterDetail } from '../../../features/pos/register-pages';
import { shellVi as t } from '../../../i18n/shell';

export const Route = createFileRoute('/_app/pos-registers/$id')({
  staticData: { permission: 'viewPOSRegister', title: t.nav.posRegisters, backTo: '/pos-registers' },
  component: function DetailRoute() {
    const { id } = Route.useParams();
    return <RegisterDetail id={id} />;
  },
});
