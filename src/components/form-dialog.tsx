/** A dialog holding a small form: title, body, and a footer with cancel and the submit action. */
import { Button, Dialog, Portal, type DialogRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { uiKit } from '../i18n/ui-kit';
import { useDiscardGuard } from './use-discard-guard';

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  submitLabel: ReactNode;
  loading?: boolean;
  disabled?: boolean;
  size?: DialogRootProps['size'];
  scrollBehavior?: DialogRootProps['scrollBehavior'];
  testId?: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function FormDialog({
  open,
  title,
  submitLabel,
  loading,
  disabled,
  size,
  scrollBehavior,
  testId,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const guard = useDiscardGuard(open, onClose);
  return (
    <Dialog.Root
      closeOnInteractOutside={false}
      open={open}
      onOpenChange={guard.onOpenChange}
      size={size}
      scrollBehavior={scrollBehavior}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} {...guard.watch}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose}>
                {uiKit.form.cancel}
              </Button>
              <Button size="sm" colorPalette="brand" disabled={disabled} loading={loading} onClick={onSubmit}>
                {submitLabel}
              </Button>
            </Dialog.Footer>
            {guard.prompt}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
