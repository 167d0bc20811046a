/**
 * Single-use links (activation, declining an invitation) must be posted once even when React
 * runs an effect twice (StrictMode) or the screen re-renders: the first call's promise is shared.
 */
const calls = new Map<string, Promise<unknown>>();

export function once<T>(key: string, call: () => Promise<T>): Promise<T> {
  let promise = calls.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = call();
    calls.set(key, promise);
  }
  return promise;
}
