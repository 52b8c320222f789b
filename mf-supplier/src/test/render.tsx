// Test-only helpers: render as the shell would (UiProvider, a router) with shared-api's fake request layer.
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { MarketplaceClient } from 'shared-api';
import { renderWithClient as renderWithProviders } from 'shared-api/testing';

export { createFakeClient, createTestQueryClient, findToast, type FakeClient } from 'shared-api/testing';

/** `queryClient`: a cache to share with another render (a new one without retries by default). */
export function renderWithClient(
  element: ReactElement,
  client: MarketplaceClient,
  queryClient?: QueryClient,
) {
  return renderWithProviders(<MemoryRouter>{element}</MemoryRouter>, client, queryClient);
}
