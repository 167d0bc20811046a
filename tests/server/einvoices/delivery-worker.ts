/**
 * A server process that only runs the job queue's workers, for the delivery tests: started as a
 * child (`node --import tsx delivery-worker.ts <owner url> <data key>`) so a test can run two at
 * once and kill one with SIGKILL mid-delivery. Prints "ready" once its workers poll.
 */
import { buildApp } from '../../../server/app';
import { connectApp } from '../../../server/db/connection';
import { startJobs } from '../../../server/jobs/queue';
import { registerWorkers } from '../../../server/jobs/workers';
import { testConfig } from '../../fixtures/test-config';

const [ownerUrl, dataKey] = process.argv.slice(2);
if (!ownerUrl || !dataKey) throw new Error('usage: delivery-worker.ts <owner url> <data key>');
const database = connectApp(ownerUrl, 4);
const jobs = await startJobs({ ownerUrl, workers: true, maintenanceIntervalSeconds: 1 });
const app = await buildApp({ config: testConfig({ dataKey }), database, jobs, logger: false });
await registerWorkers(app, jobs);
process.stdout.write('ready\n');
