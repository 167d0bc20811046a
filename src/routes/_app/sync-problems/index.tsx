import { createFileRoute } from '@tanstack/react-router';
import { SyncProblemsPage } from '../../../features/sync/sync-problems-page';
import { pageTitles } from '../../../i18n/page-titles';
import { syncProblemSearchSchema } from '../../../features/sync/sync-problem-search';

export const Route = createFileRoute('/_app/sync-problems/')({
  staticData: { permission: 'viewPOSSettingList', title: pageTitles.syncProblems },
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
