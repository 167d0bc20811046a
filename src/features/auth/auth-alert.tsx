import { Alert } from '@chakra-ui/react';
import type { AuthAlert } from './atoms';

/** One alert: the shared area of the auth screens, or a local message when given one. */
export function AuthAlertView({ alert }: { alert: AuthAlert | null }) {
  if (!alert) return null;
  return (
    <Alert.Root status={alert.status} borderRadius="l2" data-testid="auth-alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{alert.message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
