import { Button, Card, Flex, HStack, Input, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Send, UserX } from 'lucide-react';
import { useState } from 'react';
import { accountKeys, deactivateStaff, resendInvitation, updateStaff } from '../../api/auth';
import type { ApiError } from '../../api/errors';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormField } from '../../components/form/form-field';
import { useForm } from '../../components/form/use-form';
import { useLeaveGuard } from '../../components/form/use-leave-guard';
import { toaster } from '../../components/toaster';
import type { Staff } from '../../domain/account-responses';
import { staffUpdateSchema, type StaffUpdateInput } from '../../domain/account-schemas';
import type { Role } from '../../domain/permissions';
import { authScreens as t } from '../../i18n/auth-screens';
import { RoleSelect, StateBadge } from './staff-badges';

function failed(error: ApiError) {
  toaster.create({ type: 'error', title: error.message });
}

/** The edit form of one staff member: name, role, allowed to log in; deactivate; resend invitation. */
export function StaffEditForm({ staff, isSelf }: { staff: Staff; isSelf: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<{ last_name: string; first_name: string; role: Role; is_active: boolean }>({
    last_name: staff.last_name,
    first_name: staff.first_name,
    role: staff.role,
    is_active: staff.is_active,
  });
  const guard = useLeaveGuard(form.values);
  const done = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: accountKeys.staffs });
    toaster.create({ type: 'success', title: message });
  };
  const save = useMutation({
    mutationFn: (values: StaffUpdateInput) => updateStaff(staff.id, values),
    onSuccess: async () => {
      guard.saved();
      await done(t.staff.saved);
      await navigate({ to: '/settings/staffs' });
    },
    onError: (error: ApiError) => {
      form.showServerErrors(error);
      failed(error);
    },
  });
  const deactivate = useMutation({
    mutationFn: () => deactivateStaff(staff.id),
    onSuccess: async () => {
      guard.saved();
      setConfirming(false);
      await done(t.staff.deactivated);
      await navigate({ to: '/settings/staffs' });
    },
    onError: (error: ApiError) => {
      setConfirming(false);
      failed(error);
    },
  });
  const resend = useMutation({
    mutationFn: () => resendInvitation(staff.id),
    onSuccess: () => done(t.staff.resent),
    onError: failed,
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const values = form.validate(staffUpdateSchema);
    if (!values) return;
    guard.saving();
    save.mutate(values);
  };

  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Header>
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Card.Title as="h2">{staff.full_name.trim() || staff.email}</Card.Title>
            <Text color="fg.muted" fontSize="sm">
              {staff.email}
            </Text>
          </Stack>
          <StateBadge state={staff.state} />
        </Flex>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
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
              <FormField label={t.staff.role} error={form.errors.role} helper={t.staff.roleHelp} required>
                <RoleSelect value={form.values.role} onChange={(role) => form.set('role', role)} />
              </FormField>
            </SimpleGrid>
            <Switch.Root
              colorPalette="brand"
              checked={form.values.is_active}
              disabled={isSelf || staff.state === 'invited'}
              onCheckedChange={(details) => form.set('is_active', details.checked)}
            >
              <Switch.HiddenInput name="is_active" />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>{t.staff.active}</Switch.Label>
            </Switch.Root>
            <Flex justify="space-between" gap="3" wrap="wrap-reverse">
              <HStack gap="2" wrap="wrap">
                {staff.state === 'invited' ? (
                  <Button variant="outline" loading={resend.isPending} onClick={() => resend.mutate()}>
                    <Send /> {t.staff.resend}
                  </Button>
                ) : null}
                {staff.state !== 'inactive' && !isSelf ? (
                  <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                    <UserX /> {t.staff.deactivate}
                  </Button>
                ) : null}
              </HStack>
              <Button type="submit" colorPalette="brand" loading={save.isPending} loadingText={t.common.saving}>
                {t.staff.save}
              </Button>
            </Flex>
          </Stack>
        </form>
      </Card.Body>
      {guard.prompt}
      <ConfirmDialog
        open={confirming}
        title={t.staff.deactivateTitle}
        body={t.staff.deactivateBody}
        confirmLabel={t.staff.deactivate}
        destructive
        loading={deactivate.isPending}
        onConfirm={() => deactivate.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Card.Root>
  );
}
