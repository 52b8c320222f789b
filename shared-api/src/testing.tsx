// Test-only helpers for the workspaces' unit tests: a fake request layer and a render inside the
// providers the shell gives a screen. Imported as 'shared-api/testing' (its own entry: the package
// index never reaches it, so no app bundles it).
import { render, screen } from '@testing-library/react';
import type { Me } from 'contracts/wire';
// fromWire loads the contracts lazily; loaded here, before any test renders, a page's first answer is
// read as soon as it comes instead of after the validator's first (slow) import.
import 'contracts/wire';
import userEvent from '@testing-library/user-event';
import { notifyManager, type QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { toast, UiProvider } from 'shared-ui';
import { vi } from 'vitest';
import { MarketplaceClientProvider } from './clientContext';
import type { HttpMethod, MarketplaceClient, RequestOptions } from './marketplaceClient';
import { createQueryClient, ServerStateProvider } from './serverState';
import { fakeMe } from './wireFakes';

type Handler = (options: RequestOptions, path: string) => unknown;

export interface FakeClient extends MarketplaceClient {
  request: ReturnType<typeof vi.fn<MarketplaceClient['request']>>;
  upload: ReturnType<typeof vi.fn<NonNullable<MarketplaceClient['upload']>>>;
  /** Answers `METHOD /path` (a trailing `*` matches any rest); a handler may throw or return a promise. */
  on: (route: `${HttpMethod} ${string}`, handler: Handler) => void;
  /** The bodies sent to a route, in order. */
  bodies: (route: `${HttpMethod} ${string}`) => unknown[];
}

export function createFakeClient(): FakeClient {
  const handlers = new Map<string, Handler>();
  const find = (method: HttpMethod, path: string): Handler | undefined => {
    const key = `${method} ${path}`;
    const exact = handlers.get(key);
    if (exact) return exact;
    for (const [route, handler] of handlers)
      if (route.endsWith('*') && key.startsWith(route.slice(0, -1))) return handler;
    return undefined;
  };
  const request = vi.fn<MarketplaceClient['request']>(async (method, path, options = {}) => {
    const handler = find(method, path);
    if (!handler) throw new Error(`no fake answer for ${method} ${path}`);
    return handler(options, path);
  });
  // An upload reaches the same handlers, its FormData as the body.
  const upload = vi.fn<NonNullable<MarketplaceClient['upload']>>(async (method, path, form) => {
    const handler = find(method as HttpMethod, path);
    if (!handler) throw new Error(`no fake answer for ${method} ${path}`);
    return handler({ body: form }, path);
  });
  return {
    request,
    upload,
    on: (route, handler) => {
      handlers.set(route, handler);
    },
    bodies: (route) =>
      request.mock.calls
        .filter(([method, path]) => `${method} ${path}` === route)
        .map(([, , options]) => options?.body),
  };
}

// TanStack Query tells a screen about an answer in a later task (setTimeout 0) by default; in tests it
// does so in a microtask (as the hand-written hook it replaced did), so an answer the fake client already has is on screen
// as soon as the test looks again.
notifyManager.setScheduler(queueMicrotask);

/** A test's QueryClient: the workspaces' defaults with no retries, so a failure shows at once. */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ queries: { retry: false } });
}

/**
 * Renders `element` inside UiProvider (with its Toaster), the fake client and a QueryClient (a new
 * one without retries unless `queryClient` is given, e.g. to mount a screen again on the same cache),
 * starting with no toasts; an app wraps `element` in what else it needs (a router).
 */
export function renderWithClient(
  element: ReactElement,
  client: MarketplaceClient,
  queryClient: QueryClient = createTestQueryClient(),
) {
  // sonner keeps toasts in a module-wide store and replays them to a new Toaster: start clean.
  toast.dismiss();
  const user = userEvent.setup();
  const view = render(
    <UiProvider>
      <ServerStateProvider client={queryClient}>
        <MarketplaceClientProvider client={client}>{element}</MarketplaceClientProvider>
      </ServerStateProvider>
    </UiProvider>,
  );
  return { user, queryClient, ...view };
}

/**
 * A GET /v1/me (and PATCH /v1/me) answer: the supplier Jaipur Gem Crafts on the Free plan, no
 * verification or document yet; `overrides` replaces any field.
 */
export function meBody(overrides: Partial<Me> | Record<string, unknown> = {}): Me {
  const supplier = fakeMe({
    user_id: 'u1',
    email: 'owner@jaipur.example',
    role: 'supplier',
    business_name: 'Jaipur Gem Crafts',
    full_name: 'Meera Shah',
    country: 'India',
    whatsapp: '+91 98290 11111',
    website: '',
    address: 'Johari Bazaar, Jaipur',
    product_categories: ['Jewelry & Gems'],
    plan: 'free',
    verification: null,
    registration_document: null,
  });
  // A PATCH's fields arrive untyped from the fake client; the contract check in fromWire reads them.
  return { ...supplier, ...overrides } as Me;
}

/** A sonner toast by its title. */
export async function findToast(title: string): Promise<{ title: string; description: string | null }> {
  const titleNode = await screen.findByText(title, { selector: '[data-title]' });
  const toastNode = titleNode.closest('[data-sonner-toast]');
  const description = toastNode?.querySelector('[data-description]')?.textContent ?? null;
  return { title: titleNode.textContent ?? '', description };
}

export * from './wireFakes';
