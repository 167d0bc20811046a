/**
 * A new shop's first steps, in the order the dashboard lists them: what the owner sets up before
 * the shop runs on PharmaTill. The server says which are done (GET /api/v1/reports/getting-started),
 * from the shop's own records; none is ticked by hand.
 */
export const GETTING_STARTED_STEPS = [
  'store',
  'products',
  'stock',
  'staff',
  'vietqr',
  'einvoice',
  'linkup',
  'first_sale',
] as const;

export type GettingStartedStep = (typeof GETTING_STARTED_STEPS)[number];

/** Each step and whether the shop's records show it done. */
export type GettingStarted = Record<GettingStartedStep, boolean>;

export function stepsDone(status: GettingStarted): number {
  return GETTING_STARTED_STEPS.filter((step) => status[step]).length;
}
