/**
 * A server stand-in for the till's engine: answers pushes (every mutation applied) and pulls
 * (nothing new) while `reachable`, and fails like an unreachable network otherwise. Records what
 * it was sent.
 */
import type { MutationResult, PushRequest } from '../../../src/sync/protocol';
import { TransportError, type PullPage, type Transport } from '../../../src/sync/ports';

export class FakeServer implements Transport {
  reachable = false;
  readonly pushed: PushRequest[] = [];
  pulls = 0;

  async push(request: PushRequest): Promise<MutationResult[]> {
    if (!this.reachable) throw new TransportError('network', 'Không kết nối được máy chủ');
    this.pushed.push(request);
    return request.mutations.map((mutation) => ({ id: mutation.id, status: 'applied', result: null }));
  }

  async pull(cursor: string): Promise<PullPage> {
    if (!this.reachable) throw new TransportError('network', 'Không kết nối được máy chủ');
    this.pulls += 1;
    return { changes: [], cursor: cursor === '0' ? '1' : cursor, has_more: false, remaining: 0 };
  }
}
