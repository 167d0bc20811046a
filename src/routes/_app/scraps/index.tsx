import { createFileRoute } from '@tanstack/react-router';
import { ScrapList } from '../../../features/scraps/scrap-list';
import { shellVi as t } from '../../../i18n/shell';
import { scrapSearchSchema } from '../../../features/scraps/scrap-search';

export const Route = createFileRoute('/_app/scraps/')({
  staticData: { permission: 'viewScrapList', title: t.nav.scraps },
  validateSearch: scrapSearchSchema,
  component: function ListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ScrapList
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
