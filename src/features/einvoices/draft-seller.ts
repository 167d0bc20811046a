/**
 * The seller a draft invoice will carry, read from the shop's current settings: an issued invoice
 * keeps its own copy (`invoice.seller`), a draft has none until it is issued.
 */
import { useQuery } from '@tanstack/react-query';
import { einvoiceSettingsApi } from '../../api/settings';
import { useSession } from '../../components/session';
import type { EinvoiceDetail, EinvoiceSeller } from '../../domain/einvoice/schemas';
import { hasPermission } from '../../domain/permissions';

export type PrintSeller = Pick<EinvoiceSeller, 'name' | 'tax_code' | 'address'>;

/**
 * Issuing copies the seller from the e-invoice settings, so a manager's preview shows those. The
 * settings are the manager's alone (SPEC §6): a cashier's preview shows the store's details that
 * the session already holds, the same shop in all but the rarest set-up. Null when neither says.
 */
export function useDraftSeller(invoice: EinvoiceDetail | undefined): PrintSeller | null {
  const { roles, tenant } = useSession();
  const needed = invoice?.state === 'draft' && !invoice.seller;
  const admin = hasPermission(roles, 'viewSetting');
  const settings = useQuery({
    queryKey: [einvoiceSettingsApi.path],
    queryFn: einvoiceSettingsApi.get,
    enabled: needed && admin,
    staleTime: 60_000,
  });
  if (!needed) return null;
  const s = settings.data;
  if (s?.seller_name) {
    return { name: s.seller_name, tax_code: s.seller_tax_code ?? '', address: s.seller_address ?? '' };
  }
  // Settings not readable (a cashier, or offline): the store is the next best answer.
  const store = tenant?.store;
  if ((!admin || settings.isError) && store?.name)
    return { name: store.name, tax_code: store.tax_code ?? '', address: store.address ?? '' };
  return null;
}
