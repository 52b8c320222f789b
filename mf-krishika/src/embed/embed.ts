// embed.js: the assistant for any page, with no React and no build step of its own:
//
//   <script type="module">
//     import { mountKrishika } from 'https://<site>/remotes/mf-krishika/embed.js';
//     await mountKrishika('#assistant', { apiBaseUrl, getAccessToken, theme: 'light' });
//   </script>
//
// It bundles the Module Federation runtime, registers this remote (remoteEntry.js next to this file,
// wherever the remote is deployed) and mounts its `./parcel` with single-spa's lifecycles. Built by
// vite.config.ts as a self-contained ES module next to remoteEntry.js.
import { createInstance } from '@module-federation/runtime';
import type { KrishikaParcelModule } from '@krishika/tooling/contracts';
import { mountWith, type KrishikaHandle, type MountOptions } from './mountKrishika';

export type { KrishikaHandle, MountOptions } from './mountKrishika';

const REMOTE = 'mf_krishika';
let federation: ReturnType<typeof createInstance> | null = null;

function runtime(entry: string) {
  federation ??= createInstance({
    name: 'krishika_embed',
    remotes: [{ name: REMOTE, entry, type: 'module' }],
    shared: {},
  });
  return federation;
}

async function loadParcel(entry: string): Promise<KrishikaParcelModule> {
  const parcel = await runtime(entry).loadRemote<KrishikaParcelModule>(`${REMOTE}/parcel`);
  if (!parcel || typeof parcel.mount !== 'function') throw new Error(`${REMOTE} does not expose ./parcel`);
  return parcel;
}

/** Mounts the Krishika assistant into `target` (an element or a CSS selector). */
export function mountKrishika(
  target: HTMLElement | string,
  options: MountOptions & { remoteEntry?: string },
): Promise<KrishikaHandle> {
  const entry = options.remoteEntry ?? new URL(/* @vite-ignore */ './remoteEntry.js', import.meta.url).href;
  return mountWith(() => loadParcel(entry), target, options);
}

/** The runtime itself, for integrators who load other remotes the same way. */
export { createInstance };
