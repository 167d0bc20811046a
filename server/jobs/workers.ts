/**
 * The workers and schedules of the durable queue, registered in every server process that runs
 * workers (main.ts, and tests through startTestJobs). Each module owns its handler; this is the list.
 */
import type { FastifyInstance } from 'fastify';
import { registerHousekeeping } from '../modules/auth/housekeeping';
import { registerEinvoiceDelivery } from '../modules/einvoices/delivery';
import { registerEprescriptionDispensing } from '../modules/eprescriptions/dispensing';
import { registerLinkupDelivery } from '../modules/linkups/delivery';
import { registerDashboardWarmer } from '../modules/reports/dashboard-warmer';
import type { Jobs } from './queue';

/** Registers every worker; the function returned stops work under way (call it before jobs.stop()). */
export async function registerWorkers(app: FastifyInstance, jobs: Jobs): Promise<() => Promise<void>> {
  await registerHousekeeping(app, jobs);
  await registerEinvoiceDelivery(app, jobs);
  await registerEprescriptionDispensing(app, jobs);
  await registerLinkupDelivery(app, jobs);
  const stopWarmer = await registerDashboardWarmer(app, jobs);
  return async () => {
    await stopWarmer();
  };
}
