/**
 * Cancelling a voucher (hủy phiếu) of a money book, a vendor's or a customer's: the dialog that asks
 * why, and how a cancelled voucher reads in its book (a "Đã hủy" badge; who cancelled it, when and
 * why). Nothing is deleted: the voucher stays, and no longer counts.
 */
import { Badge, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../api/errors';
import { cancelReasonInput } from '../domain/catalog/fields';
import { formatDateTime } from '../i18n/format';
import { uiKit } from '../i18n/ui-kit';
import { FormDialog } from './form-dialog';
import { FormField } from './form/form-field';
import { useForm } from './form/use-form';
import { toaster } from './toaster';

const x = uiKit.voucher.cancel;

export interface CancelVoucherDialogProps {
  code: string;
  /** What cancelling it changes, in the book's own words. */
  help: string;
  testId: string;
  cancel: (reason: string) => Promise<unknown>;
  /** After the voucher is cancelled and its toast shown: read again what it moved. */
  onCancelled: () => void;
  onClose: () => void;
}

/**
 * "Hủy phiếu {code}": why, then the voucher is cancelled. A reason refused is said under its
 * field; any other refusal (a 409, the network) in the dialog, which stays with the reason typed.
 */
export function CancelVoucherDialog({ code, help, testId, cancel, onCancelled, onClose }: CancelVoucherDialogProps) {
  const form = useForm<{ reason: string }>({ reason: '' });
  const [refused, setRefused] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: cancel,
    onSuccess: () => {
      toaster.success({ title: x.done(code) });
      onCancelled();
      onClose();
    },
    onError: (error) => {
      form.showServerErrors(error);
      if (!(error instanceof ApiError && error.fieldError('reason'))) setRefused(error.message);
    },
  });
  const submit = () => {
    const parsed = form.validate(cancelReasonInput);
    if (parsed && !run.isPending) run.mutate(parsed.reason);
  };
  return (
    <FormDialog
      open
      title={x.title(code)}
      submitLabel={x.submit}
      loading={run.isPending}
      size="sm"
      testId={testId}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {help}
        </Text>
        <FormField label={x.reason} required error={form.errors.reason}>
          <Textarea
            name="reason"
            size="sm"
            rows={2}
            value={form.values.reason}
            onChange={(e) => (form.set('reason', e.currentTarget.value), setRefused(null))}
          />
        </FormField>
        {refused ? (
          <Text color="fg.error" fontSize="sm" role="alert">
            {refused}
          </Text>
        ) : null}
      </Stack>
    </FormDialog>
  );
}

export interface Cancellation {
  at: string;
  by: { name: string } | null;
  reason: string;
}

/** The "Đã hủy" badge beside a cancelled voucher's number. */
export function CancelledBadge() {
  return (
    <Badge colorPalette="red" size="xs" ms="1" fontFamily="body">
      {x.badge}
    </Badge>
  );
}

/** "Hủy bởi … lúc …: …" under a cancelled voucher's note. */
export function CancelledNote({ cancelled }: { cancelled: Cancellation }) {
  return <Text color="fg.error">{x.by(cancelled.by?.name ?? '', formatDateTime(cancelled.at), cancelled.reason)}</Text>;
}
