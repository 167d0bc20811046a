/**
 * A dialog or drawer whose code is not part of its page's first load (issue 16): nothing renders
 * until `open` is first true, then its code loads (or is already there, fetched by `preload` when
 * the page was idle) and it stays mounted, so it closes with its animation and opens at once the
 * next time. Chakra's dialogs mount their content only while open anyway; this also keeps their
 * code, and the dialog machinery behind them, out of the first download and the first render.
 * If the code cannot be fetched, lazyPart shows a Vietnamese message with a retry in its place.
 */
import { useRef, type ComponentType } from 'react';
import { lazyPart } from './lazy-part';

export function lazyOverlay<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Part = lazyPart(load, null);
  function LazyOverlay(props: P) {
    const opened = useRef(false);
    if (props.open) opened.current = true;
    return opened.current ? <Part {...props} /> : null;
  }
  /** Fetches the code ahead of the first opening; a failure shows when it is opened. */
  LazyOverlay.preload = () => void load().catch(() => undefined);
  return LazyOverlay;
}
