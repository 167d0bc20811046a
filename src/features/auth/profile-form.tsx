import { Badge, Button, Card, Flex, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys, updateProfile } from '../../api/auth';
import type { ApiError } from '../../api/errors';
import { getSessionUser, setSessionUser } from '../../api/session';
import { toaster } from '../../components/toaster';
import type { Me } from '../../domain/account-responses';
import { profileSchema } from '../../domain/account-schemas';
import { authMessages } from '../../i18n/auth';
import { authScreens as t } from '../../i18n/auth-screens';
import { FormField } from '../../components/form/form-field';
import { useZodForm } from './use-zod-form';

/** Name and phone of the signed-in user (PUT /me); the stored user follows the change. */
export function ProfileForm({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const form = useZodForm(profileSchema, { last_name: me.last_name, first_name: me.first_name, tel: me.tel ?? '' });
  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      setSessionUser({ ...(getSessionUser() ?? user), ...user });
      void queryClient.invalidateQueries({ queryKey: accountKeys.me });
      toaster.create({ type: 'success', title: t.profile.saved });
    },
    onError: (error: ApiError) => {
      form.setServerErrors(error.errors);
      toaster.create({ type: 'error', title: error.message });
    },
  });

  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Header>
        <Card.Title as="h2">{t.profile.info}</Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate>
          <Stack gap="5">
            <Flex gap="6" wrap="wrap">
              <Stack gap="1">
                <Text fontSize="sm" color="fg.muted">
                  {t.profile.email}
                </Text>
                <Text fontWeight="medium" data-testid="profile-email">
                  {me.email}
                </Text>
              </Stack>
              <Stack gap="1">
                <Text fontSize="sm" color="fg.muted">
                  {t.profile.role}
                </Text>
                <HStack>
                  {me.roles.map((role) => (
                    <Badge key={role} colorPalette={role === 'admin' ? 'brand' : 'gray'} variant="subtle">
                      {authMessages.roles[role]}
                    </Badge>
                  ))}
                </HStack>
              </Stack>
            </Flex>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
              <FormField label={t.fields.lastName} error={form.errors.last_name} required>
                <Input
                  name="last_name"
                  autoComplete="family-name"
                  value={form.values.last_name}
                  onChange={(e) => form.setField('last_name', e.target.value)}
                />
              </FormField>
              <FormField label={t.fields.firstName} error={form.errors.first_name} required>
                <Input
                  name="first_name"
                  autoComplete="given-name"
                  value={form.values.first_name}
                  onChange={(e) => form.setField('first_name', e.target.value)}
                />
              </FormField>
              <FormField label={t.fields.tel} error={form.errors.tel}>
                <Input
                  name="tel"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  value={form.values.tel ?? ''}
                  onChange={(e) => form.setField('tel', e.target.value)}
                />
              </FormField>
            </SimpleGrid>
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf="flex-end"
              loading={mutation.isPending}
              loadingText={t.common.saving}
            >
              {t.profile.save}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
