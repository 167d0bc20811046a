import { createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../../../i18n/page-titles';
import { StaffEditPage } from '../../../../features/staff/staff-edit-page';

export const Route = createFileRoute('/_app/settings/staffs/$id/edit')({
  staticData: { permission: 'viewStaffDetail', title: pageTitles.staffsEdit, backTo: '/settings/staffs' },
  component: StaffEditRoute,
});

function StaffEditRoute() {
  const { id } = Route.useParams();
  return <StaffEditPage id={id} />;
}
