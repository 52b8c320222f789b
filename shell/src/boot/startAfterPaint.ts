// index.html's entry modules are preloads marked START_AFTER_PAINT (tooling/vite.ts): fetched and
// parsed in parallel with everything else, evaluated only once the browser has painted the static
// page (header, and the site server's static first screen). Otherwise a fast network lets the
// shell's start-up (React, the router, styled-components) run before the first paint and delay it.

/** tooling/vite.ts START_AFTER_PAINT_ATTRIBUTE (this bundle imports nothing from the app's build). */
const START_AFTER_PAINT_SELECTOR = 'link[rel="modulepreload"][data-start-after-paint]';
/** A tab in the background paints nothing: start anyway after this long. */
export const START_FALLBACK_MS = 250;

export function startAfterFirstPaint({
  doc = document,
  importModule = (url: string) => import(/* @vite-ignore */ url) as Promise<unknown>,
}: { doc?: Document; importModule?: (url: string) => Promise<unknown> } = {}): void {
  const urls = [...doc.querySelectorAll<HTMLLinkElement>(START_AFTER_PAINT_SELECTOR)].map(
    (link) => link.href,
  );
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const url of urls) {
      importModule(url).catch((error: unknown) => console.error(`${url} could not start:`, error));
    }
  };
  // The callback of the next frame runs before it is painted; a task queued from it runs after.
  if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
  setTimeout(start, START_FALLBACK_MS);
}
