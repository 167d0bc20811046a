/** The app's toasts: one toaster created once, rendered once by <AppToaster />. */
import { Portal, Spinner, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';

/**
 * Toasts open at the top centre, below the 64 px header: never over the bell, the user menu or the
 * POS shortcut, nor over its sticky save bar (bottom). From a tablet's width up they open below the
 * page's title row too, whose action buttons (an issued e-invoice has six) reach past the centre:
 * "bấm Gửi lại" must not cover "Gửi lại".
 */
const BELOW_HEADER = { top: 'var(--toast-top)', right: '16px', bottom: '16px', left: '16px' };
const TOAST_TOP = { '--toast-top': '76px', md: { '--toast-top': '140px' } };

export const toaster = createToaster({ placement: 'top', offsets: BELOW_HEADER, pauseOnPageIdle: true, max: 4 });

export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }} css={TOAST_TOP}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
