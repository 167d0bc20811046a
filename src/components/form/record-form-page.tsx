/**
 * A create/edit page for one record of a REST resource, built from field sections: loads the
 * record, validates with the shared zod schema, shows the server's field errors, saves, goes back.
 */
import { Alert, Button, chakra, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, type ReactNode } from 'react';
import type { z } from 'zod';
import { isMissingRecord } from '../../api/errors';
import type { Resource } from '../../api/resource';
import { vi } from '../../i18n/messages';
import { uiKit } from '../../i18n/ui-kit';
import { PageHeader } from '../page-header';
import { toaster } from '../toaster';
import { type FieldDef, FieldInput } from './field-input';
import { FormSection } from './form-section';
import { serverFieldErrors, useForm, zodFieldErrors } from './use-form';
import { dismissFixErrors, showFixErrors } from './fix-errors-toast';
import { useLeaveGuard } from './use-leave-guard';

export interface FormSectionDef {
  title: string;
  fields: FieldDef[];
}

export interface RecordFormPageProps<T extends { id: string }> {
  resource: Resource<T, never>;
  id?: string;
  sections: FormSectionDef[];
  schema: z.ZodType;
  empty: Record<string, unknown>;
  /** The record as form values (defaults to the record itself). */
  toValues?: (record: T) => Record<string, unknown>;
  listPath: string;
  title?: (record: T) => string;
  /** Content about the loaded record shown above its form (e.g. a customer's debt), outside the form. */
  aside?: (record: T) => ReactNode;
  /** Extra content under the sections (e.g. an items editor), given the values and a setter. */
  extra?: (form: {
    values: Record<string, unknown>;
    set: (name: string, value: unknown) => void;
    errors: Record<string, string>;
  }) => ReactNode;
}

function RecordForm<T extends { id: string }>(props: RecordFormPageProps<T> & { record?: T }) {
  const { record, resource } = props;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<Record<string, unknown>>(
    record ? (props.toValues ? props.toValues(record) : { ...record }) : props.empty,
  );
  // A double click or Enter twice fires two submits before `isPending` re-renders the button
  // disabled: without this latch a create page posts the record twice. Released when the post is
  // answered, so the user can fix and retry after a refusal.
  const sending = useRef(false);
  // The record this page created. Text typed while the create was on its way keeps the page (the
  // leave guard asks); saving it again then updates that record instead of creating a second one.
  const created = useRef<string | null>(null);
  const guard = useLeaveGuard(form.values);
  const save = useMutation({
    mutationFn: (body: unknown) => {
      const id = record?.id ?? created.current;
      return id ? resource.update(id, body as never) : resource.create(body as never);
    },
    onSuccess: (saved) => {
      const wasCreate = !record && !created.current;
      created.current = saved.id;
      sending.current = false;
      dismissFixErrors();
      guard.saved();
      toaster.success({ title: wasCreate ? uiKit.form.created : uiKit.form.saved });
      void queryClient.invalidateQueries({ queryKey: [resource.path] });
      void navigate({ to: props.listPath });
    },
    onError: (error) => {
      sending.current = false;
      form.setErrors(serverFieldErrors(error));
      toaster.error({ title: uiKit.form.saveFailed, description: error.message });
    },
  });
  const submit = () => {
    const parsed = props.schema.safeParse(form.values);
    if (!parsed.success) {
      form.setErrors(zodFieldErrors(parsed.error));
      showFixErrors();
      return;
    }
    if (sending.current) return;
    sending.current = true;
    guard.saving();
    save.mutate(parsed.data);
  };
  const set = (name: string, value: unknown) => form.set(name, value);
  return (
    <chakra.form noValidate onSubmit={(event) => (event.preventDefault(), submit())}>
      <Stack gap="4">
        {props.sections.map((section) => (
          <FormSection key={section.title} title={section.title}>
            {section.fields.map((def) => (
              <FieldInput
                key={def.name}
                def={def}
                value={form.values[def.name]}
                error={form.errors[def.name]}
                onChange={(value) => set(def.name, value)}
              />
            ))}
          </FormSection>
        ))}
        {props.extra?.({ values: form.values, set, errors: form.errors })}
      </Stack>
      {guard.prompt}
      <HStack
        justify="end"
        gap="2"
        position="sticky"
        bottom="0"
        bg="bg.subtle"
        py="3"
        mt="4"
        borderTopWidth="1px"
        zIndex="1"
      >
        <Button variant="outline" size="sm" onClick={() => void navigate({ to: props.listPath })}>
          {uiKit.form.cancel}
        </Button>
        <Button type="submit" size="sm" colorPalette="brand" loading={save.isPending} loadingText={uiKit.form.saving}>
          {uiKit.form.save}
        </Button>
      </HStack>
    </chakra.form>
  );
}

export function RecordFormPage<T extends { id: string }>(props: RecordFormPageProps<T>) {
  const { id, resource } = props;
  const query = useQuery({
    queryKey: [resource.path, id],
    queryFn: () => resource.get(id as string),
    enabled: Boolean(id),
  });
  if (!id) {
    return (
      <>
        <PageHeader />
        <RecordForm {...props} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={query.data && props.title ? props.title(query.data) : undefined} />
      {query.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{isMissingRecord(query.error) ? vi.errors.notFound : query.error.message}</Alert.Title>
        </Alert.Root>
      ) : query.data ? (
        <>
          {props.aside?.(query.data)}
          <RecordForm key={query.data.id} {...props} record={query.data} />
        </>
      ) : (
        <Stack gap="4">
          <Skeleton height="40" />
          <Skeleton height="24" />
        </Stack>
      )}
    </>
  );
}
