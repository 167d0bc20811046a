/**
 * What a pushed mutation is applied with (DESIGN.md §5): a handler applies one mutation's effect
 * inside the push's tenant transaction, or refuses it with `MutationRejected` (code + Vietnamese
 * reason). A handler may also apply a run of consecutive mutations of its name at once
 * (`applyBatch`), for ingest speed; push.ts falls back to one at a time if the batch fails
 * unexpectedly. A `MutationTable` pairs each name's args schema with its handler; the till's
 * table is built in handlers.ts.
 */
import type { Jobs } from '../../jobs/queue';
import type { SecretBox } from '../../lib/secret-box';
import type { z } from 'zod';
import type { Tx } from '../../db/connection';
import type { AuthContext } from '../../plugins/auth';
import type { Permission } from '../../../src/domain/permissions';

export class MutationRejected extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'MutationRejected';
  }
}

export interface MutationContext {
  tx: Tx;
  auth: AuthContext;
  deviceId: string;
  mutationId: string;
  /** The durable queue: jobs sent with `tx` exist exactly when the mutation is applied. */
  jobs: Jobs;
  /** Opens secrets at rest (a signing certificate's password). */
  secretBox: SecretBox;
}

/** What a batch handler answers per mutation, in the order given. */
export type BatchOutcome =
  { status: 'applied'; result: unknown } | { status: 'rejected'; code: string; message: string };

export interface BatchItem<A> {
  mutationId: string;
  args: A;
}

export function rejectedOutcome(error: MutationRejected): BatchOutcome {
  return { status: 'rejected', code: error.code, message: error.message };
}

export interface MutationHandler<A> {
  /** Checked per mutation; the push route itself needs only a signed-in user of the tenant. */
  permission?: Permission;
  /** Applies the effect and answers a JSON-able result, stored and replayed on a repeat. */
  apply(args: A, context: MutationContext): Promise<unknown>;
  /**
   * Optional: applies several mutations (new ones, never replays) in order with the same effect as
   * `apply` one after the other, each later one seeing the earlier ones' effects; a rejected one
   * leaves no trace and does not stop the rest. Runs inside one savepoint; push.ts records the
   * applied ids. Throwing anything rolls the whole batch back and push.ts applies it one by one.
   */
  applyBatch?(items: readonly BatchItem<A>[], context: Omit<MutationContext, 'mutationId'>): Promise<BatchOutcome[]>;
}

/** One name's schema (checked before any effect) and the handler that applies its parsed args. */
export interface MutationEntry {
  args: z.ZodType;
  handler: MutationHandler<unknown>;
}

/** The mutations a push can apply, by name. A Map, so a pushed name such as `constructor` finds nothing. */
export type MutationTable = ReadonlyMap<string, MutationEntry>;

/** Pairs every schema with the handler of the same name; the handlers' types follow the schemas. */
export function mutationTable<S extends Record<string, z.ZodType>>(
  schemas: S,
  handlers: { [N in keyof S]: MutationHandler<z.output<S[N]>> },
): MutationTable {
  return new Map(
    Object.keys(schemas).map((name) => [
      name,
      // The handler of `name` takes exactly what the schema of `name` answers; the table forgets which.
      { args: schemas[name]!, handler: handlers[name] as MutationHandler<unknown> },
    ]),
  );
}
