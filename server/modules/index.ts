/**
 * Every API module, registered under /api/v1. Add one line per module; each module's routes.ts
 * exports a Fastify plugin. The sync module takes the mutation table its push applies.
 */
import { syncProblemRoutes } from './sync/problems-routes';
import type { FastifyInstance } from 'fastify';
import type { MutationTable } from './sync/mutations';
import { healthRoutes } from './health/routes';
import { authRoutes } from './auth/routes';
import { meRoutes } from './me/routes';
import { staffRoutes } from './staff/routes';
import { tenantRoutes } from './tenants/routes';
import { syncRoutes } from './sync/routes';
import { catalogRoutes } from './catalog/routes';
import { customerRoutes } from './customers/routes';
import { doctorRoutes } from './doctors/routes';
import { vendorRoutes } from './vendors/routes';
import { posSettingRoutes } from './pos-settings/routes';
import { settingsRoutes } from './settings/routes';
import { importRoutes } from './imports/routes';
import { posOrderRoutes } from './orders/routes';
import { posRegisterRoutes } from './registers/routes';
import { einvoiceRoutes } from './einvoices/routes';
import { eprescriptionRoutes } from './eprescriptions/routes';
import { reportRoutes } from './reports/routes';
import { stockModuleRoutes } from './stock/routes';
import { linkupRoutes } from './linkups/routes';

export async function registerModules(
  app: FastifyInstance,
  { mutations }: { mutations: MutationTable },
): Promise<void> {
  await app.register(healthRoutes, { prefix: '/api/v1' });
  await app.register(authRoutes, { prefix: '/api/v1' });
  await app.register(meRoutes, { prefix: '/api/v1' });
  await app.register(tenantRoutes, { prefix: '/api/v1' });
  await app.register(staffRoutes, { prefix: '/api/v1' });
  await app.register(syncRoutes, { prefix: '/api/v1', mutations });
  await app.register(syncProblemRoutes, { prefix: '/api/v1' });
  await app.register(catalogRoutes, { prefix: '/api/v1' });
  await app.register(customerRoutes, { prefix: '/api/v1' });
  await app.register(doctorRoutes, { prefix: '/api/v1' });
  await app.register(vendorRoutes, { prefix: '/api/v1' });
  await app.register(posSettingRoutes, { prefix: '/api/v1' });
  await app.register(settingsRoutes, { prefix: '/api/v1' });
  await app.register(importRoutes, { prefix: '/api/v1' });
  await app.register(posOrderRoutes, { prefix: '/api/v1' });
  await app.register(posRegisterRoutes, { prefix: '/api/v1' });
  await app.register(einvoiceRoutes, { prefix: '/api/v1' });
  await app.register(eprescriptionRoutes, { prefix: '/api/v1' });
  await app.register(reportRoutes, { prefix: '/api/v1' });
  await app.register(stockModuleRoutes, { prefix: '/api/v1' });
  await app.register(linkupRoutes, { prefix: '/api/v1' });
}
