import { foreignKey, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt } from './columns';
import { tenants } from './tenants';

/**
 * An import of products or customers: the preview stores the parsed rows and the row-by-row
 * error report; the commit writes every row in one transaction while `processed` (updated on
 * a separate connection) lets the client draw a progress bar.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    kind: text('kind', { enum: ['products', 'customers'] }).notNull(),
    status: text('status', { enum: ['previewed', 'committing', 'done', 'failed'] }).notNull(),
    fileName: text('file_name').notNull(),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    rows: jsonb('rows').$type<unknown[]>().notNull(),
    errors: jsonb('errors').$type<Array<{ row: number; column: string; message: string }>>().notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
  ],
);
