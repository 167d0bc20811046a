import { createFileRoute } from '@tanstack/react-router';
import { SyncProblemsPage } from '../../../features/sync/sync-problems-page';
import { syncProblemsVi as t } from '../../../i18n/sync-problems';
import { syncProblemSearchSchema } from '../../../features/sync/sync-problem-search';

export const Route = createFileRoute('/_app/sync-problems/')({
  staticData: { permission: 'viewPOSSettingList', title: t.title },
  validateSearch: syncProblemSearchSchema,
  component: function ListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <SyncProblemsPage
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
