import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseManifest } from './manifest';
import { registerManifestRemotes } from './registry';
import { preloadScreenFor } from './RemoteScreen';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/runtime', () => runtime);

afterEach(() => vi.clearAllMocks());

describe('preloadScreenFor', () => {
  it("loads a guest page's screen, and waits for a screen's on-demand code", async () => {
    const manifest = parseManifest(
      {
        remotes: {
          mf_auth: {
            entry: '/remotes/mf-auth/remoteEntry.js',
            routes: [
              { path: '/login', access: 'guest' },
              { path: '/account', access: 'buyer' },
            ],
          },
        },
      },
      'http://localhost:4173/remotes.json',
    );
    registerManifestRemotes(manifest.remotes);
    let loaded = false;
    let finishLoading: () => void = () => undefined;
    const preload = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finishLoading = () => {
            loaded = true;
            resolve();
          };
        }),
    );
    runtime.loadRemote.mockResolvedValue({
      routes: [{ path: '/login', title: 'Sign in', Component: () => null, preload }],
    });

    let done = false;
    const preloading = preloadScreenFor('/login', manifest.routes).then(() => {
      done = true;
    });
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false); // still waiting for the screen's code
    finishLoading();
    await preloading;
    expect(loaded).toBe(true);

    // A guarded route's remote waits for its guard.
    runtime.loadRemote.mockClear();
    await preloadScreenFor('/account', manifest.routes);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });
});
