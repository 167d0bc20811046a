/**
 * Every queue of the durable job queue, with its retry policy. A queue is created (as the owner)
 * when the server migrates; sending to a queue not listed here fails.
 */
import type PgBoss from 'pg-boss';

type QueueOptions = Omit<PgBoss.Queue, 'name'>;

export const QUEUES = {
  /** Deletes ended sessions, used tokens and old login counters (server/modules/auth/housekeeping.ts). */
  'account-housekeeping': { policy: 'stately', retryLimit: 2, retryDelay: 60, expireInSeconds: 15 * 60 },
  /** Fills the dashboard's per-day cache for closed days (server/modules/reports/dashboard-warmer.ts). */
  'dashboard-warmer': { policy: 'stately', retryLimit: 2, retryDelay: 60, expireInSeconds: 30 * 60 },
  /**
   * Hands an issued e-invoice to the shop's provider (server/modules/einvoices/delivery.ts), retried
   * with backoff while the provider is unreachable. Under pg-boss 10's `standard` policy a
   * singleton key without singletonSeconds is not enforced (only the short, singleton and stately
   * policies have a unique index on it): two jobs for one invoice can exist (an issue and a
   * manager's resend of a stuck invoice). Exactly once rests on the worker instead: it locks the
   * invoice row, acts only while the invoice is still `waiting`, submits under the key
   * `<invoice id>-<attempt>` (the provider keeps one invoice per key, so a submission retried after
   * a crash mid-call is not doubled) and records `sent` in the same transaction. When the retries run
   * out the invoice shows as stuck on /einvoices and a manager sends it again.
   */
  'einvoice-delivery': { policy: 'standard', retryLimit: 30, retryDelay: 5, retryBackoff: true, expireInSeconds: 30 },
  /** Asks the provider for the tax authority's answer until it has one (same row-lock and state check: `sent`). */
  'einvoice-status': { policy: 'standard', retryLimit: 30, retryDelay: 5, retryBackoff: true, expireInSeconds: 30 },
  /**
   * Reports a sale against a national e-prescription to the e-prescription system
   * (server/modules/eprescriptions/dispensing.ts); one job per order (singleton key).
   */
  'eprescription-dispensing': {
    policy: 'standard',
    retryLimit: 30,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 30,
  },
  /**
   * Hands a link-up message to the national pharmacy data link-up (server/modules/linkups/delivery.ts);
   * queued by the ledger's writer in the posting's transaction; stately with the message id as the
   * singleton key (one queued and one running per message), retried with backoff while the service
   * is unreachable.
   */
  'linkup-delivery': { policy: 'stately', retryLimit: 40, retryDelay: 5, retryBackoff: true, expireInSeconds: 30 },
} satisfies Record<string, QueueOptions>;

export type QueueName = keyof typeof QUEUES;
