/**
 * Every mutation a till can queue offline (DESIGN.md §5), by name, with the zod schema of its
 * args: the till queues only these names with args of their schema (src/db/outbox.ts), and the
 * server checks the args against the same schema before its handler applies them. The server's
 * handler map (server/modules/sync/handlers.ts) is typed by this table, so a name here without a
 * handler there does not compile.
 */
import type { z } from 'zod';
import { cashRegisterInvoiceArgs, einvoiceRequestArgs } from './einvoice/schemas';
import { customerCreateArgs, doctorCreateArgs } from './mutation-args';
import { orderCreateArgsSchema, registerCloseArgsSchema, registerOpenArgsSchema } from './pos-schemas';

export const TILL_MUTATIONS = {
  'order.create': orderCreateArgsSchema,
  'register.open': registerOpenArgsSchema,
  'register.close': registerCloseArgsSchema,
  'customer.create': customerCreateArgs,
  'doctor.create': doctorCreateArgs,
  'einvoice.request': einvoiceRequestArgs,
  'einvoice.register': cashRegisterInvoiceArgs,
} as const satisfies Record<string, z.ZodType>;

export type MutationName = keyof typeof TILL_MUTATIONS;

/** The args a handler receives: what the name's schema answers after parsing. */
export type MutationArgs<N extends MutationName> = z.output<(typeof TILL_MUTATIONS)[N]>;

/** The args a till may queue under a name: anything the name's schema accepts. */
type MutationInput<N extends MutationName> = z.input<(typeof TILL_MUTATIONS)[N]>;

/** One mutation as the till queues it: a name with args of that name's schema (a union, one member per name). */
export type TillMutation = { [N in MutationName]: { name: N; args: MutationInput<N> } }[MutationName];
