import { createFileRoute } from '@tanstack/react-router';
import { StaffInviteForm } from '../../../../features/staff/staff-invite-form';

export const Route = createFileRoute('/_app/settings/staffs/create')({
  staticData: { permission: 'viewStaffDetail', title: 'Mời nhân viên', backTo: '/settings/staffs' },
  component: StaffInviteForm,
});
