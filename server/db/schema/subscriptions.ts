import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt } from './columns';
import { tenants } from './tenants';

/** The shop's subscription (SPEC.md §4 states); a 14-day TRIAL from sign-up. One per tenant. */
export const subscriptions = pgTable('subscriptions', {
  tenantId: tenantId()
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  plan: text('plan').notNull().default('trial'),
  state: text('state', { enum: ['TRIAL', 'TRIAL_EXPIRED', 'ACTIVE', 'CANCELED', 'EXPIRED'] }).notNull(),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
