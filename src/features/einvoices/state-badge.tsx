/** The state of an invoice as a coloured badge. */
import { Badge } from '@chakra-ui/react';
import type { EinvoiceState } from '../../domain/einvoice/state';
import { einvoicesVi } from '../../i18n/einvoices';

const PALETTE: Record<EinvoiceState, string> = { draft: 'gray', issued: 'green', cancelled: 'red', replaced: 'orange' };

export function StateBadge({ state }: { state: EinvoiceState }) {
  return <Badge colorPalette={PALETTE[state]}>{einvoicesVi.states[state]}</Badge>;
}
