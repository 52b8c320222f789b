// Test-only helpers: render as the shell would (UiProvider, a router) with shared-api's fake request layer.
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { MarketplaceClient } from 'shared-api';
import { renderWithClient as renderWithProviders } from 'shared-api/testing';

export { createFakeClient, findToast, type FakeClient } from 'shared-api/testing';

export function renderWithClient(element: ReactElement, client: MarketplaceClient) {
  return renderWithProviders(<MemoryRouter>{element}</MemoryRouter>, client);
}
