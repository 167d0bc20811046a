import { useEffect, useState } from 'react';

/** A hidden tab draws no frames; the part comes after this long anyway. */
const NO_FRAME_MS = 100;

/**
 * False at the first render, true from the one after the browser has painted it. A part that is
 * not what the user came to the page for renders then, in a task of its own, so that the page
 * itself is on screen sooner on a cheap tablet. The wait is a frame then a task, not the effect
 * alone: Preact runs a component's pending effects early when the component renders again in the
 * same task.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      task ??= setTimeout(() => setPainted(true), 0);
    };
    const frame = requestAnimationFrame(show);
    const fallback = setTimeout(show, NO_FRAME_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      clearTimeout(task);
    };
  }, []);
  return painted;
}
