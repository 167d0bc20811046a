/**
 * "Đồng bộ dữ liệu": what waits to be sent and what the server refused (with retry), export of
 * everything unsent to a JSON file, last sync time, and whether storage is persistent.
 */
import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Download, RefreshCw } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { exportOutbox, retryEntries } from '../../db/outbox';
import { canRetryRejection } from '../../domain/sync-rejections';
import { formatDateTime } from '../../i18n/format';
import { viSync } from '../../i18n/sync';
import type { TillSession } from '../../till/session';
import { useTillSession } from '../../till/session-context';
import { useSyncStatus } from '../../till/use-sync-status';
import { OutboxTable } from './outbox-table';
import { useOutbox } from './use-outbox';

async function downloadOutbox(session: TillSession): Promise<void> {
  const json = await exportOutbox(session.db);
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `pharmatill-dong-bo-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

async function retry(session: TillSession, ids?: string[]): Promise<void> {
  await retryEntries(session.db, ids);
  session.syncNow();
}

export function SyncPage() {
  const session = useTillSession();
  const status = useSyncStatus();
  const entries = useOutbox(session) ?? [];
  const pending = entries.filter((e) => e.status === 'pending');
  const rejected = entries.filter((e) => e.status === 'rejected');
  const retryable = rejected.filter((e) => canRetryRejection(e.rejected_code));
  const storageText =
    status.persisted === null
      ? viSync.storageUnknown
      : status.persisted
        ? viSync.storagePersisted
        : viSync.storageNotPersisted;
  return (
    <Stack gap="6">
      <PageHeader
        actions={
          <HStack>
            <Button
              variant="outline"
              size="sm"
              onClick={() => session.syncNow()}
              loading={status.syncing}
              disabled={!status.online}
            >
              <RefreshCw />
              {viSync.syncNow}
            </Button>
            <Button
              size="sm"
              colorPalette="teal"
              onClick={() => void downloadOutbox(session)}
              disabled={entries.length === 0}
            >
              <Download />
              {viSync.export}
            </Button>
          </HStack>
        }
      />
      <Text color="fg.muted" data-testid="sync-summary">
        {(status.online ? viSync.online : viSync.offline) + ' · '}
        {status.pending > 0 ? viSync.pendingCount(status.pending) : viSync.allSynced}
        {' · '}
        {status.lastSyncedAt ? viSync.lastSynced(formatDateTime(status.lastSyncedAt)) : viSync.neverSynced}
      </Text>
      <Stack gap="3">
        <Heading size="md">{viSync.rejectedSection}</Heading>
        {retryable.length > 0 && (
          <HStack>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                void retry(
                  session,
                  retryable.map((e) => e.id),
                )
              }
            >
              {viSync.retryAll}
            </Button>
          </HStack>
        )}
        <OutboxTable
          entries={rejected}
          empty={viSync.noRejected}
          onRetry={(id) => void retry(session, [id])}
          testId="outbox-rejected"
        />
      </Stack>
      <Stack gap="3">
        <Heading size="md">{viSync.pendingSection}</Heading>
        <OutboxTable entries={pending} empty={viSync.noPending} testId="outbox-pending" />
      </Stack>
      <Alert.Root status={status.persisted ? 'success' : 'warning'} data-testid="storage-persisted">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{viSync.storageTitle}</Alert.Title>
          <Alert.Description>{storageText}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}
