import { createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../../../i18n/page-titles';
import { StaffList } from '../../../../features/staff/staff-list';

export const Route = createFileRoute('/_app/settings/staffs/')({
  staticData: { permission: 'viewStaffList', title: pageTitles.staffs, backTo: '/settings' },
  component: StaffList,
});
