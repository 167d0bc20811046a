/**
 * The notification bell and its drawer (SPEC.md §1): there are no notifications yet, so the badge
 * shows 0 (99+ past 99) and the drawer, opening below the header, says there is nothing new.
 */
import { Badge, CloseButton, Drawer, EmptyState, Float, IconButton, Portal } from '@chakra-ui/react';
import { Bell, BellOff } from 'lucide-react';
import { useState } from 'react';
import { shellVi } from '../../i18n/shell';
import { badgeText, DRAWER_WIDTH, NOTIFICATION_COUNT, NOTIFICATION_TOP_OFFSET } from './constants';

export function NotificationBell({ count = NOTIFICATION_COUNT }: { count?: number }) {
  const [open, setOpen] = useState(false);
  const text = badgeText(count);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end">
      <Drawer.Trigger asChild>
        {/* The button itself is the trigger (a wrapping element would carry button semantics without being one). */}
        <IconButton
          variant="ghost"
          position="relative"
          // "Thông báo: 0": the label holds the badge's text as a word of its own (WCAG 2.5.3, label in name).
          aria-label={`${shellVi.header.notifications}: ${text}`}
          title={shellVi.header.notifications}
        >
          <Bell />
          <Float placement="top-end" offset="2">
            <Badge
              data-testid="notification-count"
              size="xs"
              variant="solid"
              colorPalette="red"
              borderRadius="full"
              minW="4"
              justifyContent="center"
            >
              {text}
            </Badge>
          </Float>
        </IconButton>
      </Drawer.Trigger>
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
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
