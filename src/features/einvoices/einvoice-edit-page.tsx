/** /einvoices/$id/edit: the buyer (editable while a draft), state actions, and the printable invoice with lines and totals per VAT rate. */
import { Alert, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EINVOICES_PATH, einvoicesApi } from '../../api/einvoices';
import { ApiError, isMissingRecord } from '../../api/errors';
import { vi } from '../../i18n/messages';
import { FullPageLoader } from '../../components/full-page-loader';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../components/session';
import { toaster } from '../../components/toaster';
import type { BuyerInput } from '../../domain/einvoice/schemas';
import { hasPermission } from '../../domain/permissions';
import { einvoicesVi as t } from '../../i18n/einvoices';
import { BuyerForm } from './buyer-form';
import { useDraftSeller } from './draft-seller';
import { InvoiceActions } from './invoice-actions';
import { InvoicePrint } from './invoice-print';
import { DeliveryBadge, StateBadge } from './state-badge';

export function EinvoiceEditPage({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const admin = hasPermission(useSession().roles, 'viewSetting');
  const query = useQuery({ queryKey: [EINVOICES_PATH, 'detail', id], queryFn: () => einvoicesApi.get(id) });
  const draftSeller = useDraftSeller(query.data);
  // The buyer form holds changes not saved yet: issuing or sending again would go with the old buyer.
  const [buyerUnsaved, setBuyerUnsaved] = useState(false);
  const save = useMutation({
    mutationFn: (buyer: BuyerInput) => einvoicesApi.update(id, buyer),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [EINVOICES_PATH] });
      toaster.create({ type: 'success', title: query.data?.state === 'draft' ? t.done.saved : t.done.buyerFixed });
    },
    onError: (error) => toaster.create({ type: 'error', title: error.message }),
  });
  if (query.isPending) return <FullPageLoader />;
  if (query.error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{isMissingRecord(query.error) ? vi.errors.notFound : query.error.message}</Alert.Title>
      </Alert.Root>
    );
  }
  const invoice = query.data;
  const serverErrors = save.error instanceof ApiError ? save.error.errors : undefined;
  // Refused by the tax authority: never accepted, so its buyer is corrected before it is sent again.
  const refused = invoice.state === 'issued' && invoice.delivery === 'refused';
  return (
    <Stack gap="4">
      <PageHeader actions={<InvoiceActions invoice={invoice} buyerUnsaved={buyerUnsaved} />} />
      <HStack gap="3" wrap="wrap">
        <StateBadge state={invoice.state} />
        <Text fontSize="sm">
          {t.fields.order}: <b>{invoice.order_code}</b>
        </Text>
        <DeliveryBadge delivery={invoice.delivery} stuck={invoice.stuck} />
        {invoice.cash_register_code && (
          <Text fontSize="sm">
            {t.fields.cashRegisterCode}: <b data-testid="invoice-cash-register-code">{invoice.cash_register_code}</b>
          </Text>
        )}
        {invoice.cancel_reason && (
          <Text fontSize="sm">
            {t.fields.cancelReason}: {invoice.cancel_reason}
          </Text>
        )}
      </HStack>
      {invoice.stuck && (
        <Alert.Root status="error" data-testid="delivery-stuck">
          <Alert.Indicator />
          <Alert.Description>{admin ? t.stuck.help : t.stuck.askManager}</Alert.Description>
        </Alert.Root>
      )}
      {invoice.delivery_message && (
        <Alert.Root status={invoice.delivery === 'refused' ? 'error' : 'info'} data-testid="delivery-message">
          <Alert.Indicator />
          <Alert.Description>
            {t.fields.deliveryMessage}: {invoice.delivery_message}
            {refused && ` ${t.done.refusedHelp}`}
          </Alert.Description>
        </Alert.Root>
      )}
      <Box borderWidth="1px" rounded="md" p="4">
        <BuyerForm
          key={invoice.id + invoice.state + invoice.delivery}
          initial={invoice.buyer}
          readOnly={invoice.state !== 'draft' && !refused}
          saveLabel={refused ? t.actions.fixBuyer : undefined}
          saving={save.isPending}
          serverErrors={serverErrors}
          onSave={(b, saved) => save.mutate(b, { onSuccess: saved })}
          onDirtyChange={setBuyerUnsaved}
        />
      </Box>
      <InvoicePrint invoice={invoice} draftSeller={draftSeller} />
    </Stack>
  );
}
