import { startTransition, useEffect, useState } from 'react';

/** Runs `callback` after the browser has painted the frame being prepared now. */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * How many of `total` parts to render: one more after each paint, so a long page mounts in small
 * steps (each a transition, interruptible by input) instead of one long task. `all` shows everything
 * at once (e.g. to scroll to a part).
 */
export function useProgressiveReveal(total: number, { all = false }: { all?: boolean } = {}): number {
  const [shown, setShown] = useState(() => (all ? total : 0));
  // Once everything was asked for, it stays.
  if (all && shown < total) setShown(total);
  useEffect(() => {
    if (shown >= total) return;
    return afterNextPaint(() => startTransition(() => setShown((current) => Math.min(current + 1, total))));
  }, [shown, total]);
  return Math.max(shown, all ? total : 0);
}
