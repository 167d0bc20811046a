/**
 * Keeps what was typed into a dialog from a stray Escape or ✕: once a field in the dialog was
 * edited, closing that way asks first. The dialog's own Cancel button still closes at once, since
 * pressing it is a choice. A dialog whose fields were never touched closes without a question.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { uiKit } from '../i18n/ui-kit';
import { ConfirmDialog } from './confirm-dialog';

export interface DiscardGuard {
  /** Spread on `Dialog.Content`: notes any typing or choice inside the dialog. */
  watch: { onInput: () => void; onChange: () => void };
  /** For `Dialog.Root`'s `onOpenChange` (Escape, ✕): closes, or asks first when something was typed. */
  onOpenChange: (details: { open: boolean }) => void;
  /** The question; render it inside `Dialog.Content`. */
  prompt: ReactNode;
}

export function useDiscardGuard(open: boolean, onClose: () => void): DiscardGuard {
  const typed = useRef(false);
  const [asking, setAsking] = useState(false);
  // Closed some other way while asking (a sale finished, a shortcut): the question goes with it.
  if (!open && asking) setAsking(false);
  useEffect(() => {
    // Each opening starts clean: what a previous opening typed was sent or discarded.
    if (open) typed.current = false;
  }, [open]);
  const note = () => {
    typed.current = true;
  };
  return {
    watch: { onInput: note, onChange: note },
    onOpenChange: ({ open: next }) => {
      if (next) return;
      if (typed.current) setAsking(true);
      else onClose();
    },
    prompt: (
      <ConfirmDialog
        open={asking}
        title={uiKit.discard.title}
        body={uiKit.discard.body}
        confirmLabel={uiKit.discard.discard}
        cancelLabel={uiKit.discard.keep}
        destructive
        onConfirm={() => (setAsking(false), onClose())}
        onClose={() => setAsking(false)}
      />
    ),
  };
}
