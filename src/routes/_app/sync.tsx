import { createFileRoute } from '@tanstack/react-router';
import { SyncPage } from '../../features/sync/sync-page';
import { viSync } from '../../i18n/sync';

export const Route = createFileRoute('/_app/sync')({
  staticData: { permission: 'viewPOS', title: viSync.title },
  component: SyncPage,
});
