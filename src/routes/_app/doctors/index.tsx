import { createFileRoute } from '@tanstack/react-router';
import { DoctorList } from '../../../features/doctors/doctor-pages';
import { doctorSearchSchema } from '../../../features/doctors/doctor-search';

export const Route = createFileRoute('/_app/doctors/')({
  staticData: { permission: 'viewPOS', title: 'Bác sĩ' },
  validateSearch: doctorSearchSchema,
  component: function ListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <DoctorList
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
