import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KrishikaParcelProps } from '@krishika/tooling/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPLY_FAILED, REPLY_GENERATED } from '../lib/messages';
import { SIGN_IN, SIGN_IN_REQUIRED } from '../lib/signIn';
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
    [
      'a sign-in hook that is not a function',
      { onSignInRequired: '/login' as unknown as () => void },
      /onSignInRequired/,
    ],
    ['a sign-in URL on another scheme', { signInUrl: 'javascript:alert(1)' }, /signInUrl/],
    ['a protocol-relative sign-in URL', { signInUrl: '//evil.example/login' }, /signInUrl/],
  ])('refuses %s with a clear message', async (_, overrides, message) => {
    await expect(mount(props(overrides))).rejects.toThrow(message);
  });
});

describe('the assistant parcel, signed out', () => {
  const unauthorized = () =>
    new Response(JSON.stringify({ error: 'unauthorized', message: 'Sign in first' }), {
      status: 401,
      headers: { 'Content-Type': 'application/json' },
    });

  async function askKrishika(view: ReturnType<typeof within>) {
    fireEvent.change(view.getByLabelText(/^Buyer inquiry\*?$/), { target: { value: 'Need 5 MT turmeric' } });
    fireEvent.change(view.getByLabelText(/^Product context/), { target: { value: 'Turmeric powder' } });
    fireEvent.click(view.getByRole('button', { name: 'Ask Krishika' }));
  }

  it('asks the visitor to sign in, linking to /login, instead of reporting a connection failure', async () => {
    fetchMock.mockImplementation(async () => unauthorized());
    const mounted = props({ getAccessToken: async () => null });
    await bootstrap(mounted);
    await mount(mounted);
    const view = within(element);
    // The logs load on open: the prompt is there before the visitor asks anything.
    const prompt = await view.findByRole('alert');
    expect(prompt).toHaveTextContent(SIGN_IN_REQUIRED);
    expect(within(prompt).getByRole('link', { name: SIGN_IN })).toHaveAttribute('href', '/login');

    await askKrishika(view);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/krishika/reply'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(REPLY_FAILED)).toBeNull();
    expect(view.getAllByRole('alert')).toHaveLength(1);
    await unmount(mounted);
  });

  it("calls the host page's sign-in hook when the visitor asks, and links where the host says", async () => {
    fetchMock.mockImplementation(async () => unauthorized());
    const onSignInRequired = vi.fn();
    const mounted = props({ getAccessToken: async () => null, onSignInRequired });
    await bootstrap(mounted);
    await mount(mounted);
    const view = within(element);
    const prompt = await view.findByRole('alert');
    // Opening the page never opens the host's sign-in unasked.
    expect(onSignInRequired).not.toHaveBeenCalled();

    await askKrishika(view);
    await waitFor(() => expect(onSignInRequired).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(REPLY_FAILED)).toBeNull();
    fireEvent.click(within(prompt).getByRole('button', { name: SIGN_IN }));
    expect(onSignInRequired).toHaveBeenCalledTimes(2);
    await unmount(mounted);

    const linked = props({ getAccessToken: async () => null, signInUrl: 'https://krishika.example/login' });
    await bootstrap(linked);
    await mount(linked);
    expect(within(await view.findByRole('alert')).getByRole('link', { name: SIGN_IN })).toHaveAttribute(
      'href',
      'https://krishika.example/login',
    );
    await unmount(linked);
  });

  it('keeps the signed-in messages for other failures (a 503 is still a failed reply)', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/krishika/log')
        ? new Response(JSON.stringify({ conversations: [] }), {
            headers: { 'Content-Type': 'application/json' },
          })
        : new Response(JSON.stringify({ error: 'unavailable', message: 'Down' }), {
            status: 503,
            headers: { 'Content-Type': 'application/json' },
          }),
    );
    const mounted = props();
    await bootstrap(mounted);
    await mount(mounted);
    const view = within(element);
    await askKrishika(view);
    expect(await screen.findByText(REPLY_FAILED)).toBeInTheDocument();
    expect(screen.queryByText(REPLY_GENERATED)).toBeNull();
    expect(view.queryByText(SIGN_IN_REQUIRED)).toBeNull();
    await unmount(mounted);
  });
});
