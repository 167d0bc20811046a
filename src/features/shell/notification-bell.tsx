/**
 * The notification bell and its drawer (SPEC.md §1): there are no notifications yet, so the badge
 * shows 0 (99+ past 99) and the drawer, opening below the header, says there is nothing new. The
 * bell is on every page and the drawer rarely opened, so the drawer's code loads when it first
 * opens (lazy-overlay.tsx); the bell says what it opens, as a drawer's own trigger would.
 */
import { Badge, Float, IconButton } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { lazyOverlay } from '../../components/lazy-overlay';
import { shellVi } from '../../i18n/shell';
import { badgeText, NOTIFICATION_COUNT } from './constants';

const NotificationDrawer = lazyOverlay(() => import('./notification-drawer').then((m) => m.NotificationDrawer));

export function NotificationBell({ count = NOTIFICATION_COUNT }: { count?: number }) {
  const [open, setOpen] = useState(false);
  const text = badgeText(count);
  return (
    <>
      <IconButton
        variant="ghost"
        position="relative"
        // "Thông báo: 0": the label holds the badge's text as a word of its own (WCAG 2.5.3, label in name).
        aria-label={`${shellVi.header.notifications}: ${text}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        title={shellVi.header.notifications}
        onClick={() => setOpen(true)}
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
      <NotificationDrawer open={open} onOpenChange={setOpen} />
    </>
  );
}
