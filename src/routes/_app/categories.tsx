import { createFileRoute } from '@tanstack/react-router';
import { listSearchSchema } from '../../components/data-table/list-search';
import { CategoriesPage } from '../../features/catalog/named-lists';

export const Route = createFileRoute('/_app/categories')({
  staticData: { permission: 'viewCategoryList', title: 'Danh mục sản phẩm' },
  validateSearch: listSearchSchema,
  component: function Page() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <CategoriesPage
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
