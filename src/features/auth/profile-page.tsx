import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { accountKeys, me } from '../../api/auth';
import { PageHeader } from '../../components/page-header';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';
import { QueryState } from './query-state';

/** `/profile`: the signed-in user's name and phone, and a password change. */
export function ProfilePage() {
  const query = useQuery({ queryKey: accountKeys.me, queryFn: me });
  return (
    <Stack gap="6" maxW="960px">
      <PageHeader />
      <QueryState query={query}>{(data) => <ProfileForm key={data.id} me={data} />}</QueryState>
      <ChangePasswordForm />
    </Stack>
  );
}
