import { createFileRoute } from '@tanstack/react-router';
import { LinkupSettingsPage } from '../../../features/link-ups/linkup-settings-page';
import { pageTitles } from '../../../i18n/page-titles';

export const Route = createFileRoute('/_app/settings/link-up')({
  staticData: { permission: 'viewSetting', title: pageTitles.linkupSettings, backTo: '/settings' },
  component: LinkupSettingsPage,
});
