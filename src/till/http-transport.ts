/** The engine's Transport over the app's HTTP client; failures become TransportError kinds. */
import { ApiError } from '../api/errors';
import { pullChangesPage, pushMutations, registerDevice } from '../api/sync';
import { TransportError, type Transport } from '../sync/ports';

function classify(error: unknown): TransportError {
  if (error instanceof ApiError) {
    if (error.status === 0) return new TransportError('network', error.message);
    if (error.status === 401) return new TransportError('auth', error.message);
    return new TransportError('server', error.message, error.retryAfterMs);
  }
  return new TransportError('server', error instanceof Error ? error.message : String(error));
}

export const httpTransport: Transport = {
  async push(request) {
    try {
      return await pushMutations(request);
    } catch (error) {
      throw classify(error);
    }
  },
  async pull(cursor, limit, count) {
    try {
      return await pullChangesPage(cursor, limit, count);
    } catch (error) {
      throw classify(error);
    }
  },
  async registerDevice(deviceId) {
    try {
      return await registerDevice(deviceId);
    } catch (error) {
      throw classify(error);
    }
  },
};
