// The tiny helper behind embed.js: mounts the assistant parcel into an element with the federation
// runtime. Kept free of the runtime itself (it is handed `loadParcel`) so it is unit-tested alone.
import type {
  KrishikaParcelModule,
  KrishikaParcelProps,
  KrishikaThemeName,
  KrishikaThemeOverrides,
} from '@krishika/tooling/contracts';

export interface MountOptions {
  /** The api's base URL, e.g. https://api.example.com (the assistant calls `/krishika/...` below it). */
  apiBaseUrl: string;
  /** Resolves to the signed-in user's Supabase access token, or null. */
  getAccessToken: () => Promise<string | null>;
  theme?: KrishikaThemeName | KrishikaThemeOverrides;
  /** Called when a visitor's request needs a sign-in; without it the assistant links to `signInUrl`. */
  onSignInRequired?: () => void;
  /** Where the sign-in prompt links without `onSignInRequired` (default `/login`). */
  signInUrl?: string;
}

export interface KrishikaHandle {
  /** Re-renders with new options (e.g. `{ theme: 'dark' }`). */
  update: (next: Partial<MountOptions>) => Promise<void>;
  /** Removes the assistant from the element. */
  unmount: () => Promise<void>;
}

export type ParcelLoader = () => Promise<KrishikaParcelModule>;

let nextId = 0;

export function resolveElement(target: HTMLElement | string): HTMLElement {
  const element = typeof target === 'string' ? document.querySelector(target) : target;
  if (!(element instanceof HTMLElement))
    throw new TypeError(
      `mountKrishika: no element ${typeof target === 'string' ? `matches "${target}"` : 'given'}`,
    );
  return element;
}

/** Loads the parcel, then bootstraps and mounts it into `target` (an element or a CSS selector). */
export async function mountWith(
  loadParcel: ParcelLoader,
  target: HTMLElement | string,
  options: MountOptions,
): Promise<KrishikaHandle> {
  const domElement = resolveElement(target);
  const parcel = await loadParcel();
  nextId += 1;
  let props: KrishikaParcelProps = {
    name: `krishika-embed-${nextId}`,
    domElement,
    apiBaseUrl: options.apiBaseUrl,
    getAccessToken: options.getAccessToken,
    theme: options.theme,
    onSignInRequired: options.onSignInRequired,
    signInUrl: options.signInUrl,
  };
  await parcel.bootstrap(props);
  await parcel.mount(props);
  let mounted = true;
  return {
    async update(next) {
      if (!mounted) throw new Error('mountKrishika: the assistant is unmounted');
      props = { ...props, ...next };
      await parcel.update(props);
    },
    async unmount() {
      if (!mounted) return;
      mounted = false;
      await parcel.unmount(props);
    },
  };
}
