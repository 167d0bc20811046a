/**
 * The job queue's workers for a test app: a worker-running pg-boss on the test's database with the
 * server's workers registered, as a server process has them. Stop it before closing the app.
 */
import { startJobs, type Jobs } from '../../server/jobs/queue';
import { registerWorkers } from '../../server/jobs/workers';
import type { TestApp } from './test-app';

export async function startTestJobs(t: TestApp): Promise<Jobs> {
  const jobs = await startJobs({ ownerUrl: t.database.ownerUrl, workers: true });
  const stopWorkers = await registerWorkers(t.app, jobs);
  return {
    ...jobs,
    boss: jobs.boss,
    stop: async () => {
      await stopWorkers();
      await jobs.stop();
    },
  };
}

/** Waits until `name` has no job left to run (created, retry or active). */
export async function drained(jobs: Jobs, name: string, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if ((await jobs.boss.getQueueSize(name, { before: 'completed' })) === 0) return;
    if (Date.now() > until) throw new Error(`queue ${name} still has jobs after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
