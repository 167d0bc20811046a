/**
 * The till session follows the sign-in (DESIGN.md §5): opened for the user's tenant, closed at
 * sign-out with the outbox kept on disk, and at the next sign-in of the tenant the outbox drains.
 * Outside the signed-in tree there is no session, and the hook says so instead of doing nothing.
 */
import { render } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { clearSession, storeSession } from '../../../src/api/session';
import { TillDb } from '../../../src/db/database';
import { createCustomerAtCounter } from '../../../src/db/customers';
import { listOutbox } from '../../../src/db/outbox';
import { openTillSession } from '../../../src/till/open-session';
import { useTillSession } from '../../../src/till/session-context';
import { followSignedInTill, type SignedInTill } from '../../../src/till/signed-in-till';
import { FakeServer } from './fake-transport';

const signIn = (tenantId: string) =>
  storeSession({
    access_token: uuidv7(),
    refresh_token: uuidv7(),
    user: { id: uuidv7(), tenant_id: tenantId, email: 'thungan@demo.pharmatill.vn', roles: ['cashier'] } as never,
  });

let till: SignedInTill | undefined;
afterEach(() => till?.stop());

describe('the signed-in till', () => {
  it('keeps a sale made offline through sign-out and sends it at the next sign-in', async () => {
    const tenant = uuidv7();
    const server = new FakeServer();
    till = followSignedInTill((tenantId) => openTillSession(tenantId, { transport: server }));
    const changes: (string | null)[] = [];
    till.subscribe(() => changes.push(till?.current()?.tenantId ?? null));
    expect(till.current()).toBeNull();

    signIn(tenant);
    const first = till.current();
    expect(first?.tenantId).toBe(tenant);
    await createCustomerAtCounter(first!.db, { full_name: 'Nguyễn Văn An', phone: '0901234567' });
    expect(await first!.pendingCount()).toBe(1);

    clearSession();
    expect(till.current()).toBeNull();
    expect(first!.db.isOpen()).toBe(false);
    // Still on disk, read by another connection.
    const disk = new TillDb(tenant);
    expect((await listOutbox(disk)).map((entry) => entry.name)).toEqual(['customer.create']);
    disk.close();
    expect(server.pushed).toEqual([]);

    server.reachable = true;
    signIn(tenant);
    const second = till.current();
    expect(second).not.toBe(first);
    await vi.waitFor(async () => expect(await second!.pendingCount()).toBe(0));
    expect(server.pushed.flatMap((push) => push.mutations.map((mutation) => mutation.name))).toEqual([
      'customer.create',
    ]);
    expect(server.pushed[0]?.mutations[0]?.args).toMatchObject({ full_name: 'Nguyễn Văn An' });
    expect(changes).toEqual([tenant, null, tenant]);
  });

  it('switches to the tenant of whoever signs in next', () => {
    till = followSignedInTill((tenantId) => openTillSession(tenantId, { transport: new FakeServer() }));
    const [a, b] = [uuidv7(), uuidv7()];
    signIn(a);
    const first = till.current();
    signIn(b);
    expect(till.current()?.tenantId).toBe(b);
    expect(first?.db.isOpen()).toBe(false);
  });

  it('opens through a lazily loaded opener: opening meanwhile, and a session that arrives after sign-out is closed', async () => {
    const [a, b] = [uuidv7(), uuidv7()];
    const opened: { tenantId: string; db: TillDb }[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    till = followSignedInTill(async (tenantId) => {
      await gate;
      const session = openTillSession(tenantId, { transport: new FakeServer() });
      opened.push(session);
      return session;
    });
    expect(till.opening()).toBe(false);
    signIn(a);
    expect(till.opening()).toBe(true);
    expect(till.current()).toBeNull();
    signIn(b);
    release();
    await vi.waitFor(() => expect(till?.current()?.tenantId).toBe(b));
    expect(till.opening()).toBe(false);
    // a's session arrived after its user was replaced by b's: closed, never current. Closed while
    // its database was still opening, so Dexie's `isOpen()` may race; `hasBeenClosed()` is the close.
    expect(opened.find((s) => s.tenantId === a)?.db.hasBeenClosed()).toBe(true);
    clearSession();
    expect(till.current()).toBeNull();
    expect(opened.find((s) => s.tenantId === b)?.db.isOpen()).toBe(false);
  });

  it('reports an opener that fails (the till code did not load) instead of waiting for ever', async () => {
    till = followSignedInTill(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    signIn(uuidv7());
    await vi.waitFor(() => expect(till?.failure()?.message).toMatch(/dynamically imported/));
    expect(till.opening()).toBe(false);
    expect(till.current()).toBeNull();
  });

  it('refuses to give a session outside the signed-in tree', () => {
    function Till() {
      return <p>{useTillSession().tenantId}</p>;
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Till />)).toThrow('useTillSession() is used outside <TillSessionProvider>');
    quiet.mockRestore();
  });
});
