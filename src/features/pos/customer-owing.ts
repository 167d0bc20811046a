/**
 * What the order's customer owes, as the server reads it: the till's copy of customers has no
 * debts. Shared by the customer box and the checkout's credit toggle (one request per customer).
 * A figure read before the till's last sync round is read again, so a sale on credit this till
 * has just pushed counts. A customer made on this till and not yet sent owes nothing: the server
 * has no record of them, and asking would be a 404; the round that sends them asks again.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getData } from '../../api/client';
import { customerOnlyOnTill } from '../../db/customers';
import { useTillSession } from '../../till/session-context';
import { useSyncValue } from '../../till/use-sync-status';

export function useCustomerOwing(customerId: string | null) {
  const online = useSyncValue((state) => state.online);
  const { db } = useTillSession();
  const owing = useQuery({
    queryKey: ['customers', customerId, 'debt'],
    queryFn: async () =>
      (await customerOnlyOnTill(db, customerId!))
        ? 0
        : (await getData<{ debt: number }>(`customers/${customerId!}`)).debt,
    enabled: online && customerId !== null,
    // Between sync rounds a figure read a minute ago will do; a failed read shows nothing.
    staleTime: 60_000,
    retry: false,
    meta: { errorPage: false },
  });
  useReadAgainAfterSync(customerId ? ['customers', customerId, 'debt'] : null, owing.dataUpdatedAt);
  return owing;
}

/**
 * Reads a customer's server figure again when a sync round ends after it was read: what this till
 * just pushed (a sale on credit, a sale to them) then counts. A failed read leaves the last figure
 * shown, and is not asked again until the next round.
 */
export function useReadAgainAfterSync(queryKey: readonly unknown[] | null, readAt: number): void {
  const synced = useSyncValue((state) => state.lastSyncedAt);
  const queryClient = useQueryClient();
  const key = queryKey ? JSON.stringify(queryKey) : null;
  useEffect(() => {
    if (key && synced && readAt > 0 && Date.parse(synced) > readAt)
      void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as unknown[] });
  }, [synced, readAt, key, queryClient]);
}
