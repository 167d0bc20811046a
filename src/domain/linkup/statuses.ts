/** Where a link-up message is (docs/link-ups.md); zod-free, as the /link-ups URL search uses it. */
export const LINKUP_STATUSES = ['waiting', 'sent', 'accepted', 'refused'] as const;
export type LinkupStatus = (typeof LINKUP_STATUSES)[number];
