/**
 * Runs an action once however fast its button is clicked: a second click before the first
 * settles is dropped. A button's `loading` state comes a render later, too late for a double
 * click, so the counts and scraps guard their confirmations with this as well.
 */
import { useRef } from 'react';

export function useSingleFlight(): (run: (settled: () => void) => void) => void {
  const busy = useRef(false);
  return (run) => {
    if (busy.current) return;
    busy.current = true;
    run(() => void (busy.current = false));
  };
}
