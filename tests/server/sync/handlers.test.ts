/**
 * The till's mutation table and the server's handlers cover the same names: checked by tsc (a
 * handler map without one of the till's names does not compile) and here at run time, where the
 * push applies each name with the till's own schema.
 */
import { describe, expect, it } from 'vitest';
import { tillHandlers, tillMutations, type TillHandlers } from '../../../server/modules/sync/handlers';
import { TILL_MUTATIONS } from '../../../src/domain/mutations';

describe('the till mutations and their handlers', () => {
  it('pairs every mutation a till can queue with its handler and its schema, and nothing else', () => {
    const names = Object.keys(TILL_MUTATIONS).sort();
    expect(names).toEqual([
      'customer.create',
      'doctor.create',
      'einvoice.register',
      'einvoice.request',
      'order.create',
      'register.close',
      'register.open',
    ]);
    expect(Object.keys(tillHandlers).sort()).toEqual(names);
    expect([...tillMutations.keys()].sort()).toEqual(names);
    for (const name of names) {
      const entry = tillMutations.get(name)!;
      expect(entry.args).toBe(TILL_MUTATIONS[name as keyof typeof TILL_MUTATIONS]);
      expect(entry.handler).toBe(tillHandlers[name as keyof TillHandlers]);
    }
    // Names a till might send that are not mutations find nothing, not Object.prototype's members.
    for (const name of ['sale.create', 'constructor', '__proto__', 'toString'])
      expect(tillMutations.get(name)).toBeUndefined();
  });

  it('does not compile a handler map that misses one of the till mutations', () => {
    const { 'einvoice.request': _dropped, ...rest } = tillHandlers;
    // @ts-expect-error: 'einvoice.request' can be queued by a till, so the map must handle it
    const partial: TillHandlers = rest;
    expect(Object.keys(partial)).not.toContain('einvoice.request');
  });
});
