/**
 * Online or offline, how many sales wait to be synced and, apart, how many the server refused
 * (DESIGN.md §5, both link to /sync), in the header.
 */
import { Badge, HStack, Icon, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CircleAlert, CloudUpload, Wifi, WifiOff } from 'lucide-react';
import { formatDateTime } from '../../i18n/format';
import { shellVi } from '../../i18n/shell';
import { useSyncValue } from '../../till/use-sync-status';

/** The offline engine's page of sales waiting to sync. */
const SYNC_PATH: string = '/sync';

export function SyncIndicator() {
  const online = useSyncValue((state) => state.online);
  const pending = useSyncValue((state) => state.pending);
  const rejected = useSyncValue((state) => state.rejected);
  const oldestPendingAt = useSyncValue((state) => state.oldestPendingAt);
  const pendingTitle = [
    shellVi.header.pendingSales(pending),
    oldestPendingAt ? shellVi.header.oldestPending(formatDateTime(oldestPendingAt)) : null,
  ]
    .filter(Boolean)
    .join('. ');
  return (
    <HStack gap="2" data-testid="sync-indicator">
      <Badge
        colorPalette={online ? 'green' : 'red'}
        variant="subtle"
        size="lg"
        gap="1.5"
        data-online={online ? 'true' : 'false'}
        title={online ? shellVi.header.online : shellVi.header.offline}
      >
        <Icon boxSize="3.5">{online ? <Wifi /> : <WifiOff />}</Icon>
        <Text as="span" hideBelow="md">
          {online ? shellVi.header.online : shellVi.header.offline}
        </Text>
      </Badge>
      <Badge
        asChild
        colorPalette={pending > 0 ? 'orange' : 'gray'}
        variant="subtle"
        size="lg"
        gap="1.5"
        _hover={{ bg: 'colorPalette.muted' }}
      >
        <Link to={SYNC_PATH} title={pendingTitle} aria-label={pendingTitle}>
          <Icon boxSize="3.5">
            <CloudUpload />
          </Icon>
          <Text as="span" className="tabular" data-testid="pending-count">
            {pending}
          </Text>
        </Link>
      </Badge>
      {rejected > 0 && (
        <Badge asChild colorPalette="red" variant="subtle" size="lg" gap="1.5" _hover={{ bg: 'colorPalette.muted' }}>
          <Link
            to={SYNC_PATH}
            title={shellVi.header.rejectedEntries(rejected)}
            aria-label={shellVi.header.rejectedEntries(rejected)}
          >
            <Icon boxSize="3.5">
              <CircleAlert />
            </Icon>
            <Text as="span" className="tabular" data-testid="rejected-count">
              {rejected}
            </Text>
          </Link>
        </Badge>
      )}
    </HStack>
  );
}
