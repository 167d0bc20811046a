import { Button, Card, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { accountKeys, inviteStaff } from '../../api/auth';
import type { ApiError } from '../../api/errors';
import { FormField } from '../../components/form/form-field';
import { useForm } from '../../components/form/use-form';
import { useLeaveGuard } from '../../components/form/use-leave-guard';
import { PageHeader } from '../../components/page-header';
import { toaster } from '../../components/toaster';
import { staffInviteSchema, type StaffInviteInput } from '../../domain/account-schemas';
import { authScreens as t } from '../../i18n/auth-screens';
import { RoleSelect } from './staff-badges';

/** `/settings/staffs/create`: invites someone by e-mail as admin or cashier. */
export function StaffInviteForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<StaffInviteInput>({ email: '', last_name: '', first_name: '', role: 'cashier' });
  const guard = useLeaveGuard(form.values);
  const mutation = useMutation({
    mutationFn: inviteStaff,
    onSuccess: async (staff) => {
      guard.saved();
      await queryClient.invalidateQueries({ queryKey: accountKeys.staffs });
      toaster.create({ type: 'success', title: t.staff.invited(staff.email) });
      await navigate({ to: '/settings/staffs' });
    },
    onError: (error: ApiError) => {
      form.showServerErrors(error);
      toaster.create({ type: 'error', title: error.message });
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const values = form.validate(staffInviteSchema);
    if (!values) return;
    guard.saving();
    mutation.mutate(values);
  };

  return (
    <Stack gap="4" maxW="720px">
      <PageHeader />
      <Card.Root variant="outline" bg="bg">
        <Card.Body>
          <form onSubmit={submit} noValidate>
            <Stack gap="5">
              <Text color="fg.muted" fontSize="sm">
                {t.staff.inviteHelp}
              </Text>
              <FormField label={t.staff.email} error={form.errors.email} required>
                <Input
                  name="email"
                  type="email"
                  autoFocus
                  autoComplete="off"
                  placeholder={t.fields.emailPlaceholder}
                  value={form.values.email}
                  onChange={(e) => form.set('email', e.target.value)}
                />
              </FormField>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <FormField label={t.fields.lastName} error={form.errors.last_name} required>
                  <Input
                    name="last_name"
                    value={form.values.last_name}
                    onChange={(e) => form.set('last_name', e.target.value)}
                  />
                </FormField>
                <FormField label={t.fields.firstName} error={form.errors.first_name} required>
                  <Input
                    name="first_name"
                    value={form.values.first_name}
                    onChange={(e) => form.set('first_name', e.target.value)}
                  />
                </FormField>
              </SimpleGrid>
              <FormField label={t.staff.role} error={form.errors.role} helper={t.staff.roleHelp} required>
                <RoleSelect value={form.values.role} onChange={(role) => form.set('role', role)} />
              </FormField>
              <Button
                type="submit"
                colorPalette="brand"
                alignSelf="flex-end"
                loading={mutation.isPending}
                loadingText={t.staff.inviting}
              >
                {t.staff.invite}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      {guard.prompt}
    </Stack>
  );
}
