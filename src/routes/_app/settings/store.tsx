import { createFileRoute } from '@tanstack/react-router';
import { StoreSettingsPage } from '../../../features/settings/settings-pages';

export const Route = createFileRoute('/_app/settings/store')({
  staticData: { permission: 'viewSetting', title: 'Thông tin cửa hàng', backTo: '/settings' },
  component: StoreSettingsPage,
});
