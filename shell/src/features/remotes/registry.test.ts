import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_LOAD_TIMEOUT_MS,
  loadRoutesModule,
  RemoteLoadError,
  registerManifestRemotes,
  remoteVersion,
} from './registry';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/runtime', () => runtime);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loadRoutesModule', () => {
  it('gives up on a remote that never answers after the default wait, so the screen offers Retry', async () => {
    runtime.loadRemote.mockReturnValue(new Promise(() => {}));
    registerManifestRemotes([{ name: 'mf_hanging', entry: 'http://localhost:4173/hang/remoteEntry.js' }]);
    const load = loadRoutesModule('mf_hanging');
    const outcome = load.then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(DEFAULT_LOAD_TIMEOUT_MS - 1);
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect((error as Error).message).toBe('mf_hanging did not load within 10 s');
    expect((error as RemoteLoadError).failure).toBe('timeout');
  });

  it('tells files that did not arrive from code that threw while evaluated, and a disabled remote from both', async () => {
    registerManifestRemotes([
      { name: 'mf_gone', entry: 'http://localhost:4173/remotes/mf-gone/v/v9/remoteEntry.js' },
      { name: 'mf_off', entry: null, entryError: 'mf_off is disabled' },
    ]);
    expect(remoteVersion('mf_gone')).toBe('v9');
    runtime.loadRemote.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: x'));
    await expect(loadRoutesModule('mf_gone')).rejects.toMatchObject({ failure: 'load' });
    runtime.loadRemote.mockRejectedValueOnce(
      new TypeError(
        'Failed to fetch dynamically imported module: http://localhost:4173/remotes/mf-gone/v/v9/remoteEntry.js',
      ),
    );
    await expect(loadRoutesModule('mf_gone')).rejects.toMatchObject({ failure: 'load' });
    // The entry arrived, a file of its exposed module did not (removed by a later deploy).
    runtime.loadRemote.mockRejectedValueOnce(
      new TypeError(
        'Failed to fetch dynamically imported module: http://localhost:4173/remotes/mf-gone/v/v9/assets/routes-x1.js',
      ),
    );
    await expect(loadRoutesModule('mf_gone')).rejects.toMatchObject({ failure: 'chunk' });
    runtime.loadRemote.mockRejectedValueOnce(new ReferenceError('process is not defined'));
    await expect(loadRoutesModule('mf_gone')).rejects.toMatchObject({ failure: 'evaluation' });
    await expect(loadRoutesModule('mf_off')).rejects.toMatchObject({ failure: 'unavailable' });
  });

  it("waits as long as the manifest's timeoutMs says, and returns a module that arrives in time", async () => {
    const routes = { routes: [] };
    runtime.loadRemote.mockReturnValue(new Promise((resolve) => setTimeout(() => resolve(routes), 15_000)));
    registerManifestRemotes([
      { name: 'mf_slow', entry: 'http://localhost:4173/slow/remoteEntry.js', timeoutMs: 20_000 },
    ]);
    const load = loadRoutesModule('mf_slow');
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(load).resolves.toBe(routes);

    runtime.loadRemote.mockReturnValue(new Promise(() => {}));
    registerManifestRemotes([
      { name: 'mf_quick', entry: 'http://localhost:4173/q/remoteEntry.js', timeoutMs: 2000 },
    ]);
    const quick = loadRoutesModule('mf_quick');
    const failed = expect(quick).rejects.toThrow('mf_quick did not load within 2 s');
    await vi.advanceTimersByTimeAsync(2000);
    await failed;
  });
});
