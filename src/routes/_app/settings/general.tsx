import { createFileRoute } from '@tanstack/react-router';
import { GeneralSettingsPage } from '../../../features/settings/settings-pages';

export const Route = createFileRoute('/_app/settings/general')({
  staticData: { permission: 'viewSetting', title: 'Cài đặt chung', backTo: '/settings' },
  component: GeneralSettingsPage,
});
