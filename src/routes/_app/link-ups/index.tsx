import { createFileRoute } from '@tanstack/react-router';
import { LinkupList } from '../../../features/link-ups/linkup-list';
import { linkupSearchSchema } from '../../../features/link-ups/linkup-search';
import { pageTitles } from '../../../i18n/page-titles';

/** The national link-up's messages: admin only, as its account (viewSetting). */
export const Route = createFileRoute('/_app/link-ups/')({
  staticData: { permission: 'viewSetting', title: pageTitles.linkups },
  validateSearch: linkupSearchSchema,
  component: function ListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <LinkupList
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
