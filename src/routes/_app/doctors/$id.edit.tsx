import { createFileRoute } from '@tanstack/react-router';
import { DoctorFormPage } from '../../../features/doctors/doctor-pages';

export const Route = createFileRoute('/_app/doctors/$id/edit')({
  staticData: { permission: 'viewPOS', title: 'Sửa bác sĩ', backTo: '/doctors' },
  component: function EditRoute() {
    const { id } = Route.useParams();
    return <DoctorFormPage id={id} />;
  },
});
