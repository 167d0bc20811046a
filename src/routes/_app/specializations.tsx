import { createFileRoute } from '@tanstack/react-router';
import { listSearchSchema } from '../../components/data-table/list-search';
import { SpecializationsPage } from '../../features/doctors/specializations-page';

export const Route = createFileRoute('/_app/specializations')({
  staticData: { permission: 'viewSpecializationList', title: 'Chuyên khoa' },
  validateSearch: listSearchSchema,
  component: function Page() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <SpecializationsPage
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
