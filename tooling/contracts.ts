// Hand-written types of what each remote exposes (federation's type plugin is off: the
// shell has no build-time remotes; see docs/decisions/0002-runtime-composition.md).
// Import with `import type` only: these are contracts, not code.
import type { ComponentType } from 'react';

/** Who may open a route; the shell's guards enforce it before the remote is even fetched. */
export type RouteAccess = 'public' | 'guest' | 'authenticated' | 'buyer' | 'supplier';

/** One screen of a remote, rendered by the shell's router at `path` (react-router syntax). */
export interface RemoteRoute {
  path: string;
  Component: ComponentType;
  /** The document title for the screen. */
  title: string;
  /**
   * For a screen whose code loads on demand: loads it, after which `Component` renders without
   * suspending. The host awaits it before a page's first render, so the page's static HTML is never
   * swapped for a loading state and back.
   */
  preload?: () => Promise<unknown>;
}

/** `<remote>/routes`: every remote exposes its screens this way. */
export interface RoutesModule {
  routes: readonly RemoteRoute[];
}

/** `mf_krishika/ChatWidget`: the floating chat the shell mounts on every page, lazily. */
export interface ChatWidgetModule {
  ChatWidget: ComponentType;
  default?: ComponentType;
}

/** What `mf_krishika/CatalogUpload` tells its host after a catalog PDF was read (POST /upload_catalog). */
export interface CatalogUploadOutcome {
  /** The stored upload's id, when the api returned one. */
  id: string | null;
  fileName: string;
  pages: number | null;
  /** Products read from the PDF; each is now a draft product (source `catalog`) of the uploader. */
  productsExtracted: number;
  warnings: string[];
}

export interface CatalogUploadProps {
  /** Called once per successful upload (after the success toast). */
  onUploaded?: (outcome: CatalogUploadOutcome) => void;
  /** Replaces the panel's one-line description. */
  description?: string;
}

/**
 * `mf_krishika/CatalogUpload`: the assistant page's "Upload Catalog PDF" panel (drag and drop or picker,
 * PDF under 10 MB, real progress, the page's toasts), calling the api through mf-krishika's own request
 * layer with the signed-in user's token. Rendered inside the host's UiProvider (theme and toasts).
 */
export interface CatalogUploadModule {
  CatalogUpload: ComponentType<CatalogUploadProps>;
  default?: ComponentType<CatalogUploadProps>;
}

export type KrishikaThemeName = 'light' | 'dark';

/**
 * Overrides of the embedded assistant's theme tokens, on top of `base` (light by default). Keys are
 * shared-ui's token names, e.g. `{ base: 'dark', color: { brand: '#7c3aed' }, radius: { lg: '4px' } }`.
 */
export interface KrishikaThemeOverrides {
  base?: KrishikaThemeName;
  color?: Partial<Record<string, string>>;
  radius?: Partial<Record<string, string>>;
  font?: { family?: string };
}

/** What an integrator passes to the assistant parcel's lifecycles (`mf_krishika/parcel`). */
export interface KrishikaParcelProps {
  /** The element the assistant renders into (its content is replaced). */
  domElement: HTMLElement;
  /** The api's base URL (the assistant calls `${apiBaseUrl}/krishika/...`). */
  apiBaseUrl: string;
  /** The signed-in user's Supabase access token (sent as a Bearer token), or null. */
  getAccessToken: () => Promise<string | null>;
  theme?: KrishikaThemeName | KrishikaThemeOverrides;
  /** Tells several mounted instances apart; derived from `domElement` when absent. */
  name?: string;
  /** Called when a visitor's request needs a sign-in (the api answered 401); the assistant also shows a
   * sign-in prompt, whose button calls it again. */
  onSignInRequired?: () => void;
  /** Where the sign-in prompt links when there is no `onSignInRequired` (default `/login`). */
  signInUrl?: string;
}

/** `mf_krishika/parcel`: single-spa lifecycles of the embeddable assistant. */
export interface KrishikaParcelModule {
  bootstrap: (props: KrishikaParcelProps) => Promise<void>;
  mount: (props: KrishikaParcelProps) => Promise<void>;
  /** Re-renders a mounted parcel with new props (e.g. another theme). */
  update: (props: KrishikaParcelProps) => Promise<void>;
  unmount: (props: KrishikaParcelProps) => Promise<void>;
}

/**
 * `<remote>/first-screen.json`, written by every remote's build next to its remoteEntry.js: the module
 * files (relative to remoteEntry.js) that loading an expose needs before it can render, so the host
 * can preload them in one go instead of discovering them one round trip after another.
 */
export interface FirstScreenFile {
  /** remoteEntry.js, the federation runtime and the shared import map: needed by every expose. */
  common: string[];
  /** The expose's own static imports, by expose key (`./routes`). */
  exposes: Record<string, string[]>;
  /**
   * A route's screen as static HTML (route path as in remotes.json → the screen, or, from older
   * builds, its markup alone), rendered at build time. The site server sends it inside the document,
   * so the page paints before the remote's JS has arrived; the remote's real screen then replaces it,
   * looking the same.
   */
  screens?: Record<string, string | FirstScreen>;
}

/** A route's screen rendered at build time, with what the document's head says about it. */
export interface FirstScreen {
  /** The markup, with its own <style>. */
  html: string;
  /** The document title, as the live page sets it. */
  title: string;
  /** The page's meta description. */
  description: string;
}
