/**
 * The mutation registry: what a till may push (DESIGN.md §5). Each entry names its zod args
 * schema and a handler that applies the effect inside the push's tenant transaction. A handler
 * refuses with `MutationRejected` (code + Vietnamese reason); the POS issue registers sales here.
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

export interface MutationDefinition<A> {
  name: string;
  args: z.ZodType<A>;
  /** Checked per mutation; the push route itself needs only a signed-in user of the tenant. */
  permission?: Permission;
  /** Applies the effect and answers a JSON-able result, stored and replayed on a repeat. */
  apply(args: A, context: MutationContext): Promise<unknown>;
}

const registry = new Map<string, MutationDefinition<unknown>>();

export function registerMutation<A>(definition: MutationDefinition<A>): void {
  registry.set(definition.name, definition as MutationDefinition<unknown>);
}

export function findMutation(name: string): MutationDefinition<unknown> | undefined {
  return registry.get(name);
}
