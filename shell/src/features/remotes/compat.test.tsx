import { act, cleanup, render, screen } from '@testing-library/react';
import type * as SharedAuth from 'shared-auth';
import { UiProvider } from 'shared-ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuildCompat } from '@krishika/tooling/compat';
import { parseManifest } from './manifest';
import { loadRoutesModule, registerManifestRemotes, remoteDiagnostics } from './registry';
import { RemoteScreen } from './RemoteScreen';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/runtime', () => runtime);
vi.mock('shared-auth', async (original) => ({
  ...(await original<typeof SharedAuth>()),
  loadRuntimeConfig: async () => ({ apiUrl: 'http://api.test', supabaseUrl: '', supabaseAnonKey: '' }),
}));

const HOST: BuildCompat = {
  name: 'shell',
  contract: '1.0.0',
  shared: {
    react: { version: '19.3.1', range: '^19.0.0' },
    'shared-ui': { version: '0.1.0', range: '^0.1.0' },
  },
};
const built = (react: string) => ({
  name: 'mf_x',
  contract: '1.0.0',
  shared: { react: { version: react, range: `^${react}` } },
});

/** compat.json per entry folder; entries under /gone/ answer 404; anything else (the api's report) 204. */
let records: Record<string, unknown> = {};
const fetchMock = vi.fn<(input: string | URL | Request, init?: RequestInit) => Promise<Response>>(
  async (input) => {
    const url = String(input);
    if (url.includes('/gone/')) return new Response('', { status: 404 });
    if (url.endsWith('/compat.json')) {
      const record = records[url];
      return record === undefined ? new Response('', { status: 404 }) : new Response(JSON.stringify(record));
    }
    return new Response(null, { status: 204 });
  },
);

beforeEach(() => {
  records = {};
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('__KRISHIKA_HOST_COMPAT__', HOST);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function register(name: string, folder: string) {
  registerManifestRemotes(
    parseManifest(
      {
        remotes: { [name]: { entry: `/remotes/${folder}/remoteEntry.js`, routes: [{ path: `/${folder}` }] } },
      },
      'http://localhost:4173/remotes.json',
    ).remotes,
  );
  return `http://localhost:4173/remotes/${folder}/compat.json`;
}

describe('a remote built against other shared singletons', () => {
  it('shows "This section is unavailable" with the reason, is reported as incompatible, and never runs', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    records[register('mf_old', 'old')] = built('18.3.1');
    await act(async () => {
      render(
        <UiProvider>
          <RemoteScreen remote="mf_old" path="/old" />
        </UiProvider>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
    expect(screen.getByTestId('remote-unavailable-reason')).toHaveTextContent(
      'Reason: mf_old is incompatible with this shell: react 18.3.1, the shell provides 19.3.1 (accepts ^19.0.0)',
    );
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    const report = fetchMock.mock.calls.find(([url]) => String(url) === 'http://api.test/v1/client-errors');
    expect(JSON.parse(String(report?.[1]?.body))).toMatchObject({
      remote: 'mf_old',
      kind: 'incompatible',
      message: expect.stringContaining('react 18.3.1'),
    });
    expect(remoteDiagnostics()['mf_old']).toMatchObject({
      state: 'failed',
      lastError: expect.stringContaining('18.3.1'),
    });
  });

  it('refuses a build without compat.json, loads a compatible one, and asks again after a failed fetch', async () => {
    register('mf_bare', 'bare');
    await expect(loadRoutesModule('mf_bare')).rejects.toMatchObject({
      failure: 'incompatible',
      message: expect.stringContaining('has no compat.json'),
    });

    // Its entry is missing too: a failed load, not a verdict on its build.
    register('mf_gone', 'gone');
    await expect(loadRoutesModule('mf_gone')).rejects.toMatchObject({ failure: 'load' });

    const routes = { routes: [] };
    runtime.loadRemote.mockResolvedValue(routes);
    const url = register('mf_fine', 'fine');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(loadRoutesModule('mf_fine')).rejects.toMatchObject({ failure: 'load' });
    records[url] = built('19.1.0');
    await expect(loadRoutesModule('mf_fine')).resolves.toBe(routes);
    expect(remoteDiagnostics()['mf_fine']).toMatchObject({ state: 'loaded', channel: 'stable' });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });
});
