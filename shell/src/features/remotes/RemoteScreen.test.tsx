import { act, cleanup, render, screen } from '@testing-library/react';
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
