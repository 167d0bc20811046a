import { createFileRoute } from '@tanstack/react-router';
import { listSearchSchema } from '../../components/data-table/list-search';
import { TagsPage } from '../../features/catalog/named-lists';

export const Route = createFileRoute('/_app/tags')({
  staticData: { permission: 'viewTagList', title: 'Nhãn' },
  validateSearch: listSearchSchema,
  component: function Page() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <TagsPage
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
