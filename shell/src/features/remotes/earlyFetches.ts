// The shell's side of boot/earlyFetch.ts (the same symbol; the two bundles share no module).
const EARLY_FETCHES = Symbol.for('krishika.earlyFetches');

/** The response of the boot script's fetch of `url`, once (later calls fetch anew). */
export function takeEarlyFetch(url: string): Promise<Response> | undefined {
  const holder = globalThis as unknown as Record<symbol, Map<string, Promise<Response>> | undefined>;
  const registry = holder[EARLY_FETCHES];
  const response = registry?.get(url);
  registry?.delete(url);
  return response;
}
