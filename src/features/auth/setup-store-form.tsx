import { Box, Button, Card, Heading, Input, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { accountKeys, getTenant, setupStore } from '../../api/auth';
import type { ApiError } from '../../api/errors';
import type { Tenant } from '../../domain/account-responses';
import { setupStoreSchema, type SetupStoreInput } from '../../domain/account-schemas';
import { authScreens as t } from '../../i18n/auth-screens';
import { authAlertAtom, type AuthAlert } from './atoms';
import { AuthAlertView } from './auth-alert';
import { FormField } from '../../components/form/form-field';
import { useZodForm } from './use-zod-form';

type TextField = 'name' | 'address' | 'phone' | 'tax_code' | 'gpp_certificate_number' | 'pharmacist_name';

function initialValues(tenant: Tenant): SetupStoreInput {
  const store = tenant.store;
  return {
    name: store.name || tenant.name,
    address: store.address ?? '',
    phone: store.phone ?? '',
    tax_code: store.tax_code ?? '',
    gpp_certificate_number: store.gpp_certificate_number ?? '',
    pharmacist_name: store.pharmacist_name ?? '',
  };
}

function SetupStoreFields({ tenant }: { tenant: Tenant }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [sharedAlert, setSharedAlert] = useAtom(authAlertAtom);
  const [alert, setAlert] = useState<AuthAlert | null>(sharedAlert);
  const form = useZodForm(setupStoreSchema, initialValues(tenant));
  const mutation = useMutation({
    mutationFn: setupStore,
    onSuccess: async (saved) => {
      queryClient.setQueryData(accountKeys.tenant, saved);
      setSharedAlert(null);
      await navigate({ to: '/dashboard' });
    },
    onError: (error: ApiError) => {
      form.setServerErrors(error.errors);
      setAlert({ status: 'error', message: error.status === 400 ? error.message : t.setupStore.failed });
    },
  });
  const submit = form.handleSubmit((values) => {
    setAlert(null);
    mutation.mutate(values);
  });
  const text = (name: TextField) => ({
    name,
    value: form.values[name] ?? '',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => form.setField(name, e.target.value),
  });
  const optional = (label: string) => (
    <>
      {label}{' '}
      <Text as="span" color="fg.muted" fontWeight="normal">
        ({t.setupStore.optional})
      </Text>
    </>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <AuthAlertView alert={alert} />
        <FormField label={t.setupStore.name} error={form.errors.name} required>
          <Input autoFocus autoComplete="organization" placeholder={t.fields.storeNamePlaceholder} {...text('name')} />
        </FormField>
        <FormField label={t.setupStore.address} error={form.errors.address} required>
          <Input autoComplete="street-address" placeholder={t.setupStore.addressPlaceholder} {...text('address')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label={t.setupStore.phone} error={form.errors.phone} required>
            <Input type="tel" inputMode="tel" placeholder={t.fields.telPlaceholder} {...text('phone')} />
          </FormField>
          <FormField label={optional(t.setupStore.taxCode)} error={form.errors.tax_code}>
            <Input inputMode="numeric" {...text('tax_code')} />
          </FormField>
          <FormField label={optional(t.setupStore.gppNumber)} error={form.errors.gpp_certificate_number}>
            <Input {...text('gpp_certificate_number')} />
          </FormField>
          <FormField label={optional(t.setupStore.pharmacist)} error={form.errors.pharmacist_name}>
            <Input autoComplete="name" {...text('pharmacist_name')} />
          </FormField>
        </SimpleGrid>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          alignSelf={{ base: 'stretch', md: 'flex-end' }}
          loading={mutation.isPending}
          loadingText={t.setupStore.submitting}
        >
          {t.setupStore.submit}
        </Button>
      </Stack>
    </form>
  );
}

/** `/setup-store` (after activation, no sidebar): the shop's details, then /dashboard. */
export function SetupStoreForm() {
  const tenant = useQuery({ queryKey: accountKeys.tenant, queryFn: getTenant });
  return (
    <Box maxW="720px" mx="auto" py={{ base: '2', md: '6' }}>
      <Card.Root
        variant="elevated"
        colorPalette="brand"
        borderRadius="l3"
        shadow="md"
        borderWidth="1px"
        borderColor="border.muted"
      >
        <Card.Header gap="1.5">
          <Heading as="h1" size="xl">
            {t.setupStore.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t.setupStore.subtitle}
          </Text>
        </Card.Header>
        <Card.Body>
          {tenant.data ? (
            <SetupStoreFields tenant={tenant.data} />
          ) : tenant.isError ? (
            <AuthAlertView alert={{ status: 'error', message: (tenant.error as ApiError).message }} />
          ) : (
            <Stack gap="5" aria-busy="true">
              <Skeleton h="10" />
              <Skeleton h="10" />
              <Skeleton h="10" />
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
