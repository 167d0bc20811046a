/**
 * The seller's signing certificate on /settings/einvoices: the PKCS#12 file (.p12, .pfx) and its
 * password go to the server, which opens it to check them and keeps the password sealed; what
 * comes back, and what is shown, is only the certificate's subject and expiry.
 */
import { Alert, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/errors';
import { einvoiceSettingsApi, uploadEinvoiceCertificate } from '../../api/settings';
import { FormField } from '../../components/form/form-field';
import { toaster } from '../../components/toaster';
import { formatDate } from '../../i18n/format';
import { settingsText } from '../../i18n/shop-settings';

const t = settingsText.einvoices.certificate;

async function fileAsBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function CertificateUpload() {
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: [einvoiceSettingsApi.path], queryFn: einvoiceSettingsApi.get });
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const upload = useMutation({
    mutationFn: async () => uploadEinvoiceCertificate(await fileAsBase64(file!), password),
    onSuccess: async () => {
      setPassword('');
      await queryClient.invalidateQueries({ queryKey: [einvoiceSettingsApi.path] });
      toaster.create({ type: 'success', title: t.saved });
    },
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: error instanceof ApiError ? (Object.values(error.errors)[0]?.[0] ?? error.message) : error.message,
      }),
  });
  const current = settings.data?.certificate;
  return (
    <Stack gap="3" borderWidth="1px" rounded="md" p="4" mt="4" data-testid="certificate-upload">
      <Text fontWeight="semibold">{t.title}</Text>
      {current ? (
        <Text fontSize="sm" color="fg.muted">
          {t.current(current.subject, formatDate(current.not_after))}
        </Text>
      ) : (
        settings.data && (
          <Alert.Root status="warning" data-testid="certificate-none">
            <Alert.Indicator />
            <Alert.Description>{t.none}</Alert.Description>
          </Alert.Root>
        )
      )}
      <HStack gap="3" align="end" wrap="wrap">
        <FormField label={t.file}>
          {/* The browser's own file input speaks the browser's language ("Choose File"): a button instead. */}
          <HStack gap="2">
            <Button size="sm" variant="outline" asChild>
              <label>
                {t.choose}
                <input
                  type="file"
                  hidden
                  name="certificate_file"
                  accept=".p12,.pfx,application/x-pkcs12"
                  onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
                />
              </label>
            </Button>
            <Text fontSize="sm" color={file ? undefined : 'fg.muted'} truncate maxW="48" data-testid="certificate-file">
              {file?.name ?? t.noFile}
            </Text>
          </HStack>
        </FormField>
        <FormField label={t.password}>
          <Input
            type="password"
            size="sm"
            name="certificate_password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
        </FormField>
        <Button
          size="sm"
          colorPalette="brand"
          disabled={!file}
          loading={upload.isPending}
          onClick={() => upload.mutate()}
        >
          {t.upload}
        </Button>
      </HStack>
    </Stack>
  );
}
