/**
 * Logout with the warning DESIGN.md §5 asks for: when mutations (sales…) are still waiting to
 * be sent, the cashier is told they stay on this device and go out at the next sign-in, and
 * confirms. Usage: `const { requestLogout, dialog } = useGuardedLogout();` then render `dialog`.
 */
import { useState, type ReactNode } from 'react';
import { logout } from '../../api/session';
import { viSync } from '../../i18n/sync';
import { useTillSession } from '../../till/session-context';
import { lazyOverlay } from '../lazy-overlay';

// Part of the header on every page, and rarely opened: its code loads when it first opens.
const ConfirmDialog = lazyOverlay(() => import('../confirm-dialog').then((m) => m.ConfirmDialog));

export function useGuardedLogout(): { requestLogout: () => void; dialog: ReactNode } {
  const session = useTillSession();
  const [pending, setPending] = useState(0);
  const requestLogout = () => {
    void session.pendingCount().then((n) => (n > 0 ? setPending(n) : logout()));
  };
  const dialog = (
    <ConfirmDialog
      open={pending > 0}
      title={viSync.logoutPendingTitle}
      body={viSync.logoutPendingBody(pending)}
      confirmLabel={viSync.logoutAnyway}
      destructive
      onConfirm={() => void logout()}
      onClose={() => setPending(0)}
    />
  );
  return { requestLogout, dialog };
}
