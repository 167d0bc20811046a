/**
 * The life of an e-invoice: a draft is edited and issued (or discarded by cancelling it); an
 * issued invoice can be cancelled, replaced by a new invoice or adjusted by one (Decree
 * 123/2020 art. 19). A replacement or adjustment starts as a draft that names the original; when
 * a replacement is issued the original becomes `replaced`.
 */
export const EINVOICE_STATES = ['draft', 'issued', 'cancelled', 'replaced'] as const;
export type EinvoiceState = (typeof EINVOICE_STATES)[number];

/**
 * Where an issued invoice is with the provider: `none` (built-in: the shop downloads the XML),
 * `waiting` (queued), `sent` (the provider has it, the tax authority has not answered), `accepted`,
 * `refused` (with the reason; the buyer can be corrected and the invoice sent again), `held` (the
 * adjustment of a return whose sale's invoice the server does not have yet: sent once it arrives).
 */
export const EINVOICE_DELIVERIES = ['none', 'waiting', 'sent', 'accepted', 'refused', 'held'] as const;
export type EinvoiceDelivery = (typeof EINVOICE_DELIVERIES)[number];

export const EINVOICE_ACTIONS = ['edit', 'issue', 'cancel', 'replace', 'adjust'] as const;
export type EinvoiceAction = (typeof EINVOICE_ACTIONS)[number];

/** `original` for an invoice of an order; the others name the invoice they correct. */
export const EINVOICE_RELATIONS = ['original', 'replace', 'adjust'] as const;
export type EinvoiceRelation = (typeof EINVOICE_RELATIONS)[number];

const ALLOWED: Record<EinvoiceState, readonly EinvoiceAction[]> = {
  draft: ['edit', 'issue', 'cancel'],
  issued: ['cancel', 'replace', 'adjust'],
  cancelled: [],
  replaced: [],
};

export function canDo(state: EinvoiceState, action: EinvoiceAction): boolean {
  return ALLOWED[state].includes(action);
}

/** The state after an allowed action on the invoice itself (replace/adjust leave it as it is). */
export function nextState(state: EinvoiceState, action: EinvoiceAction): EinvoiceState {
  if (!canDo(state, action)) throw new Error(`Cannot ${action} a ${state} invoice`);
  if (action === 'issue') return 'issued';
  if (action === 'cancel') return 'cancelled';
  return state;
}
