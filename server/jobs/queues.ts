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
   * Hands an issued e-invoice to the shop's provider (server/modules/einvoices/delivery.ts); one
   * queued job per invoice (singleton key), retried with backoff while the provider is unreachable.
   */
  'einvoice-delivery': { policy: 'standard', retryLimit: 30, retryDelay: 5, retryBackoff: true, expireInSeconds: 30 },
  /** Asks the provider for the tax authority's answer until it has one. */
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
