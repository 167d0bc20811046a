import { createFileRoute } from '@tanstack/react-router';
import { StaffList } from '../../../../features/staff/staff-list';

export const Route = createFileRoute('/_app/settings/staffs/')({
  staticData: { permission: 'viewStaffList', title: 'Nhân viên', backTo: '/settings' },
  component: StaffList,
});
