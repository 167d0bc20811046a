import { createFileRoute } from '@tanstack/react-router';
import { PrescriptionTemplateList } from '../../../../features/settings/prescription-template-pages';
import { templateSearchSchema } from '../../../../features/settings/prescription-template-search';

export const Route = createFileRoute('/_app/settings/prescription-templates/')({
  staticData: { permission: 'viewPrescriptionTemplateList', title: 'Đơn thuốc mẫu', backTo: '/settings' },
  validateSearch: templateSearchSchema,
  component: function ListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <PrescriptionTemplateList
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
