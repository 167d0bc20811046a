import { useRef } from 'react';

/**
 * Runs an async action at most once at a time: a second click that lands before the first
 * request has answered (a double click, before React re-renders the button as loading) is
 * ignored instead of sending the request twice. Errors are left to the action's own handler.
 */
export function useOneAtATime<A extends unknown[]>(action: (...args: A) => Promise<unknown>): (...args: A) => void {
  const busy = useRef(false);
  return (...args: A) => {
    if (busy.current) return;
    busy.current = true;
    void action(...args)
      .catch(() => undefined)
      .finally(() => {
        busy.current = false;
      });
  };
}
