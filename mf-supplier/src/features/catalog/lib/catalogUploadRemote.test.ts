import type { ModuleFederation } from '@module-federation/runtime';
import { describe, expect, it, vi } from 'vitest';
import { CATALOG_UPLOAD_MODULE, forgetFailedKrishika, loadCatalogUpload } from './catalogUploadRemote';

const REMOTE = { name: 'mf_krishika', entry: '/remotes/mf-krishika/remoteEntry.js', type: 'module' };

function fakeHost({ module, loaded = false }: { module?: unknown; loaded?: boolean } = {}) {
  const host = {
    options: { remotes: [REMOTE] },
    moduleCache: new Map(loaded ? [['mf_krishika', { remoteEntryExports: {} }]] : []),
    loadRemote: vi.fn(async () => module),
    registerRemotes: vi.fn(),
  };
  return { host, instance: host as unknown as ModuleFederation };
}

describe('loadCatalogUpload', () => {
  it("loads mf_krishika/CatalogUpload with the shell's instance", async () => {
    const Upload = () => null;
    const { host, instance } = fakeHost({ module: { CatalogUpload: Upload } });
    await expect(loadCatalogUpload(instance)).resolves.toBe(Upload);
    expect(host.loadRemote).toHaveBeenCalledWith(CATALOG_UPLOAD_MODULE);
  });

  it('fails when no instance knows mf_krishika (standalone) or the module is not a component', async () => {
    await expect(loadCatalogUpload(null)).rejects.toThrow('mf_krishika is not registered');
    await expect(loadCatalogUpload(fakeHost({ module: {} }).instance)).rejects.toThrow('is not a component');
  });
});

describe('forgetFailedKrishika', () => {
  it('registers a remote whose entry never loaded again, and leaves a loaded one alone', () => {
    const failed = fakeHost();
    forgetFailedKrishika(failed.instance);
    expect(failed.host.registerRemotes).toHaveBeenCalledWith([REMOTE], { force: true });

    const loaded = fakeHost({ loaded: true });
    forgetFailedKrishika(loaded.instance);
    expect(loaded.host.registerRemotes).not.toHaveBeenCalled();
    expect(() => forgetFailedKrishika(null)).not.toThrow();
  });
});
