/** A list page with inline create and edit (categories, tags, units, …) over one REST resource. */
import { Button, HStack, IconButton, Text, VisuallyHidden } from '@chakra-ui/react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import type { NamedRecord } from '../../api/master-data';
import type { Resource } from '../../api/resource';
import { uiKit } from '../../i18n/ui-kit';
import { ConfirmDialog } from '../confirm-dialog';
import { PageHeader } from '../page-header';
import { type Column, DataTable } from '../data-table/data-table';
import { type ListSearch, toListParams } from '../data-table/list-search';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../form/use-form';
import { toaster } from '../toaster';
import { CreateBar } from './create-bar';
import { defaultDisplay, type InlineField, InlineFieldInput } from './inline-field-input';

export interface InlineListProps {
  resource: Resource<NamedRecord, Record<string, unknown>>;
  fields: InlineField[];
  schema: z.ZodType;
  emptyRecord: Record<string, unknown>;
  createLabel: string;
  search: ListSearch;
  onSearchChange: (patch: Partial<ListSearch>) => void;
}

export function InlineList({
  resource,
  fields,
  schema,
  emptyRecord,
  createLabel,
  search,
  onSearchChange,
}: InlineListProps) {
  const queryClient = useQueryClient();
  const params = toListParams(search);
  const query = useQuery({
    queryKey: [resource.path, 'list', params],
    queryFn: () => resource.list(params),
    placeholderData: keepPreviousData,
  });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<{ id: string; values: Record<string, unknown> } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [deleting, setDeleting] = useState<NamedRecord | null>(null);
  const invalidate = () => queryClient.invalidateQueries({ queryKey: [resource.path] });

  const save = useMutation({
    mutationFn: (input: { id?: string; values: Record<string, unknown> }) =>
      input.id ? resource.update(input.id, input.values) : resource.create(input.values),
    onSuccess: (_data, input) => {
      toaster.success({ title: input.id ? uiKit.form.saved : uiKit.form.created });
      setEditing(null);
      setCreating(false);
      setErrors({});
      void invalidate();
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toaster.error({ title: uiKit.form.saveFailed, description: error.message });
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => resource.remove(id),
    onSuccess: () => {
      toaster.success({ title: uiKit.form.deleted });
      setDeleting(null);
      void invalidate();
    },
    onError: (error) => toaster.error({ title: error.message }),
  });

  const submit = (values: Record<string, unknown>, id?: string) => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    save.mutate({ id, values: parsed.data as Record<string, unknown> });
  };

  const columns: Column<NamedRecord>[] = fields.map((field) => ({
    key: field.name,
    header: field.label,
    sortField: field.kind === 'boolean' || field.kind === 'color' ? undefined : field.name,
    hideOnMobile: field.hideOnMobile,
    underOnMobile: field.underOnMobile,
    width: field.width,
    align: field.kind === 'integer' || field.kind === 'percent' ? 'end' : 'start',
    cell: (row) =>
      editing?.id === row.id ? (
        <>
          <InlineFieldInput
            field={field}
            value={editing.values[field.name]}
            invalid={Boolean(errors[field.name])}
            onChange={(value) => setEditing({ id: row.id, values: { ...editing.values, [field.name]: value } })}
          />
          {errors[field.name] ? (
            <Text color="fg.error" fontSize="xs" mt="1">
              {errors[field.name]}
            </Text>
          ) : null}
        </>
      ) : (
        <Text
          as="span"
          fontWeight={field.name === 'name' ? 'medium' : undefined}
          // On a phone a long name wraps rather than pushing the row's buttons out of view.
          whiteSpace={{ base: 'normal', md: 'nowrap' }}
          color={field.kind === 'color' ? (row[field.name] as string) : undefined}
        >
          {field.kind === 'color' && row[field.name] ? '●' : defaultDisplay(field, row[field.name], row)}
        </Text>
      ),
  }));
  columns.push({
    key: 'actions',
    // Empty to the eye, named for a screen reader, like the app's other row-button columns
    // (ActionsHeader); no fixed width, so on a phone the column is as wide as its buttons.
    header: <VisuallyHidden>{uiKit.table.actions}</VisuallyHidden>,
    align: 'end',
    cell: (row) =>
      editing?.id === row.id ? (
        <HStack justify="end" gap="1">
          <IconButton
            size="xs"
            aria-label={uiKit.form.save}
            colorPalette="brand"
            loading={save.isPending}
            onClick={() => submit(editing.values, row.id)}
          >
            <Check />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={uiKit.form.cancel}
            onClick={() => (setEditing(null), setErrors({}))}
          >
            <X />
          </IconButton>
        </HStack>
      ) : (
        <HStack justify="end" gap="1">
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={`${uiKit.form.edit} ${row.name}`}
            onClick={() => (setCreating(false), setErrors({}), setEditing({ id: row.id, values: { ...row } }))}
          >
            <Pencil />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={`${uiKit.form.delete} ${row.name}`}
            onClick={() => setDeleting(row)}
          >
            <Trash2 />
          </IconButton>
        </HStack>
      ),
  });

  return (
    <>
      <PageHeader
        actions={
          <Button size="sm" colorPalette="brand" onClick={() => (setEditing(null), setErrors({}), setCreating(true))}>
            <Plus /> {createLabel}
          </Button>
        }
      />
      {creating ? (
        <CreateBar
          fields={fields}
          initial={emptyRecord}
          errors={errors}
          saving={save.isPending}
          onSubmit={(values) => submit(values)}
          onCancel={() => (setCreating(false), setErrors({}))}
        />
      ) : null}
      <DataTable
        columns={columns}
        rows={query.data?.data}
        total={query.data?.meta.total ?? 0}
        rowKey={(row) => row.id}
        search={search}
        onSearchChange={onSearchChange}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={uiKit.confirm.deleteTitle}
        body={uiKit.confirm.deleteBody(deleting?.name ?? '')}
        destructive
        confirmLabel={uiKit.form.delete}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
