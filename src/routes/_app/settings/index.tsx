import { createFileRoute } from '@tanstack/react-router';
import { SettingsGrid } from '../../../features/shell/settings-grid';
import { shellVi } from '../../../i18n/shell';

export const Route = createFileRoute('/_app/settings/')({
  staticData: { permission: 'viewSetting', title: shellVi.nav.settings },
  component: SettingsGrid,
});
