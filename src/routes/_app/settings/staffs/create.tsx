import { createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../../../i18n/page-titles';
import { StaffInviteForm } from '../../../../features/staff/staff-invite-form';

export const Route = createFileRoute('/_app/settings/staffs/create')({
  staticData: { permission: 'viewStaffDetail', title: pageTitles.staffsCreate, backTo: '/settings/staffs' },
  component: StaffInviteForm,
});
