import { createFileRoute } from '@tanstack/react-router';
import { PosSettingFormPage } from '../../../features/pos-settings/pos-setting-pages';

export const Route = createFileRoute('/_app/pos-settings/create')({
  staticData: { permission: 'viewPOSSettingForm', title: 'Thêm quầy bán hàng', backTo: '/pos-settings' },
  component: () => <PosSettingFormPage />,
});
