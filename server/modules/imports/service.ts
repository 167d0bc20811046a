/**
 * Committing an import job: only its creator, only once, only when the preview found no error,
 * and only with the permission of its kind; the whole file in one transaction. A clash that
 * appeared after the preview (someone took a code meanwhile) fails the job and writes nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { ImportJob } from '../../../src/domain/catalog/imports';
import { hasPermission } from '../../../src/domain/permissions';
import { catalogVi } from '../../../src/i18n/catalog-errors';
import { vi } from '../../../src/i18n/messages';
import { withTenant } from '../../db/tenancy';
import { uniqueViolation } from '../../lib/db-errors';
import type { AuthContext } from '../../plugins/auth';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../plugins/errors';
import { commitCustomers, commitProducts } from './commit';
import type { CustomerCandidate } from './customer-rows';
import type { ProductCandidate } from './product-rows';
import { claimJob, findJob, setJobState, toJob } from './repository';

export async function commitJob(app: FastifyInstance, auth: AuthContext, id: string): Promise<ImportJob> {
  const { tenantId, userId } = auth;
  const job = await withTenant(app.db, tenantId, (tx) => findJob(tx, tenantId, id));
  if (!job || job.createdBy !== userId) throw notFound();
  if (!hasPermission(auth.roles, job.kind === 'products' ? 'viewProductForm' : 'viewSetting')) throw forbidden();
  if (job.errors.length > 0) throw badRequest({ file: [catalogVi.errors.importHasErrors] });
  if (!(await claimJob(app.db, tenantId, id))) throw conflict(catalogVi.errors.importNotReady);
  const progress = (processed: number) => setJobState(app.db, tenantId, id, { processed });
  try {
    await withTenant(app.db, tenantId, (tx) =>
      job.kind === 'products'
        ? commitProducts(tx, { tenantId, userId }, job.rows as ProductCandidate[], progress)
        : commitCustomers(tx, { tenantId }, job.rows as CustomerCandidate[], progress),
    );
  } catch (error) {
    const message = uniqueViolation(error) !== undefined ? catalogVi.errors.codeTaken : vi.errors.internal;
    await setJobState(app.db, tenantId, id, {
      status: 'failed',
      processed: 0,
      errors: [{ row: 1, column: '', message }],
    });
    if (error instanceof AppError) throw error;
    if (uniqueViolation(error) !== undefined) throw badRequest({ file: [message] });
    throw error;
  }
  await setJobState(app.db, tenantId, id, { status: 'done', processed: job.rows.length });
  const done = await withTenant(app.db, tenantId, (tx) => findJob(tx, tenantId, id));
  return toJob(done!);
}
