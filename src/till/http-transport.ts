/** The engine's Transport over the app's HTTP client; failures become TransportError kinds. */
import { ApiError } from '../api/errors';
import { TransportError, type Transport } from '../sync/ports';

function classify(error: unknown): TransportError {
  if (error instanceof ApiError) {
    if (error.status === 0) return new TransportError('network', error.message);
    if (error.status === 401) return new TransportError('auth', error.message);
    return new TransportError('server', error.message, error.retryAfterMs);
  }
  return new TransportError('server', error instanceof Error ? error.message : String(error));
}

/** The call with its failures turned into TransportError kinds. */
function classified<A extends unknown[], R>(call: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args) => {
    try {
      return await call(...args);
    } catch (error) {
      throw classify(error);
    }
  };
}

/** The endpoints and the schemas their answers are checked with load with the first exchange, not
 * with the page: an offline till boots without them (issue 16). */
const syncApi = () => import('../api/sync');
type Args<K extends keyof Transport> = Parameters<NonNullable<Transport[K]>>;

export const httpTransport: Transport = {
  push: classified(async (...args: Args<'push'>) => (await syncApi()).pushMutations(...args)),
  pull: classified(async (...args: Args<'pull'>) => (await syncApi()).pullChangesPage(...args)),
  bootstrap: classified(async () => (await syncApi()).bootstrapPlan()),
  bootstrapPart: classified(async (...args: Args<'bootstrapPart'>) => (await syncApi()).bootstrapPart(...args)),
  registerDevice: classified(async (...args: Args<'registerDevice'>) => (await syncApi()).registerDevice(...args)),
};
