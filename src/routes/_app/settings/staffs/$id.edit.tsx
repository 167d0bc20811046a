import { createFileRoute } from '@tanstack/react-router';
import { authScreens } from '../../../../i18n/auth-screens';
import { StaffEditPage } from '../../../../features/staff/staff-edit-page';

export const Route = createFileRoute('/_app/settings/staffs/$id/edit')({
  staticData: { permission: 'viewStaffDetail', title: authScreens.staff.editTitle, backTo: '/settings/staffs' },
  component: StaffEditRoute,
});

function StaffEditRoute() {
  const { id } = Route.useParams();
  return <StaffEditPage id={id} />;
}
