import { useEffect, useState } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(REDUCED_MOTION).matches
  );
}

/**
 * `text` typed out one character every `intervalMs` (the part typed so far), or all of it at once for
 * visitors who ask for reduced motion. Returns the visible part and whether typing has finished.
 */
export function useTypewriter(text: string, intervalMs: number): { typed: string; done: boolean } {
  const [count, setCount] = useState(() => (prefersReducedMotion() ? text.length : 0));

  useEffect(() => {
    if (prefersReducedMotion()) return;
    const timer = window.setInterval(() => {
      setCount((current) => {
        if (current + 1 >= text.length) window.clearInterval(timer);
        return Math.min(current + 1, text.length);
      });
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [text, intervalMs]);

  return { typed: text.slice(0, count), done: count >= text.length };
}
