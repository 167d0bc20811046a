import { Alert, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { accountKeys, getStaff } from '../../api/auth';
import type { ApiError } from '../../api/errors';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../components/session';
import { StaffEditForm } from './staff-edit-form';

/** `/settings/staffs/{id}/edit`. */
export function StaffEditPage({ id }: { id: string }) {
  const { user } = useSession();
  const query = useQuery({ queryKey: accountKeys.staff(id), queryFn: () => getStaff(id) });
  return (
    <Stack gap="4" maxW="720px">
      <PageHeader />
      {query.data ? (
        <StaffEditForm key={query.data.id} staff={query.data} isSelf={query.data.id === user?.id} />
      ) : query.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{(query.error as ApiError).message}</Alert.Title>
        </Alert.Root>
      ) : (
        <Skeleton h="64" borderRadius="l3" />
      )}
    </Stack>
  );
}
