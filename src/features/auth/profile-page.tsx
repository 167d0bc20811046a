import { Alert, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { accountKeys, me } from '../../api/auth';
import type { ApiError } from '../../api/errors';
import { PageHeader } from '../../components/page-header';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';

/** `/profile`: the signed-in user's name and phone, and a password change. */
export function ProfilePage() {
  const query = useQuery({ queryKey: accountKeys.me, queryFn: me });
  return (
    <Stack gap="6" maxW="960px">
      <PageHeader />
      {query.data ? (
        <ProfileForm key={query.data.id} me={query.data} />
      ) : query.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{(query.error as ApiError).message}</Alert.Title>
        </Alert.Root>
      ) : (
        <Skeleton h="48" borderRadius="l3" />
      )}
      <ChangePasswordForm />
    </Stack>
  );
}
