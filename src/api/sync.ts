/** The sync endpoints (DESIGN.md §5): push the outbox, pull changed rows, register the device. */
import { getData, sendJson } from './client';
import { parsePullData, pushResponseSchema, type MutationResult, type PushRequest } from '../sync/protocol';

export async function pushMutations(request: PushRequest): Promise<MutationResult[]> {
  const body = await sendJson<unknown>('post', 'sync/push', request);
  return pushResponseSchema.parse(body).data.results;
}

export async function pullChangesPage(cursor: string, limit: number, count: boolean) {
  const data = await getData<unknown>('sync/pull', { cursor, limit, count });
  return parsePullData(data);
}

export async function registerDevice(deviceId: string): Promise<number> {
  const body = await sendJson<{ data: { segment: number } }>('post', 'sync/devices', { device_id: deviceId });
  return body.data.segment;
}
