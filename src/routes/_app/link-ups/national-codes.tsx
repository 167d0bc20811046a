import { createFileRoute } from '@tanstack/react-router';
import { listSearchSchema } from '../../../components/data-table/list-search';
import { NationalCodesPage } from '../../../features/link-ups/national-codes-page';
import { pageTitles } from '../../../i18n/page-titles';

export const Route = createFileRoute('/_app/link-ups/national-codes')({
  staticData: { permission: 'viewSetting', title: pageTitles.linkupCodes, backTo: '/link-ups' },
  validateSearch: listSearchSchema,
  component: function CodesRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <NationalCodesPage
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
