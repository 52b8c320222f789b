// Runs before the shell's own start-up (its own tiny entry, see `boot/preload.ts`): reads
// /remotes.json (preloaded by index.html), finds the public remote that owns this page, reads that
// remote's build-time list of first-screen files (`first-screen.json` beside its remoteEntry.js) and
// modulepreloads them all at once. The remote's chain (entry → federation runtime → shared import map
// → expose → its chunks) then downloads in parallel with the shell's own files instead of one round
// trip after another once the shell has started. Only a hint: on any failure nothing is preloaded and
// the shell loads the remote as it always does. Guarded routes are left alone (their guard decides
// before the remote is fetched), and no other remote is touched.
import type { FirstScreenFile } from '@krishika/tooling/contracts';
import { pathMatches, publicRouteFor } from '@krishika/tooling/route-match';
import { earlyFetch } from './earlyFetch';

/** The expose the shell renders a route with. */
const ROUTES_EXPOSE = './routes';
const FIRST_SCREEN_FILE = 'first-screen.json';
/** compat.json (tooling/compat.ts; not imported: the boot script stays tiny). */
const COMPAT_FILE = 'compat.json';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export { pathMatches };

/**
 * The absolute entry URL of the remote that owns `pathname`, if that route is public or for guests
 * (a sign-in page is shown while the session is read, see Guard).
 */
export function publicEntryFor(manifest: unknown, pathname: string, base: string): string | null {
  return publicRouteFor(manifest, pathname, base, { guest: true })?.entry.href ?? null;
}

/** The first-screen.json beside a remote's `entry`. */
export const firstScreenListUrl = (entry: string): string => new URL(FIRST_SCREEN_FILE, entry).href;

/** Adds a `<link rel="modulepreload">` for each of `urls` the document does not preload yet. */
export function addModulePreloads(doc: Document, urls: readonly string[]): void {
  const present = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
  );
  for (const href of urls) {
    if (present.has(href)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }
}

/** The absolute URLs to preload for the `./routes` expose of the remote at `entry`. */
export function firstScreenUrls(list: unknown, entry: string): string[] {
  if (!isObject(list) || !Array.isArray(list['common']) || !isObject(list['exposes'])) return [];
  const { common, exposes } = list as unknown as FirstScreenFile;
  const files = [...common, ...(Array.isArray(exposes[ROUTES_EXPOSE]) ? exposes[ROUTES_EXPOSE] : [])];
  const urls = new Set<string>();
  for (const file of files) {
    if (typeof file !== 'string') continue;
    const url = new URL(file, entry);
    // Only files beside the entry: a list can't send the page anywhere else.
    if (url.origin === new URL(entry).origin) urls.add(url.href);
  }
  return [...urls];
}

async function getJson(pending: Promise<Response>, url: string): Promise<unknown> {
  const response = await pending;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json() as Promise<unknown>;
}

/** Adds `<link rel="modulepreload">` for the first screen's files of the page's public remote. */
export async function preloadFirstScreen({
  doc = document,
  fetchImpl = fetch,
}: { doc?: Document; fetchImpl?: typeof fetch } = {}): Promise<string[]> {
  try {
    const location = doc.defaultView?.location ?? window.location;
    // index.html preloads it; the shell takes this very response over (takeEarlyFetch).
    const manifest = await getJson(earlyFetch('/remotes.json', fetchImpl), '/remotes.json');
    const entry = publicEntryFor(manifest, location.pathname, location.href);
    if (!entry) return [];
    // The shell checks the remote's build record before loading it: fetched now, taken over then.
    earlyFetch(new URL(COMPAT_FILE, entry).href, fetchImpl).catch(() => undefined);
    // Kept for the shell too: its link prefetching (prefetch.ts) takes it over for this remote.
    const listUrl = firstScreenListUrl(entry);
    const urls = firstScreenUrls(await getJson(earlyFetch(listUrl, fetchImpl), listUrl), entry);
    addModulePreloads(doc, urls);
    return urls;
  } catch {
    return []; // only a hint: the shell loads the remote anyway
  }
}
