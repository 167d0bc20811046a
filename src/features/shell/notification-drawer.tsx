/** The notification bell's drawer (notification-bell.tsx), opening below the header. */
import { CloseButton, Drawer, EmptyState, Portal } from '@chakra-ui/react';
import { vi } from '../../i18n/messages';
import { BellOff } from 'lucide-react';
import { shellVi } from '../../i18n/shell';
import { DRAWER_WIDTH, NOTIFICATION_TOP_OFFSET } from './constants';

export interface NotificationDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function NotificationDrawer({ open, onOpenChange }: NotificationDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end">
      <Portal>
        <Drawer.Backdrop top={`${NOTIFICATION_TOP_OFFSET}px`} />
        <Drawer.Positioner top={`${NOTIFICATION_TOP_OFFSET}px`}>
          <Drawer.Content w={`${DRAWER_WIDTH}px`} maxW="100vw" data-testid="notification-drawer">
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>{shellVi.header.notifications}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <EmptyState.Root>
                <EmptyState.Content>
                  <EmptyState.Indicator>
                    <BellOff />
                  </EmptyState.Indicator>
                  <EmptyState.Description color="fg">{shellVi.header.noNotifications}</EmptyState.Description>
                </EmptyState.Content>
              </EmptyState.Root>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={vi.common.close} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
