import { createFileRoute } from '@tanstack/react-router';
import { authScreens } from '../../../../i18n/auth-screens';
import { StaffInviteForm } from '../../../../features/staff/staff-invite-form';

export const Route = createFileRoute('/_app/settings/staffs/create')({
  staticData: { permission: 'viewStaffDetail', title: authScreens.staff.createTitle, backTo: '/settings/staffs' },
  component: StaffInviteForm,
});
