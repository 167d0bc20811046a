import { createFileRoute } from '@tanstack/react-router';
import { DoctorFormPage } from '../../../features/doctors/doctor-pages';

export const Route = createFileRoute('/_app/doctors/create')({
  staticData: { permission: 'viewPOS', title: 'Thêm bác sĩ', backTo: '/doctors' },
  component: () => <DoctorFormPage />,
});
