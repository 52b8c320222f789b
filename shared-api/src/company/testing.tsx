// Test-only helpers for the company module (not exported from the package): a fake request layer and
// a render inside the providers the shell gives a screen.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { toast, UiProvider } from 'shared-ui';
import { vi } from 'vitest';
import { MarketplaceClientProvider } from '../clientContext';
import type { HttpMethod, MarketplaceClient, RequestOptions } from '../marketplaceClient';

type Handler = (options: RequestOptions) => unknown;

export interface FakeClient extends MarketplaceClient {
  request: ReturnType<typeof vi.fn<MarketplaceClient['request']>>;
  /** Answers `METHOD /path`; a handler may throw or return a promise. */
  on: (route: `${HttpMethod} ${string}`, handler: Handler) => void;
  /** The bodies sent to a route, in order. */
  bodies: (route: `${HttpMethod} ${string}`) => unknown[];
}

export function createFakeClient(): FakeClient {
  const handlers = new Map<string, Handler>();
  const request = vi.fn<MarketplaceClient['request']>(async (method, path, options = {}) => {
    const handler = handlers.get(`${method} ${path}`);
    if (!handler) throw new Error(`no fake answer for ${method} ${path}`);
    return handler(options);
  });
  return {
    request,
    on: (route, handler) => {
      handlers.set(route, handler);
    },
    bodies: (route) =>
      request.mock.calls
        .filter(([method, path]) => `${method} ${path}` === route)
        .map(([, , options]) => options?.body),
  };
}

export function renderWithClient(element: ReactElement, client: MarketplaceClient) {
  // sonner keeps toasts in a module-wide store and replays them to a new Toaster: start clean.
  toast.dismiss();
  const user = userEvent.setup();
  const view = render(
    <UiProvider>
      <MarketplaceClientProvider client={client}>{element}</MarketplaceClientProvider>
    </UiProvider>,
  );
  return { user, ...view };
}

/** A sonner toast by its title. */
export async function findToast(title: string): Promise<{ title: string; description: string | null }> {
  const titleNode = await screen.findByText(title, { selector: '[data-title]' });
  const toastNode = titleNode.closest('[data-sonner-toast]');
  const description = toastNode?.querySelector('[data-description]')?.textContent ?? null;
  return { title: titleNode.textContent ?? '', description };
}
