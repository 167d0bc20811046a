import { createFileRoute } from '@tanstack/react-router';
import { RegisterList } from '../../../features/pos/register-pages';
import { shellVi as t } from '../../../i18n/shell';
import { registerSearchSchema } from '../../../features/pos/register-search';

export const Route = createFileRoute('/_app/pos-registers/')({
  staticData: { permission: 'viewPOSRegister', title: t.nav.posRegisters },
  validateSearch: registerSearchSchema,
  component: function ListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <RegisterList
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
