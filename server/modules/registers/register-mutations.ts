/**
 * `register.open` and `register.close` pushed by a till (possibly made offline, with the till's
 * session id). Closing recomputes the expected cash from the session's orders and keeps the
 * till's own figure beside it. The user who pushes is recorded as opener or closer.
 */
import { and, eq } from 'drizzle-orm';
import { posSettings, registerSessions } from '../../db/schema/index';
import type { RegisterCloseArgs, RegisterOpenArgs } from '../../../src/domain/pos-schemas';
import { posOrdersVi } from '../../../src/i18n/pos-orders';
import { MutationRejected, type MutationHandler } from '../sync/mutations';
import { closingColumns, computeClosing } from './session-totals';

const r = posOrdersVi.reasons;

export const registerOpenHandler: MutationHandler<RegisterOpenArgs> = {
  permission: 'viewPOSRegister',
  async apply(args, { tx, auth }) {
    const tenantId = auth.tenantId;
    const [till] = await tx
      .select({ id: posSettings.id })
      .from(posSettings)
      .where(and(eq(posSettings.tenantId, tenantId), eq(posSettings.id, args.pos_setting_id)));
    if (!till) throw new MutationRejected('unknown_till', r.unknownTill);
    const inserted = await tx
      .insert(registerSessions)
      .values({
        tenantId,
        id: args.id,
        posSettingId: args.pos_setting_id,
        openedBy: auth.userId,
        openedAt: new Date(args.opened_at),
        openingCash: args.opening_cash,
        openingNote: args.note,
      })
      .onConflictDoNothing()
      .returning({ id: registerSessions.id });
    if (inserted.length === 0) throw new MutationRejected('conflict', r.sessionIdTaken);
    return { id: args.id, state: 'open' };
  },
};

export const registerCloseHandler: MutationHandler<RegisterCloseArgs> = {
  permission: 'viewPOSRegister',
  async apply(args, { tx, auth }) {
    const tenantId = auth.tenantId;
    const [session] = await tx
      .select({ state: registerSessions.state, openingCash: registerSessions.openingCash })
      .from(registerSessions)
      .where(and(eq(registerSessions.tenantId, tenantId), eq(registerSessions.id, args.id)))
      .for('update');
    if (!session) throw new MutationRejected('unknown_register_session', r.unknownSession);
    if (session.state === 'closed') throw new MutationRejected('session_closed', r.sessionClosed);
    const closing = await computeClosing(tx, tenantId, args.id, session.openingCash, args.counted_cash);
    await tx
      .update(registerSessions)
      .set({
        state: 'closed',
        closedBy: auth.userId,
        closedAt: new Date(args.closed_at),
        countedCash: args.counted_cash,
        tillExpectedCash: args.expected_cash,
        closingNote: args.note,
        ...closingColumns(closing),
        updatedAt: new Date(),
      })
      .where(and(eq(registerSessions.tenantId, tenantId), eq(registerSessions.id, args.id)));
    return {
      id: args.id,
      state: 'closed',
      expected_cash: closing.expectedCash,
      counted_cash: closing.countedCash,
      difference: closing.difference,
    };
  },
};
