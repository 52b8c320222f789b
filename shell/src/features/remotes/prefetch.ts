// Remotes open before the click lands. A link to a remote's public route that is hovered, focused or
// touched loads that remote's screen (its files preloaded in parallel, then the module itself); once
// the page's own first screen is shown and the browser is idle, the remotes behind the links in view
// get their first-screen files preloaded (fetched and parsed, not run). Nothing starts before the
// current page's first screen except on the visitor's own intent, and a Save-Data connection gets
// the intent part only. Guarded routes are left alone: their guard decides before their remote loads.
import { matchPath } from 'react-router-dom';
import { addModulePreloads, firstScreenListUrl, firstScreenUrls } from '../../boot/firstScreenPreload';
import { takeEarlyFetch } from './earlyFetches';
import type { ManifestRoute } from './manifest';

export interface PrefetchOptions {
  routes: readonly ManifestRoute[];
  /** The entry URL this page runs for a remote (its channel chosen), or null. */
  entryOf: (remote: string) => string | null;
  /** Loads the screen a path shows (RemoteScreen's preloadScreenFor). */
  loadScreen: (pathname: string, routes: readonly ManifestRoute[]) => Promise<void>;
  /** Resolves once the page's first screen is shown and the browser is idle. */
  whenIdle: () => Promise<void>;
  doc?: Document;
  fetchImpl?: typeof fetch;
}

export interface Prefetching {
  /** Preloads the first-screen files of the remotes behind the links now in view, when idle. */
  linksInViewWhenIdle(): void;
  stop(): void;
}

function saveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

export function startPrefetching({
  routes,
  entryOf,
  loadScreen,
  whenIdle,
  doc = document,
  fetchImpl = (input, init) => fetch(input, init),
}: PrefetchOptions): Prefetching {
  const warmed = new Set<string>();
  const loaded = new Set<string>();
  let stopped = false;

  /** The public or guest route a link opens on this site, with its path. */
  function routeOf(anchor: HTMLAnchorElement): { route: ManifestRoute; pathname: string } | null {
    let url: URL;
    try {
      url = new URL(anchor.href, doc.baseURI);
    } catch {
      return null;
    }
    if (url.origin !== new URL(doc.baseURI).origin) return null;
    const route = routes.find((candidate) => matchPath(candidate.path, url.pathname));
    if (!route || (route.access !== 'public' && route.access !== 'guest')) return null;
    return { route, pathname: url.pathname };
  }

  /** modulepreload links for a remote's first-screen files (each remote once). */
  function warm(remote: string): void {
    const entry = entryOf(remote);
    if (stopped || !entry || warmed.has(remote)) return;
    warmed.add(remote);
    const listUrl = firstScreenListUrl(entry);
    // The page's own remote: the list the boot script already fetched, not a second request.
    (takeEarlyFetch(listUrl) ?? fetchImpl(listUrl))
      .then((response) => {
        if (!response.ok) throw new Error(`${listUrl} answered ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((list) => addModulePreloads(doc, firstScreenUrls(list, entry)))
      .catch(() => warmed.delete(remote)); // only a hint: tried again on the next occasion
  }

  /** The visitor means to open the link: its remote's files now, then its screen. */
  function onIntent(event: Event): void {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const target = routeOf(anchor);
    if (!target) return;
    warm(target.route.remote);
    if (loaded.has(target.route.path)) return;
    loaded.add(target.route.path);
    void loadScreen(target.pathname, routes);
  }

  function linksInView(): void {
    const view = doc.defaultView;
    const height = view?.innerHeight ?? 0;
    const width = view?.innerWidth ?? 0;
    for (const anchor of doc.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const target = routeOf(anchor);
      if (!target || warmed.has(target.route.remote)) continue;
      const box = anchor.getBoundingClientRect();
      const inView =
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.top < height &&
        box.right > 0 &&
        box.left < width;
      if (inView) warm(target.route.remote);
    }
  }

  const events = ['mouseover', 'focusin', 'touchstart'] as const;
  for (const type of events) doc.addEventListener(type, onIntent, { passive: true, capture: true });

  const prefetching: Prefetching = {
    linksInViewWhenIdle() {
      if (saveData()) return;
      void whenIdle().then(() => {
        if (!stopped) linksInView();
      });
    },
    stop() {
      stopped = true;
      for (const type of events) doc.removeEventListener(type, onIntent, { capture: true });
    },
  };
  prefetching.linksInViewWhenIdle();
  return prefetching;
}

/** Once the page's first screen is shown, at the browser's next idle moment (Safari: soon after). */
export function afterFirstScreenIdle(firstScreenShown: () => Promise<void>): () => Promise<void> {
  return () =>
    firstScreenShown().then(
      () =>
        new Promise<void>((resolve) => {
          if (typeof window.requestIdleCallback === 'function') {
            window.requestIdleCallback(() => resolve(), { timeout: 2000 });
          } else {
            window.setTimeout(resolve, 200);
          }
        }),
    );
}
