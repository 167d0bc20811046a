import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LinkupKind, LinkupLine, LinkupStatus } from '../../../src/domain/linkup/messages';
import { createdAt, tenantId, updatedAt } from './columns';
import { tenants } from './tenants';

/**
 * The national pharmacy data link-up account of a shop (the facility code is the store's
 * `national_facility_code`). Server only: tills never pull it; the password is sealed by the
 * secret box.
 */
export const linkupSettings = pgTable(
  'linkup_settings',
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
 * The link-up outbox: one message per stock document posting the link-up takes, written by the
 * ledger's writer in the transaction that posts the moves (server/modules/linkups/outbox.ts).
 * `key` (the document code) is what the national service keeps once.
 */
export const linkupMessages = pgTable(
  'linkup_messages',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    key: text('key').notNull(),
    kind: text('kind').$type<LinkupKind>().notNull(),
    documentType: text('document_type').notNull(),
    documentId: uuid('document_id'),
    documentCode: text('document_code').notNull(),
    /** When the stock moved (the sale's time for a till's sale). */
    documentAt: timestamp('document_at', { withTimezone: true }).notNull(),
    /** The national e-prescription code of a sale against a prescription. */
    prescriptionCode: text('prescription_code'),
    lines: jsonb('lines').$type<LinkupLine[]>().notNull(),
    status: text('status').$type<LinkupStatus>().notNull().default('waiting'),
    /** Why a waiting message is held back (Vietnamese), e.g. a line without a national drug code. */
    problem: text('problem'),
    /** The service's answer (Vietnamese): its reason when refused. */
    answer: text('answer'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    uniqueIndex('linkup_messages_key').on(t.tenantId, t.key),
    index('linkup_messages_document').on(t.tenantId, t.documentType, t.documentId),
    index('linkup_messages_status').on(t.tenantId, t.status, t.createdAt),
    index('linkup_messages_open')
      .on(t.tenantId)
      .where(sql`status = 'refused' or problem is not null`),
  ],
);
