import { act, cleanup, render, screen } from '@testing-library/react';
import type * as SharedAuth from 'shared-auth';
import { UiProvider } from 'shared-ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failureKind, reportedMessage, reportRemoteFailure } from './failureReport';
import { parseManifest } from './manifest';
import { registerManifestRemotes, RemoteLoadError } from './registry';
import { RemoteScreen } from './RemoteScreen';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/runtime', () => runtime);
vi.mock('shared-auth', async (original) => ({
  ...(await original<typeof SharedAuth>()),
  loadRuntimeConfig: async () => ({ apiUrl: 'http://api.test', supabaseUrl: '', supabaseAnonKey: '' }),
}));

const sent = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(
  async () => new Response(null, { status: 204 }),
);

beforeEach(() => {
  sent.mockClear();
  vi.stubGlobal('fetch', sent);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Lets the report's promise chain (config, then fetch) run. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

function reports() {
  return sent.mock.calls
    .filter(([url]) => url === 'http://api.test/v1/client-errors')
    .map(([, init]) => ({ init, body: JSON.parse(String(init.body)) as Record<string, unknown> }));
}

describe("a remote's load failure", () => {
  it('sends one report with the remote, its version, the path and the kind; the same failure again sends none', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', '/catalog?q=rice&email=ann@example.com');
    registerManifestRemotes(
      parseManifest(
        {
          remotes: {
            mf_buyer: { entry: '/remotes/mf-buyer/v/abc123/remoteEntry.js', routes: [{ path: '/catalog' }] },
          },
        },
        'http://localhost:4173/remotes.json',
      ).remotes,
    );
    const failure = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost:4173/remotes/mf-buyer/v/abc123/remoteEntry.js?t=1',
    );
    runtime.loadRemote.mockRejectedValue(failure);

    const view = await act(async () =>
      render(
        <UiProvider>
          <RemoteScreen remote="mf_buyer" path="/catalog" />
        </UiProvider>,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
    await settle();
    expect(reports()).toHaveLength(1);
    const [{ init, body }] = reports() as [{ init: RequestInit; body: Record<string, unknown> }];
    expect(body).toEqual({
      remote: 'mf_buyer',
      version: 'abc123',
      route: '/catalog',
      kind: 'load',
      message:
        'RemoteLoadError: mf_buyer could not be loaded | TypeError: Failed to fetch dynamically imported module: http://localhost:4173/remotes/mf-buyer/v/abc123/remoteEntry.js',
    });
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });

    // Leaving and coming back loads it again; it fails the same way, and nothing more is sent.
    view.unmount();
    await act(async () => {
      render(
        <UiProvider>
          <RemoteScreen remote="mf_buyer" path="/catalog" />
        </UiProvider>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
    await settle();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(reports()).toHaveLength(1);
    runtime.loadRemote.mockReset();
  });
});

describe('failureKind', () => {
  it('tells a timeout, an evaluation error, a missing chunk and a render error apart, and skips a disabled remote', () => {
    expect(
      failureKind(new RemoteLoadError('mf_x', 'mf_x did not load within 10 s', { failure: 'timeout' })),
    ).toBe('timeout');
    expect(
      failureKind(new RemoteLoadError('mf_x', 'mf_x could not be loaded', { failure: 'evaluation' })),
    ).toBe('evaluation');
    expect(
      failureKind(new RemoteLoadError('mf_x', 'mf_x is disabled', { failure: 'unavailable' })),
    ).toBeNull();
    expect(
      failureKind(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js')),
    ).toBe('chunk');
    expect(failureKind(new Error('Cannot read properties of undefined'))).toBe('render');
  });

  it('keeps e-mail addresses and query strings out of the message, and cuts it to 300 characters', () => {
    expect(
      reportedMessage(new Error('no account for ann.lee@example.co.in at http://x/a.js?token=s3cret ok')),
    ).toBe('Error: no account for [email] at http://x/a.js ok');
    expect(reportedMessage(new Error('x'.repeat(500)))).toHaveLength(300);
  });
});

describe('reportRemoteFailure', () => {
  it('never throws, even when sending fails at once', async () => {
    vi.stubGlobal('fetch', () => {
      throw new Error('no network');
    });
    expect(() => reportRemoteFailure('mf_other', new Error('render failed'))).not.toThrow();
    await settle();
  });
});
