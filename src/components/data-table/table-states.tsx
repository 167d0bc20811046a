import { Alert, Button, EmptyState, HStack, Skeleton, Spinner, Table, Text } from '@chakra-ui/react';
import { Inbox, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError } from '../../api/errors';
import { uiKit } from '../../i18n/ui-kit';

export function SkeletonRows({ columns, rows = 8 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <Table.Row key={row} data-testid="table-skeleton">
          {Array.from({ length: columns }, (_, col) => (
            <Table.Cell key={col}>
              <Skeleton height="4" />
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
    </>
  );
}

export function EmptyRows({
  columns,
  filtered,
  text,
  action,
}: {
  columns: number;
  filtered: boolean;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Table.Row>
      <Table.Cell colSpan={columns} p="0">
        <EmptyState.Root size="sm">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <Inbox />
            </EmptyState.Indicator>
            <EmptyState.Title as="p">
              {filtered ? uiKit.table.emptyFiltered : (text ?? uiKit.table.empty)}
            </EmptyState.Title>
            {action}
          </EmptyState.Content>
        </EmptyState.Root>
      </Table.Cell>
    </Table.Row>
  );
}

export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = error instanceof ApiError ? error.message : uiKit.table.loadError;
  return (
    <Alert.Root status="error" size="sm" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{uiKit.table.loadError}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button size="xs" variant="outline" onClick={onRetry}>
        {uiKit.table.retry}
      </Button>
    </Alert.Root>
  );
}

/** What a panel or dialog shows while its data is on the way. */
export function LoadingNotice({ label }: { label: string }) {
  return (
    <HStack gap="2" py="6" justify="center" color="fg.muted" role="status">
      <Spinner size="sm" />
      <Text>{label}</Text>
    </HStack>
  );
}

export function OfflineNotice() {
  return (
    <Alert.Root status="warning" size="sm" role="status">
      <Alert.Indicator>
        <WifiOff size={16} />
      </Alert.Indicator>
      <Alert.Title fontWeight="normal">{uiKit.table.offline}</Alert.Title>
    </Alert.Root>
  );
}
