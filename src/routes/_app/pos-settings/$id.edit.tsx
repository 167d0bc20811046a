import { createFileRoute } from '@tanstack/react-router';
import { PosSettingFormPage } from '../../../features/pos-settings/pos-setting-pages';

export const Route = createFileRoute('/_app/pos-settings/$id/edit')({
  staticData: { permission: 'viewPOSSettingForm', title: 'Sửa quầy bán hàng', backTo: '/pos-settings' },
  component: function EditRoute() {
    const { id } = Route.useParams();
    return <PosSettingFormPage id={id} />;
  },
});
