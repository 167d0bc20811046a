/**
 * The last net under every action (issue: the till never fails silently): a promise nobody
 * awaited that rejects (a cart action fired from a click, say) is logged and shown as a Vietnamese
 * toast instead of doing nothing. The action's own data is untouched: till writes are transactions,
 * so a failed one leaves the cart as it was.
 */
import { toaster } from './toaster';
import { vi } from '../i18n/messages';

/** The toast's text for what was thrown. */
export function actionFailedText(reason: unknown): string {
  const detail = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return detail ? `${vi.errors.actionFailed} (${detail})` : vi.errors.actionFailed;
}

/** Logs and shows a failure; `title` names what failed (the till's actions), the detail follows. */
export function showActionFailure(reason: unknown, title?: string): void {
  console.error(reason);
  if (title === undefined) toaster.create({ type: 'error', title: actionFailedText(reason), duration: 8_000 });
  else toaster.create({ type: 'error', title, description: actionFailedText(reason), duration: 8_000 });
}

export function installUnhandledRejectionToast(target: Window = window): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    // A navigation or a closed session aborting its own work is not a failure the user made.
    if (event.reason instanceof DOMException && event.reason.name === 'AbortError') return;
    event.preventDefault();
    showActionFailure(event.reason);
  };
  target.addEventListener('unhandledrejection', onRejection);
  return () => target.removeEventListener('unhandledrejection', onRejection);
}
