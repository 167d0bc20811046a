/** The sync endpoints (DESIGN.md §5): push the outbox, pull changed rows, register the device. */
import { getData, sendJson } from './client';
import {
  bootstrapPlanSchema,
  parseBootstrapPart,
  parsePullData,
  pushResponseSchema,
  type BootstrapPlan,
  type MutationResult,
  type ProductBlock,
  type PushRequest,
} from '../sync/protocol';

export async function pushMutations(request: PushRequest): Promise<MutationResult[]> {
  const body = await sendJson<unknown>('post', 'sync/push', request);
  return pushResponseSchema.parse(body).data.results;
}

export async function pullChangesPage(cursor: string, limit: number, count: boolean, productsAfter?: string) {
  const data = await getData<unknown>('sync/pull', {
    cursor,
    limit,
    count,
    ...(productsAfter === undefined ? {} : { products_after: productsAfter }),
  });
  return parsePullData(data);
}

export async function bootstrapPlan(): Promise<BootstrapPlan> {
  return bootstrapPlanSchema.parse(await getData<unknown>('sync/bootstrap'));
}

export async function bootstrapPart(part: number, parts: number): Promise<ProductBlock[]> {
  return parseBootstrapPart(await getData<unknown>(`sync/bootstrap/${part}`, { parts }), part, parts);
}

export async function registerDevice(deviceId: string): Promise<number> {
  const body = await sendJson<{ data: { segment: number } }>('post', 'sync/devices', { device_id: deviceId });
  return body.data.segment;
}
