/** A settings page: loads one settings document, edits it in field sections, saves it with PUT. */
import { Alert, Button, chakra, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Singleton } from '../../api/settings';
import { uiKit } from '../../i18n/ui-kit';
import { PageHeader } from '../page-header';
import { toaster } from '../toaster';
import { FieldInput } from './field-input';
import { FormSection } from './form-section';
import type { FormSectionDef } from './record-form-page';
import { serverFieldErrors, useForm, zodFieldErrors } from './use-form';
import { useLeaveGuard } from './use-leave-guard';

export interface SingletonFormPageProps<T> {
  api: Singleton<T>;
  schema: z.ZodType;
  sections: FormSectionDef[];
  /** Turns the stored document into form values (nulls into '' for text inputs). */
  toValues: (doc: T) => Record<string, unknown>;
}

function SingletonForm<T>({ api, schema, sections, doc, toValues }: SingletonFormPageProps<T> & { doc: T }) {
  const form = useForm<Record<string, unknown>>(toValues(doc));
  const queryClient = useQueryClient();
  const guard = useLeaveGuard(form.values);
  const save = useMutation({
    mutationFn: (body: unknown) => api.put(body),
    onSuccess: (saved) => {
      guard.saved();
      queryClient.setQueryData([api.path], saved);
      toaster.success({ title: uiKit.form.saved });
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error));
      toaster.error({ title: uiKit.form.saveFailed, description: error.message });
    },
  });
  const submit = () => {
    const parsed = schema.safeParse(form.values);
    if (!parsed.success) return void form.setErrors(zodFieldErrors(parsed.error));
    guard.saving();
    save.mutate(parsed.data);
  };
  return (
    <chakra.form noValidate onSubmit={(event) => (event.preventDefault(), submit())}>
      <Stack gap="4">
        {sections.map((section) => (
          <FormSection key={section.title} title={section.title}>
            {section.fields.map((def) => (
              <FieldInput
                key={def.name}
                def={def}
                value={form.values[def.name]}
                error={form.errors[def.name]}
                onChange={(value) => form.set(def.name, value)}
              />
            ))}
          </FormSection>
        ))}
      </Stack>
      {guard.prompt}
      <HStack justify="end" py="3" mt="4" borderTopWidth="1px" position="sticky" bottom="0" bg="bg.subtle">
        <Button type="submit" size="sm" colorPalette="brand" loading={save.isPending} loadingText={uiKit.form.saving}>
          {uiKit.form.save}
        </Button>
      </HStack>
    </chakra.form>
  );
}

export function SingletonFormPage<T>(props: SingletonFormPageProps<T>) {
  const query = useQuery({ queryKey: [props.api.path], queryFn: props.api.get });
  return (
    <>
      <PageHeader />
      {query.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{query.error.message}</Alert.Title>
          <Button size="xs" variant="outline" ml="auto" onClick={() => void query.refetch()}>
            {uiKit.table.retry}
          </Button>
        </Alert.Root>
      ) : query.data ? (
        <SingletonForm {...props} doc={query.data} />
      ) : (
        <Skeleton height="60" />
      )}
    </>
  );
}

/** nulls → '' so text inputs stay controlled. */
export function nullsToEmpty(doc: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(doc).map(([key, value]) => [key, value ?? '']));
}
