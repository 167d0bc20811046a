/** The back office's sync problems (GET/POST /api/v1/sync-problems). */
import type { SyncProblem, SyncProblemResolveInput } from '../domain/sync-problems';
import { getData, sendJson } from './client';
import { resource } from './resource';

export const syncProblemsApi = resource<SyncProblem, never>('sync-problems');

export const countOpenSyncProblems = async () => (await getData<{ open: number }>('sync-problems/count')).open;

export async function resolveSyncProblem(input: SyncProblemResolveInput): Promise<void> {
  await sendJson<unknown>('post', 'sync-problems/resolve', input);
}
