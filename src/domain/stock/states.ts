/**
 * Document state machines (DOMAIN.md): the transitions each document allows. The server answers
 * 409 with a Vietnamese reason for any other; the screens show only the allowed actions.
 */
export const PURCHASE_ORDER_STATES = ['draft', 'ordered', 'received', 'cancelled'] as const;
export const INVENTORY_STATES = ['draft', 'counting', 'done', 'cancelled'] as const;
export const SCRAP_STATES = ['draft', 'done', 'cancelled'] as const;
export const COMPLAINT_STATES = ['new', 'processing', 'resolved', 'closed'] as const;

export type PurchaseOrderState = (typeof PURCHASE_ORDER_STATES)[number];
export type InventoryState = (typeof INVENTORY_STATES)[number];
export type ScrapState = (typeof SCRAP_STATES)[number];
export type ComplaintState = (typeof COMPLAINT_STATES)[number];

type Machine<S extends string> = Readonly<Record<S, readonly S[]>>;

/** `ordered → ordered` is a partial receipt; the last receipt moves it to `received`. */
export const PURCHASE_ORDER_TRANSITIONS: Machine<PurchaseOrderState> = {
  draft: ['ordered', 'cancelled'],
  ordered: ['ordered', 'received', 'cancelled'],
  received: [],
  cancelled: [],
};

export const INVENTORY_TRANSITIONS: Machine<InventoryState> = {
  draft: ['counting', 'cancelled'],
  counting: ['done', 'cancelled'],
  done: [],
  cancelled: [],
};

export const SCRAP_TRANSITIONS: Machine<ScrapState> = {
  draft: ['done', 'cancelled'],
  done: [],
  cancelled: [],
};

/**
 * Quality controls share the scrap machine: draft → done | cancelled.
 * @alias
 */
export const QUALITY_CONTROL_TRANSITIONS = SCRAP_TRANSITIONS;

export const COMPLAINT_TRANSITIONS: Machine<ComplaintState> = {
  new: ['processing', 'resolved', 'closed'],
  processing: ['resolved', 'closed'],
  resolved: ['processing', 'closed'],
  closed: [],
};

export function canTransition<S extends string>(machine: Machine<S>, from: S, to: S): boolean {
  return machine[from].includes(to);
}
