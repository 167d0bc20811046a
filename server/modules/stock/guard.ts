/** Shared checks of stock documents: a state machine step (409 with a reason), and row timestamps. */
import { canTransition } from '../../../src/domain/stock/states';
import { stockVi } from '../../../src/i18n/stock';
import { conflict } from '../../plugins/errors';

export function assertTransition<S extends string>(machine: Readonly<Record<S, readonly S[]>>, from: S, to: S): void {
  if (!canTransition(machine, from, to)) {
    const names = stockVi.states as Record<string, string>;
    throw conflict(stockVi.errors.illegalTransition(names[from] ?? from, names[to] ?? to));
  }
}

/** Row timestamps as ISO strings, nulls kept. */
export function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}
