/**
 * Asks before a page with unsaved changes is left. Following a link, going back or a redirect
 * opens the app's dialog; closing or reloading the tab gets the browser's own prompt. A form that
 * was not changed, or was changed back, leaves without a question, and so does signing out.
 */
import { type ShouldBlockFn, useBlocker } from '@tanstack/react-router';
import { type ReactNode, useCallback, useLayoutEffect, useRef } from 'react';
import { uiKit } from '../../i18n/ui-kit';
import { ConfirmDialog } from '../confirm-dialog';

export interface LeaveGuard {
  /** The question, rendered by the page. */
  prompt: ReactNode;
  /** A save of what the form shows now is on its way (call it as the request is sent). */
  saving: () => void;
  /**
   * The save succeeded: what was on the form when `saving()` was called (or, without it, what it
   * shows now) counts as saved. Text typed while the save was on its way still counts as unsaved,
   * so leaving after the save asks about it.
   */
  saved: () => void;
}

/** `values`: everything the page would lose, compared as JSON with what it opened or last saved. */
export function useLeaveGuard(values: unknown): LeaveGuard {
  const snapshot = JSON.stringify(values);
  const baseline = useRef(snapshot);
  const latest = useRef(snapshot);
  useLayoutEffect(() => {
    latest.current = snapshot;
  }, [snapshot]);

  const changed = useCallback(() => latest.current !== baseline.current, []);
  const shouldBlockFn = useCallback<ShouldBlockFn>(
    ({ current, next }) => changed() && current.pathname !== next.pathname && next.pathname !== '/login',
    [changed],
  );
  const blocker = useBlocker({ shouldBlockFn, enableBeforeUnload: changed, withResolver: true });
  const sent = useRef<string | null>(null);
  const saving = useCallback(() => {
    sent.current = latest.current;
  }, []);
  const saved = useCallback(() => {
    baseline.current = sent.current ?? latest.current;
    sent.current = null;
  }, []);

  const prompt = (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title={uiKit.leave.title}
      body={uiKit.leave.body}
      confirmLabel={uiKit.leave.leave}
      cancelLabel={uiKit.leave.stay}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
  return { prompt, saving, saved };
}
