/** The state of an invoice as a coloured badge. */
import { Badge } from '@chakra-ui/react';
import type { EinvoiceDelivery, EinvoiceState } from '../../domain/einvoice/state';
import { einvoicesVi } from '../../i18n/einvoices';

const PALETTE: Record<EinvoiceState, string> = { draft: 'gray', issued: 'green', cancelled: 'red', replaced: 'orange' };

export function StateBadge({ state }: { state: EinvoiceState }) {
  return <Badge colorPalette={PALETTE[state]}>{einvoicesVi.states[state]}</Badge>;
}

const DELIVERY_PALETTE: Record<EinvoiceDelivery, string> = {
  none: 'gray',
  waiting: 'yellow',
  sent: 'blue',
  accepted: 'green',
  refused: 'red',
  held: 'orange',
};

/** Where the invoice is with the provider and the tax authority; `stuck`: no automatic retry left. */
export function DeliveryBadge({ delivery, stuck = false }: { delivery: EinvoiceDelivery; stuck?: boolean }) {
  if (delivery === 'none') return null;
  if (stuck)
    return (
      <Badge colorPalette="red" data-testid="delivery-badge" data-delivery={delivery} data-stuck="true">
        {einvoicesVi.stuck.badge}
      </Badge>
    );
  return (
    <Badge colorPalette={DELIVERY_PALETTE[delivery]} data-testid="delivery-badge" data-delivery={delivery}>
      {einvoicesVi.deliveries[delivery]}
    </Badge>
  );
}
