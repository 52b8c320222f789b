import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from 'shared-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseManifest } from './manifest';
import { registerManifestRemotes } from './registry';
import { RemoteScreen } from './RemoteScreen';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/runtime', () => runtime);

afterEach(cleanup);

describe('a remote disabled by the manifest', () => {
  it('shows "This section is unavailable" on its routes, logs why, and never fetches it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const manifest = parseManifest(
      {
        remotes: {
          mf_auth: {
            entry: '/remotes/mf-auth/remoteEntry.js',
            routes: [{ path: '/login', access: 'guest' }],
          },
          mf_buyer: {
            entry: '/remotes/mf-buyer/remoteEntry.js',
            routes: [{ path: '/catalog', access: 'admin' }],
          },
        },
      },
      'http://localhost:4173/remotes.json',
    );
    registerManifestRemotes(manifest.remotes);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/mf_buyer\.routes\.0\.access: must be one of/));
    // The other remote is registered as usual; the disabled one is not.
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_auth', entry: 'http://localhost:4173/remotes/mf-auth/remoteEntry.js', type: 'module' }],
      { force: true },
    );

    // The load fails at once (no network): let React settle the suspended screen inside act.
    await act(async () => {
      render(
        <UiProvider>
          <RemoteScreen remote="mf_buyer" path="/catalog" />
        </UiProvider>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });
});

describe('Retry', () => {
  it("loads the remote's current entry from the manifest, so a redeployed remote recovers without a reload", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const manifest = (version: string) => ({
      remotes: {
        mf_supplier: { entry: `/remotes/mf-supplier/v/${version}/remoteEntry.js`, routes: [{ path: '/x' }] },
      },
    });
    registerManifestRemotes(parseManifest(manifest('old'), 'http://localhost:3000/remotes.json').remotes);
    // The old version's module throws when first evaluated; the redeployed one works.
    runtime.loadRemote.mockRejectedValueOnce(new Error('boom while evaluating')).mockResolvedValueOnce({
      routes: [{ path: '/x', title: 'X', Component: () => <h1>Version two</h1> }],
    });
    const fetchManifest = vi.fn(async () => new Response(JSON.stringify(manifest('new'))));
    vi.stubGlobal('fetch', fetchManifest);

    await act(async () => {
      render(
        <UiProvider>
          <RemoteScreen remote="mf_supplier" path="/x" />
        </UiProvider>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Version two' })).toBeVisible();
    expect(fetchManifest).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [
        {
          name: 'mf_supplier',
          entry: 'http://localhost:3000/remotes/mf-supplier/v/new/remoteEntry.js',
          type: 'module',
        },
      ],
      { force: true },
    );
    vi.unstubAllGlobals();
  });
});

describe('a screen whose code loads on demand', () => {
  it('shows its code that did not arrive as the section unavailable; Retry loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const manifest = {
      remotes: {
        mf_marketing: { entry: '/remotes/mf-marketing/remoteEntry.js', routes: [{ path: '/about' }] },
      },
    };
    registerManifestRemotes(parseManifest(manifest, 'http://localhost:3000/remotes.json').remotes);
    const preload = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(
        new TypeError(
          'Failed to fetch dynamically imported module: http://localhost:3000/remotes/mf-marketing/assets/AboutPage-1.js',
        ),
      )
      .mockResolvedValueOnce(undefined);
    runtime.loadRemote.mockResolvedValue({
      routes: [{ path: '/about', title: 'About', preload, Component: () => <h1>About Krishika</h1> }],
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(manifest))),
    );

    await act(async () => {
      render(
        <UiProvider>
          <RemoteScreen remote="mf_marketing" path="/about" />
        </UiProvider>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'About Krishika' })).toBeVisible();
    expect(preload).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });
});
