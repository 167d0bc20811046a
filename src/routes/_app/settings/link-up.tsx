import { createFileRoute } from '@tanstack/react-router';
import { LinkupSettingsPage } from '../../../features/link-ups/linkup-settings-page';
import { linkupsVi } from '../../../i18n/linkups';

export const Route = createFileRoute('/_app/settings/link-up')({
  staticData: { permission: 'viewSetting', title: linkupsVi.settings.title, backTo: '/settings' },
  component: LinkupSettingsPage,
});
