import { createFileRoute } from '@tanstack/react-router';
import { LinkupList } from '../../../features/link-ups/linkup-list';
import { linkupSearchSchema } from '../../../features/link-ups/linkup-search';
import { linkupsVi } from '../../../i18n/linkups';

/** The national link-up's messages: admin only, as its account (viewSetting). */
export const Route = createFileRoute('/_app/link-ups/')({
  staticData: { permission: 'viewSetting', title: linkupsVi.title },
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
