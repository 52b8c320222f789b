// Requests the boot script makes before the shell's own code has loaded, handed over to the shell so
// the same file isn't fetched twice (a <link rel="preload"> serves one fetch only). The boot script
// must share no module with the shell (it would then wait for the shell's chunks), so the two sides
// meet in a registry under a well-known symbol: this side fills it, `takeEarlyFetch` in
// features/remotes/earlyFetches.ts empties it.
export const EARLY_FETCHES = Symbol.for('krishika.earlyFetches');

/** Fetches `url` now and keeps the response for the shell's first takeEarlyFetch(url). */
export function earlyFetch(url: string, fetchImpl: typeof fetch = fetch): Promise<Response> {
  const holder = globalThis as unknown as Record<symbol, Map<string, Promise<Response>> | undefined>;
  const response = fetchImpl(url);
  // A fetch the shell never takes over must not surface as an unhandled rejection (a taker still sees it).
  response.catch(() => undefined);
  (holder[EARLY_FETCHES] ??= new Map()).set(url, response);
  return response.then((r) => r.clone());
}
