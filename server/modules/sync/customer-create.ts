/**
 * `customer.create`: a customer made at the counter, possibly offline, with the till's id.
 * The human code (KH000001) comes from the tenant's code sequence when the mutation is applied.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { customers } from '../../db/schema/parties';
import { formatCode, reserveCodes } from '../../lib/codes';
import { uniqueViolation } from '../../lib/db-errors';
import { viSync } from '../../../src/i18n/sync';
import type { CustomerCreateArgs } from '../../../src/domain/mutation-args';
import { MutationRejected, type MutationHandler } from './mutations';

export const customerCreateHandler: MutationHandler<CustomerCreateArgs> = {
  permission: 'viewCustomerList',
  async apply(args, { tx, auth }) {
    const [existing] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.tenantId, auth.tenantId), eq(customers.id, args.id)));
    if (existing) throw new MutationRejected('conflict', viSync.reasons.customerIdTaken);
    if (args.phone) {
      const [clash] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(
          and(eq(customers.tenantId, auth.tenantId), eq(customers.phone, args.phone), isNull(customers.deletedAt)),
        );
      if (clash) throw new MutationRejected('phone_taken', viSync.reasons.customerPhoneTaken);
    }
    const code = formatCode('customer', await reserveCodes(tx, auth.tenantId, 'customer'));
    try {
      await tx.insert(customers).values({
        tenantId: auth.tenantId,
        id: args.id,
        code,
        fullName: args.full_name,
        phone: args.phone ?? null,
        gender: args.gender ?? null,
        dateOfBirth: args.date_of_birth ?? null,
        email: args.email ?? null,
        customerGroupId: args.customer_group_id ?? null,
        street: args.street ?? null,
        ward: args.ward ?? null,
        district: args.district ?? null,
        province: args.province ?? null,
        allergies: args.allergies ?? null,
        note: args.note ?? null,
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === undefined) throw error;
      if (constraint.includes('phone')) throw new MutationRejected('phone_taken', viSync.reasons.customerPhoneTaken);
      throw new MutationRejected('conflict', viSync.reasons.customerIdTaken);
    }
    return { id: args.id, code };
  },
};
