// mf_krishika's `./CatalogUpload`, loaded at run time through the federation runtime the shell set up.
//
// This remote has its own runtime instance (its remoteEntry.js creates it) that knows no remotes: the
// shell registers every remote of /remotes.json on *its* instance. So the panel is loaded with the
// instance that knows mf_krishika (`getInstance(finder)` looks through the page's registered
// instances, `__FEDERATION__.__INSTANCES__`): the same entry, the same share scope and the same loaded
// module cache as the shell's chat widget, hence one React, one styled-components, one shared-auth.
// Run standalone (no shell), no instance knows it, and the panel says it is unavailable.
import { getInstance, type ModuleFederation } from '@module-federation/runtime';
import type { ComponentType } from 'react';
import type { CatalogUploadModule, CatalogUploadProps } from '@krishika/tooling/contracts';

export const KRISHIKA_REMOTE = 'mf_krishika';
export const CATALOG_UPLOAD_MODULE = `${KRISHIKA_REMOTE}/CatalogUpload`;

export type CatalogUploadComponent = ComponentType<CatalogUploadProps>;

/** The federation instance that has mf_krishika registered (the shell's), if any. */
export function findKrishikaHost(): ModuleFederation | null {
  return getInstance((instance) =>
    instance.options.remotes.some((remote) => remote.name === KRISHIKA_REMOTE),
  );
}

export async function loadCatalogUpload(
  host: ModuleFederation | null = findKrishikaHost(),
): Promise<CatalogUploadComponent> {
  if (!host) throw new Error(`${KRISHIKA_REMOTE} is not registered on this page`);
  const module = await host.loadRemote<CatalogUploadModule>(CATALOG_UPLOAD_MODULE);
  const component = module?.CatalogUpload ?? module?.default;
  if (typeof component !== 'function') throw new Error(`${CATALOG_UPLOAD_MODULE} is not a component`);
  return component;
}

/**
 * Before a retry: if mf_krishika's entry never loaded (server down, no CORS…), registers it again with
 * the same entry, as the shell's own Retry does, so the runtime fetches it afresh. A remote that did
 * load is left alone (the chat widget may be using it).
 */
export function forgetFailedKrishika(host: ModuleFederation | null = findKrishikaHost()): void {
  if (!host) return;
  if (host.moduleCache.get(KRISHIKA_REMOTE)?.remoteEntryExports) return;
  const remote = host.options.remotes.find((candidate) => candidate.name === KRISHIKA_REMOTE);
  if (remote) host.registerRemotes([remote], { force: true });
}
