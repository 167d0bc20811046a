import { createFileRoute } from '@tanstack/react-router';
import { EinvoiceSettingsPage } from '../../../features/settings/settings-pages';

export const Route = createFileRoute('/_app/settings/einvoices')({
  staticData: { permission: 'viewSetting', title: 'Hóa đơn điện tử', backTo: '/settings' },
  component: EinvoiceSettingsPage,
});
