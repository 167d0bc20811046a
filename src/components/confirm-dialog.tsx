import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { uiKit } from '../i18n/ui-kit';

export interface ConfirmDialogProps {
  open: boolean;
  title?: ReactNode;
  body: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone (delete, import commit). */
export function ConfirmDialog({
  open,
  title = uiKit.confirm.title,
  body,
  confirmLabel = uiKit.confirm.confirm,
  cancelLabel = uiKit.confirm.cancel,
  destructive,
  loading,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (!details.open ? onClose() : undefined)}
      role="alertdialog"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body fontSize="sm">{body}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose}>
                {cancelLabel}
              </Button>
              <Button size="sm" colorPalette={destructive ? 'red' : 'brand'} loading={loading} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
