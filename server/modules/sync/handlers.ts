/**
 * The server's side of the till's mutation table (src/domain/mutations.ts): one handler for each
 * mutation a till can queue, imported here by name. The map's type is built from the till's
 * table, so a mutation the till can queue without a handler here (or a handler for a name the
 * till does not know) is a compile error, not a `unknown_mutation` refusal found in the field.
 */
import { TILL_MUTATIONS, type MutationArgs, type MutationName } from '../../../src/domain/mutations';
import { cashRegisterInvoiceHandler } from '../einvoices/cash-register';
import { einvoiceRequestHandler } from '../einvoices/request-mutation';
import { orderCreateHandler } from '../orders/order-create';
import { registerCloseHandler, registerOpenHandler } from '../registers/register-mutations';
import { customerCreateHandler } from './customer-create';
import { doctorCreateHandler } from './doctor-create';
import { mutationTable, type MutationHandler } from './mutations';

export type TillHandlers = { [N in MutationName]: MutationHandler<MutationArgs<N>> };

export const tillHandlers: TillHandlers = {
  'order.create': orderCreateHandler,
  'register.open': registerOpenHandler,
  'register.close': registerCloseHandler,
  'customer.create': customerCreateHandler,
  'doctor.create': doctorCreateHandler,
  'einvoice.request': einvoiceRequestHandler,
  'einvoice.register': cashRegisterInvoiceHandler,
};

/** What POST /sync/push applies: each till mutation's schema beside its handler. */
export const tillMutations = mutationTable(TILL_MUTATIONS, tillHandlers);
