/**
 * "Issue e-invoice" for an order page (the order detail route places it). Online it drafts the
 * invoice (retail buyer) and opens it, or opens the order's existing invoice; offline it queues
 * `einvoice.request` in the till's outbox, and the draft is made when the order has synced.
 */
import { Button } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { einvoicesApi } from '../../api/einvoices';
import { ApiError } from '../../api/errors';
import { toaster } from '../../components/toaster';
import { recordMutation } from '../../db/outbox';
import type { EinvoiceRequestArgs } from '../../domain/einvoice/schemas';
import { einvoicesVi as t } from '../../i18n/einvoices';
import type { TillSession } from '../../till/session';
import { useTillSession } from '../../till/session-context';

async function queueRequest(session: TillSession, orderId: string): Promise<void> {
  const args: EinvoiceRequestArgs = {
    id: uuidv7(),
    order_id: orderId,
    buyer: { type: 'retail', name: '', tax_code: '', address: '', email: '' },
  };
  await recordMutation(session.db, { name: 'einvoice.request', args });
}

export function IssueInvoiceButton({ orderId, size = 'sm' }: { orderId: string; size?: 'xs' | 'sm' | 'md' }) {
  const session = useTillSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const open = (id: string) => void navigate({ to: '/einvoices/$id/edit', params: { id } });

  const onClick = async () => {
    setBusy(true);
    try {
      if (!navigator.onLine) {
        await queueRequest(session, orderId);
        toaster.create({ type: 'info', title: t.done.queued });
        return;
      }
      const created = await einvoicesApi.createFromOrder(orderId);
      toaster.create({ type: 'success', title: t.done.created });
      open(created.id);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'network_error') {
        await queueRequest(session, orderId);
        toaster.create({ type: 'info', title: t.done.queued });
        return;
      }
      if (error instanceof ApiError && error.status === 409) {
        const existing = await einvoicesApi.list({ order_id: orderId, page_size: 1 }).catch(() => null);
        const found = existing?.data[0];
        if (found) return open(found.id);
      }
      toaster.create({ type: 'error', title: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size={size} variant="outline" loading={busy} onClick={() => void onClick()} data-testid="issue-einvoice">
      <FileText /> {t.actions.issueFromOrder}
    </Button>
  );
}
