/**
 * What the order's customer owes, as the server reads it: the till's copy of customers has no
 * debts. Shared by the customer box and the checkout's credit toggle (one request per customer).
 */
import { useQuery } from '@tanstack/react-query';
import { getData } from '../../api/client';
import { useSyncValue } from '../../till/use-sync-status';

export function useCustomerOwing(customerId: string | null) {
  const online = useSyncValue((state) => state.online);
  return useQuery({
    queryKey: ['customers', customerId, 'debt'],
    queryFn: async () => (await getData<{ debt: number }>(`customers/${customerId!}`)).debt,
    enabled: online && customerId !== null,
    // A figure read a minute ago will do; a failed read shows nothing and leaves the till where it is.
    staleTime: 60_000,
    retry: false,
    meta: { errorPage: false },
  });
}
