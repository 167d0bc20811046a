/**
 * The state actions of an invoice, each behind a confirmation: issue or discard a draft; cancel,
 * replace or adjust an issued invoice (admin only, as the server enforces); print; download XML.
 */
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { EINVOICES_PATH, einvoicesApi } from '../../api/einvoices';
import { ApiError } from '../../api/errors';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useSession } from '../../components/session';
import { toaster } from '../../components/toaster';
import type { EinvoiceDetail } from '../../domain/einvoice/schemas';
import { canDo } from '../../domain/einvoice/state';
import { hasPermission } from '../../domain/permissions';
import { einvoicesVi as t } from '../../i18n/einvoices';
import { AdjustDialog, type AdjustRequest } from './adjust-dialog';

type Action = 'issue' | 'cancel' | 'replace' | 'adjust' | 'resend';

/**
 * `buyerUnsaved`: the page's buyer form holds changes not saved yet. Issuing (or sending a refused
 * invoice again) would go with the buyer the server has, so it waits until they are saved.
 */
export function InvoiceActions({ invoice, buyerUnsaved = false }: { invoice: EinvoiceDetail; buyerUnsaved?: boolean }) {
  const { roles } = useSession();
  const admin = hasPermission(roles, 'viewSetting');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const draft = invoice.state === 'draft';

  const run = useMutation({
    mutationFn: async ({ action, adjust }: { action: Action; adjust?: AdjustRequest }) => {
      if (action === 'issue') return einvoicesApi.issue(invoice.id);
      if (action === 'resend') return einvoicesApi.resend(invoice.id);
      if (action === 'cancel') return einvoicesApi.cancel(invoice.id, reason.trim() || t.actions.discard);
      return action === 'replace' ? einvoicesApi.replace(invoice.id) : einvoicesApi.adjust(invoice.id, adjust);
    },
    onSuccess: async (result, { action }) => {
      setAsking(null);
      setReason('');
      setFieldErrors({});
      await queryClient.invalidateQueries({ queryKey: [EINVOICES_PATH] });
      const done = {
        issue: t.done.issued,
        cancel: t.done.cancelled,
        replace: t.done.replaced,
        adjust: t.done.adjusted,
        resend: t.done.resent,
      }[action];
      toaster.create({ type: 'success', title: done });
      if (result.id !== invoice.id) void navigate({ to: '/einvoices/$id/edit', params: { id: result.id } });
    },
    onError: (error) => {
      setFieldErrors(error instanceof ApiError ? error.errors : {});
      toaster.create({ type: 'error', title: error.message });
    },
  });

  const button = (action: Action, label: string, palette?: string) => (
    <Button
      size="sm"
      variant={palette ? 'solid' : 'outline'}
      colorPalette={palette}
      onClick={() => {
        if (buyerUnsaved && (action === 'issue' || action === 'resend')) {
          toaster.create({ type: 'error', title: t.errors.buyerUnsaved });
          return;
        }
        setAsking(action);
      }}
    >
      {label}
    </Button>
  );
  const cancelNeedsReason = !draft;
  const body =
    asking === 'cancel' ? (
      <Stack gap="2">
        <Text>{draft ? t.confirm.discard : t.confirm.cancel}</Text>
        {cancelNeedsReason && (
          <Input
            size="sm"
            name="cancel_reason"
            placeholder={t.fields.cancelReason}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        )}
      </Stack>
    ) : asking ? (
      t.confirm[asking]
    ) : null;

  return (
    <HStack gap="2" wrap="wrap">
      {canDo(invoice.state, 'issue') && button('issue', t.actions.issue, 'brand')}
      {invoice.state === 'issued' &&
        (invoice.delivery === 'refused' || (invoice.stuck && admin)) &&
        button('resend', t.actions.resend, 'brand')}
      {draft && button('cancel', t.actions.discard)}
      {invoice.state === 'issued' && admin && (
        <>
          {button('replace', t.actions.replace)}
          {button('adjust', t.actions.adjust)}
          {button('cancel', t.actions.cancel, 'red')}
        </>
      )}
      {invoice.has_xml && (
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void einvoicesApi
              .downloadXml(invoice.id)
              .catch((e: Error) => toaster.create({ type: 'error', title: e.message }))
          }
        >
          {t.actions.downloadXml}
        </Button>
      )}
      <Button size="sm" variant="outline" onClick={() => window.print()}>
        {t.actions.print}
      </Button>
      {admin && invoice.state === 'issued' && (
        <AdjustDialog
          invoice={invoice}
          open={asking === 'adjust'}
          loading={run.isPending}
          errors={fieldErrors}
          onSubmit={(request) => run.mutate({ action: 'adjust', adjust: request })}
          onClose={() => setAsking(null)}
        />
      )}
      <ConfirmDialog
        open={asking !== null && asking !== 'adjust'}
        body={body}
        destructive={asking === 'cancel'}
        loading={run.isPending}
        confirmLabel={
          asking === 'cancel' && draft
            ? t.actions.discard
            : asking
              ? {
                  issue: t.actions.issue,
                  cancel: t.actions.cancel,
                  replace: t.actions.replace,
                  adjust: t.actions.adjust,
                  resend: t.actions.resend,
                }[asking]
              : undefined
        }
        onConfirm={() => {
          if (asking === 'cancel' && cancelNeedsReason && !reason.trim()) {
            toaster.create({ type: 'error', title: t.errors.cancelReasonRequired });
            return;
          }
          if (asking) run.mutate({ action: asking });
        }}
        onClose={() => setAsking(null)}
      />
    </HStack>
  );
}
