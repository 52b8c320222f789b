// The moment the visitor's first screen is on the page (a remote's screen rendered, or the shell's own
// page). Work that page doesn't need (supabase-js for the session, the chat widget) waits for it, so
// it never competes with the screen's own files for the network before its largest paint.

/** Pages that aren't a remote's screen (404, Coming Soon, a failed remote) count as shown by then. */
export const FIRST_SCREEN_FALLBACK_MS = 3000;

let resolveShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  resolveShown = resolve;
});
let fallback: ReturnType<typeof setTimeout> | undefined;

/**
 * Runs `callback` once the frame being prepared has been painted and presented: the frame after the
 * next one has started by then.
 */
export function afterNextPaint(callback: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(callback, 0);
    return;
  }
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(callback, 0)));
}

/**
 * Called once a screen has rendered (idempotent). Resolves once it is painted, not at commit: work
 * started earlier (supabase-js, the chat widget) would otherwise compete with the screen's largest
 * paint, and Lighthouse counts whatever loads before that paint in its simulation of it.
 */
export function markFirstScreenShown(): void {
  if (fallback !== undefined) clearTimeout(fallback);
  afterNextPaint(resolveShown);
}

/** Resolves once the first screen has rendered, or FIRST_SCREEN_FALLBACK_MS after the first call. */
export function firstScreenShown(): Promise<void> {
  fallback ??= setTimeout(resolveShown, FIRST_SCREEN_FALLBACK_MS);
  return shown;
}
