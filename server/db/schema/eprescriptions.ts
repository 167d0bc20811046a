import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid, boolean } from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt } from './columns';
import { posOrders } from './pos-orders';
import { tenants } from './tenants';

/**
 * The shop's account on the national e-prescription system (docs/e-prescriptions.md): where it is,
 * the pharmacy's link-up code and its password sealed by the secret box. Stays on the server:
 * tills never pull it; they look prescriptions up through the server.
 */
export const eprescriptionSettings = pgTable(
  'eprescription_settings',
  {
    tenantId: tenantId().primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    apiUrl: text('api_url'),
    username: text('username'),
    passwordSealed: text('password_sealed'),
    updatedAt: updatedAt(),
  },
  (t) => [foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade')],
);

/**
 * One report of dispensing per order sold against a national prescription, written with the order
 * (so none is missed) and delivered from the durable queue: `waiting` until the national system
 * answers, then `reported` (with its dispensing state) or `refused` (with its reason; the order is
 * flagged for the manager).
 */
export const eprescriptionDispensings = pgTable(
  'eprescription_dispensings',
  {
    tenantId: tenantId(),
    orderId: uuid('order_id').notNull(),
    prescriptionCode: text('prescription_code').notNull(),
    status: text('status', { enum: ['waiting', 'reported', 'refused'] })
      .notNull()
      .default('waiting'),
    /** The national system's state of the prescription after this dispensing. */
    dispenseState: text('dispense_state'),
    message: text('message'),
    attempts: integer('attempts').notNull().default(0),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.orderId] }),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [posOrders.tenantId, posOrders.id] }).onDelete(
      'cascade',
    ),
    index('eprescription_dispensings_code').on(t.tenantId, t.prescriptionCode),
  ],
);
