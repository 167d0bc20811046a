/** The ✕ in a dialog's corner, named in Vietnamese for screen readers (Chakra's own says 'Close'). */
import { CloseButton, Dialog } from '@chakra-ui/react';
import { vi } from '../i18n/messages';

export function DialogClose() {
  return (
    <Dialog.CloseTrigger asChild>
      <CloseButton size="sm" aria-label={vi.common.close} />
    </Dialog.CloseTrigger>
  );
}
