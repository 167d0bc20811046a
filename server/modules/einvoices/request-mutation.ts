/**
 * `einvoice.request` pushed by a till: the cashier asked for an invoice while offline, so the
 * draft is made when the push arrives (after the order's own `order.create`, pushes apply in
 * order). Refused when the order is unknown, not a paid sale, or already invoiced.
 */
import { AppError } from '../../plugins/errors';
import { MutationRejected, type MutationHandler } from '../sync/mutations';
import type { EinvoiceRequestArgs } from '../../../src/domain/einvoice/schemas';
import { createDraft } from './service';

export const einvoiceRequestHandler: MutationHandler<EinvoiceRequestArgs> = {
  permission: 'viewPOSOrderDetail',
  async apply(args, { tx, auth }) {
    try {
      const id = await createDraft(tx, auth, args);
      return { id };
    } catch (error) {
      if (error instanceof AppError) throw new MutationRejected(error.code, error.message);
      throw error;
    }
  },
};
