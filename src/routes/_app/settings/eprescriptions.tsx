import { createFileRoute } from '@tanstack/react-router';
import { EprescriptionSettingsPage } from '../../../features/settings/eprescription-settings-page';

export const Route = createFileRoute('/_app/settings/eprescriptions')({
  staticData: { permission: 'viewSetting', title: 'Đơn thuốc quốc gia', backTo: '/settings' },
  component: EprescriptionSettingsPage,
});
