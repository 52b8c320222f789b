import { waitFor, within } from '@testing-library/react';
import type { KrishikaParcelProps } from '@krishika/tooling/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootstrap, mount, unmount, update } from './parcel';

let element: HTMLElement;
let fetchMock: ReturnType<typeof vi.fn>;

// The lifecycles render with their own React root, outside any act() scope, as on an integrator's page
// (act would hold the render that mount() waits for).
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnvironment: boolean | undefined;

beforeEach(() => {
  previousActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  element = document.createElement('div');
  element.id = 'assistant';
  document.body.append(element);
  fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ conversations: [] }), {
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousActEnvironment;
  element.remove();
  vi.unstubAllGlobals();
});

function props(overrides: Partial<KrishikaParcelProps> = {}): KrishikaParcelProps {
  return {
    domElement: element,
    apiBaseUrl: 'https://api.partner.example',
    getAccessToken: async () => 'partner-token',
    ...overrides,
  };
}

describe('the assistant parcel (single-spa lifecycles)', () => {
  it("mounts the whole assistant into the integrator's element, calling their api with their token", async () => {
    const mounted = props();
    await bootstrap(mounted);
    await mount(mounted);
    const view = within(element);
    expect(view.getByRole('heading', { level: 1, name: 'Krishika AI' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Ask Krishika' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.partner.example/krishika/log');
    expect(init.headers).toEqual({ Authorization: 'Bearer partner-token' });
    expect(await view.findByText('Showing 0 of 0 logs')).toBeInTheDocument();
    expect(element.querySelector('[data-krishika-theme="light"]')).not.toBeNull();

    await update({ ...mounted, theme: 'dark' });
    expect(element.querySelector('[data-krishika-theme="dark"]')).not.toBeNull();

    await unmount(mounted);
    expect(element).toBeEmptyDOMElement();
  });

  it('keeps two instances apart by element', async () => {
    const second = document.createElement('div');
    document.body.append(second);
    const first = props();
    const other = props({ domElement: second });
    await bootstrap(first);
    await mount(first);
    await bootstrap(other);
    await mount(other);
    expect(within(element).getByRole('heading', { name: 'Krishika AI' })).toBeInTheDocument();
    expect(within(second).getByRole('heading', { name: 'Krishika AI' })).toBeInTheDocument();
    await unmount(first);
    expect(element).toBeEmptyDOMElement();
    expect(within(second).getByRole('heading', { name: 'Krishika AI' })).toBeInTheDocument();
    await unmount(other);
    second.remove();
  });

  it.each([
    ['no element', { domElement: null as unknown as HTMLElement }, /domElement/],
    ['a relative api URL', { apiBaseUrl: '/api' }, /apiBaseUrl/],
    [
      'no token getter',
      { getAccessToken: 'token' as unknown as () => Promise<string | null> },
      /getAccessToken/,
    ],
  ])('refuses %s with a clear message', async (_, overrides, message) => {
    await expect(mount(props(overrides))).rejects.toThrow(message);
  });
});
