import { Spinner, Stack, Text } from '@chakra-ui/react';
import { AuthLayout } from './auth-layout';

/** An auth screen that only waits: a spinner and what is happening. */
export function AuthWaiting({ title, text, live = false }: { title: string; text: string; live?: boolean }) {
  return (
    <AuthLayout title={title}>
      <Stack align="center" gap="4" py="6" role="status" aria-live={live ? 'polite' : undefined}>
        <Spinner size="xl" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted">{text}</Text>
      </Stack>
    </AuthLayout>
  );
}
