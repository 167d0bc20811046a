/**
 * The mutation registry: what a till may push (DESIGN.md §5). Each entry names its zod args
 * schema and a handler that applies the effect inside the push's tenant transaction. A handler
 * refuses with `MutationRejected` (code + Vietnamese reason); the POS issue registers sales here.
 * A handler may also apply a run of consecutive mutations of its name at once (`applyBatch`), for
 * ingest speed; push.ts falls back to one at a time if the batch fails unexpectedly.
 */
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

export interface MutationDefinition<A> {
  name: string;
  args: z.ZodType<A>;
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

const registry = new Map<string, MutationDefinition<unknown>>();

export function registerMutation<A>(definition: MutationDefinition<A>): void {
  registry.set(definition.name, definition as MutationDefinition<unknown>);
}

export function findMutation(name: string): MutationDefinition<unknown> | undefined {
  return registry.get(name);
}
