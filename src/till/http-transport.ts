/** The engine's Transport over the app's HTTP client; failures become TransportError kinds. */
import { ApiError } from '../api/errors';
import { bootstrapPart, bootstrapPlan, pullChangesPage, pushMutations, registerDevice } from '../api/sync';
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

export const httpTransport: Transport = {
  push: classified(pushMutations),
  pull: classified(pullChangesPage),
  bootstrap: classified(bootstrapPlan),
  bootstrapPart: classified(bootstrapPart),
  registerDevice: classified(registerDevice),
};
