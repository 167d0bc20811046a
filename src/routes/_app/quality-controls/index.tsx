import { createFileRoute } from '@tanstack/react-router';
import { QcList } from '../../../features/quality/qc-list';
import { shellVi as t } from '../../../i18n/shell';
import { qcSearchSchema } from '../../../features/quality/qc-search';

/** SPEC §2 names no permission of its own; the API reads with viewScrapList and writes with viewScrapForm. */
export const Route = createFileRoute('/_app/quality-controls/')({
  staticData: { permission: 'viewScrapList', title: t.nav.qualityControls },
  validateSearch: qcSearchSchema,
  component: function ListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <QcList
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
