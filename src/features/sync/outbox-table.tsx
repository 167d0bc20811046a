/** A list of outbox entries: when, what, attempts, and the last error or rejection reason. */
import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { ActionsHeader } from '../../components/data-table/actions-header';
import { formatDateTime } from '../../i18n/format';
import { viSync } from '../../i18n/sync';
import type { OutboxEntry } from '../../sync/ports';
import { canRetryRejection } from '../../domain/sync-rejections';

interface Props {
  entries: OutboxEntry[];
  empty: string;
  onRetry?: (id: string) => void;
  testId: string;
}

export function OutboxTable({ entries, empty, onRetry, testId }: Props) {
  if (entries.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm" data-testid={`${testId}-empty`}>
        {empty}
      </Text>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" data-testid={testId}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{viSync.colTime}</Table.ColumnHeader>
            <Table.ColumnHeader>{viSync.colAction}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{viSync.colAttempts}</Table.ColumnHeader>
            <Table.ColumnHeader>{viSync.colStatus}</Table.ColumnHeader>
            <Table.ColumnHeader>{viSync.colReason}</Table.ColumnHeader>
            {onRetry && <ActionsHeader />}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((e) => (
            <Table.Row key={e.id}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(e.created_at)}</Table.Cell>
              <Table.Cell>{viSync.mutationNames[e.name] ?? e.name}</Table.Cell>
              <Table.Cell textAlign="end">{e.attempts}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={e.status === 'rejected' ? 'red' : 'orange'}>
                  {e.status === 'rejected' ? viSync.statusRejected : viSync.statusPending}
                </Badge>
              </Table.Cell>
              <Table.Cell maxW="sm">{e.last_error ?? ''}</Table.Cell>
              {onRetry && (
                <Table.Cell textAlign="end">
                  {canRetryRejection(e.rejected_code) ? (
                    <Button size="xs" variant="outline" onClick={() => onRetry(e.id)}>
                      {viSync.retry}
                    </Button>
                  ) : (
                    <Text fontSize="xs" color="fg.muted" data-testid="rejection-final">
                      {viSync.rejectionFinal}
                    </Text>
                  )}
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
