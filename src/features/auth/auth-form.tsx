import { Button, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import type { AuthAlert } from './atoms';
import { AuthAlertView } from './auth-alert';

export interface AuthFormProps {
  onSubmit: (event?: FormEvent) => void;
  alert: AuthAlert | null;
  pending: boolean;
  submitText: string;
  submittingText: string;
  disabled?: boolean;
  children: ReactNode;
  /** Below the submit button (a secondary link). */
  after?: ReactNode;
}

/** The form of every public auth screen: the alert, the fields, then one large submit button. */
export function AuthForm({
  onSubmit,
  alert,
  pending,
  submitText,
  submittingText,
  disabled,
  children,
  after,
}: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <AuthAlertView alert={alert} />
        {children}
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          disabled={disabled}
          loading={pending}
          loadingText={submittingText}
        >
          {submitText}
        </Button>
        {after}
      </Stack>
    </form>
  );
}

/** A submit handler that clears the screen's alert before sending the valid values. */
export function clearAlertThen<T>(setAlert: (alert: AuthAlert | null) => void, send: (values: T) => void) {
  return (values: T) => {
    setAlert(null);
    send(values);
  };
}
