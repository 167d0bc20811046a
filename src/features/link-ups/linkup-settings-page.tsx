/**
 * /settings/link-up: the national pharmacy link-up account (facility code, user, password kept
 * sealed on the server, on/off) and the "Kiểm tra kết nối" button, which logs in with the saved
 * account and shows the service's answer.
 */
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { linkupSettingsApi } from '../../api/linkups';
import { nullsToEmpty, SingletonFormPage } from '../../components/form/singleton-form-page';
import { toaster } from '../../components/toaster';
import { linkupSettingsInput } from '../../domain/linkup/settings';
import { linkupsVi } from '../../i18n/linkups';

const t = linkupsVi.settings;

function TestConnection() {
  const test = useMutation({
    mutationFn: () => linkupSettingsApi.test(),
    onError: (error) => toaster.create({ type: 'error', title: error.message }),
  });
  return (
    <Stack gap="3" borderWidth="1px" rounded="md" p="4" mt="4" data-testid="linkup-test">
      <HStack gap="3" wrap="wrap">
        <Button size="sm" variant="outline" loading={test.isPending} onClick={() => test.mutate()}>
          {t.test}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {t.testHint}
        </Text>
      </HStack>
      {test.data && (
        <Alert.Root status={test.data.ok ? 'success' : 'error'} data-testid="linkup-test-result">
          <Alert.Indicator />
          <Alert.Description>{test.data.message}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}

export function LinkupSettingsPage() {
  return (
    <>
      <SingletonFormPage
        api={linkupSettingsApi}
        schema={linkupSettingsInput}
        toValues={(doc) => ({ ...nullsToEmpty(doc), password: '' })}
        sections={[
          {
            title: t.title,
            fields: [
              { name: 'enabled', label: t.enabled, kind: 'boolean', helper: t.enabledHelper },
              { name: 'api_url', label: t.apiUrl, wide: true },
              { name: 'facility_code', label: t.facilityCode },
              { name: 'username', label: t.username },
              { name: 'password', label: t.password, kind: 'password', helper: t.passwordHelper },
            ],
          },
        ]}
      />
      <TestConnection />
    </>
  );
}
