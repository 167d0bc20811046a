import { Alert, Button, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { accountKeys, listStaffs } from '../../api/auth';
import type { ApiError } from '../../api/errors';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../components/session';
import { formatDate } from '../../i18n/format';
import { authScreens as t } from '../../i18n/auth-screens';
import { RoleBadge, StateBadge } from './staff-badges';
import { ScrollRegion } from '../../components/scroll-region';
import { usePhone } from '../../components/use-media-query';

/** `/settings/staffs`: everyone of the shop with role and state; a row opens its edit page. */
export function StaffList() {
  const navigate = useNavigate();
  const { user } = useSession();
  const query = useQuery({ queryKey: [...accountKeys.staffs, 'list'], queryFn: () => listStaffs({ page_size: 100 }) });
  const rows = query.data?.data;
  // On a phone the state goes under the role (rendered there only, so a row holds it once).
  const phone = usePhone();

  return (
    <Stack gap="4">
      <PageHeader
        actions={
          <Button asChild colorPalette="brand" size="sm">
            <Link to="/settings/staffs/create">
              <UserPlus /> {t.staff.invite}
            </Link>
          </Button>
        }
      />
      {query.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{(query.error as ApiError).message}</Alert.Title>
        </Alert.Root>
      ) : (
        <ScrollRegion label={t.staff.title} bg="bg" borderWidth="1px" borderRadius="l3">
          <Table.Root size="md" interactive={Boolean(rows?.length)}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t.staff.name}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.staff.role}</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">{t.staff.state}</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">{t.staff.since}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {!rows
                ? [0, 1, 2].map((i) => (
                    <Table.Row key={i}>
                      <Table.Cell colSpan={4}>
                        <Skeleton h="6" />
                      </Table.Cell>
                    </Table.Row>
                  ))
                : rows.map((staff) => (
                    <Table.Row
                      key={staff.id}
                      cursor="pointer"
                      onClick={() => void navigate({ to: '/settings/staffs/$id/edit', params: { id: staff.id } })}
                    >
                      <Table.Cell>
                        <Link
                          to="/settings/staffs/$id/edit"
                          params={{ id: staff.id }}
                          onClick={(e) => e.stopPropagation()}
                        >
                          <Text fontWeight="medium">
                            {staff.full_name.trim() || staff.email}
                            {staff.id === user?.id ? (
                              <Text as="span" color="fg.muted" fontWeight="normal">
                                {' '}
                                ({t.staff.you})
                              </Text>
                            ) : null}
                          </Text>
                        </Link>
                        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                          {staff.email}
                        </Text>
                      </Table.Cell>
                      <Table.Cell>
                        <Stack gap="1" align="start">
                          <RoleBadge role={staff.role} />
                          {phone ? <StateBadge state={staff.state} /> : null}
                        </Stack>
                      </Table.Cell>
                      <Table.Cell hideBelow="md">
                        <StateBadge state={staff.state} />
                      </Table.Cell>
                      <Table.Cell hideBelow="md" color="fg.muted">
                        {formatDate(staff.created_at)}
                      </Table.Cell>
                    </Table.Row>
                  ))}
              {rows && rows.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={4} textAlign="center" color="fg.muted" py="8">
                    {t.staff.empty}
                  </Table.Cell>
                </Table.Row>
              ) : null}
            </Table.Body>
          </Table.Root>
        </ScrollRegion>
      )}
    </Stack>
  );
}
