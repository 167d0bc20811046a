import { createFileRoute } from '@tanstack/react-router';
import { authScreens } from '../../../../i18n/auth-screens';
import { StaffList } from '../../../../features/staff/staff-list';

export const Route = createFileRoute('/_app/settings/staffs/')({
  staticData: { permission: 'viewStaffList', title: authScreens.staff.title, backTo: '/settings' },
  component: StaffList,
});
