import { useEffect, useState } from 'react';

/** A hidden tab draws no frames; the part comes after this long anyway. */
const NO_FRAME_MS = 100;

/** A page's first content that takes longer than this after the first paint no longer holds the part. */
const PAGE_CONTENT_MS = 1_000;

/** Pages whose first content is on its way (usePageContentPending), and the parts waiting for them. */
let pendingPages = 0;
const waitingParts = new Set<() => void>();

/**
 * Marks the page's first content as on its way while `pending`: a page that reads its content
 * (the till from its database) before it can show it. The parts rendered after the first paint wait
 * for it, up to a second, so that the content the user came for is drawn first.
 */
export function usePageContentPending(pending: boolean): void {
  useEffect(() => {
    if (!pending) return;
    pendingPages += 1;
    return () => {
      pendingPages -= 1;
      if (pendingPages === 0) for (const part of [...waitingParts]) part();
    };
  }, [pending]);
}

/**
 * False at the first render, true from the one after the browser has painted it and the page's
 * first content (usePageContentPending). A part that is not what the user came to the page for
 * renders then, in a task of its own, so that the page itself is on screen sooner on a cheap
 * tablet. The wait is a frame then a task, not the effect alone: Preact runs a component's pending
 * effects early when the component renders again in the same task.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let frame = 0;
    let fallback: ReturnType<typeof setTimeout> | undefined;
    let task: ReturnType<typeof setTimeout> | undefined;
    let pageCap: ReturnType<typeof setTimeout> | undefined;
    const stopWaiting = () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      clearTimeout(pageCap);
      waitingParts.delete(pageDrawn);
    };
    /** After a frame (or NO_FRAME_MS without one): `then`. */
    const afterFrame = (then: () => void) => {
      const once = () => {
        cancelAnimationFrame(frame);
        clearTimeout(fallback);
        then();
      };
      frame = requestAnimationFrame(once);
      fallback = setTimeout(once, NO_FRAME_MS);
    };
    const show = () => {
      task ??= setTimeout(() => setPainted(true), 0);
    };
    // The page's content has been rendered (or it took too long): once it is drawn, the part comes.
    function pageDrawn() {
      stopWaiting();
      afterFrame(show);
    }
    afterFrame(() => {
      // By the first frame every effect of the first render has run, the page's marks included.
      if (pendingPages === 0) return show();
      waitingParts.add(pageDrawn);
      pageCap = setTimeout(pageDrawn, PAGE_CONTENT_MS);
    });
    return () => {
      stopWaiting();
      clearTimeout(task);
    };
  }, []);
  return painted;
}
