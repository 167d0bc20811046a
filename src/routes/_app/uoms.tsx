import { createFileRoute } from '@tanstack/react-router';
import { listSearchSchema } from '../../components/data-table/list-search';
import { UomsPage } from '../../features/catalog/named-lists';

export const Route = createFileRoute('/_app/uoms')({
  staticData: { permission: 'viewUOMList', title: 'Đơn vị tính' },
  validateSearch: listSearchSchema,
  component: function Page() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <UomsPage
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
