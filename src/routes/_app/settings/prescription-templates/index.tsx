import { createFileRoute } from '@tanstack/react-router';
import {
  PrescriptionTemplateList,
  templateSearchSchema,
} from '../../../../features/settings/prescription-template-pages';

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
