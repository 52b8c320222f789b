import { screen, within } from '@testing-library/react';
import { MarketplaceError, SERVICE_UNAVAILABLE } from 'shared-api';
import { fakeSavedSupplier, fakeSavedSupplierList } from 'shared-api/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeClient, renderWithClient, type FakeClient } from '../../../test/render';
import { SavedSuppliersPage } from './SavedSuppliersPage';

const saved = (id: string, name: string, activeProducts: number) =>
  fakeSavedSupplier({
    supplier: {
      id,
      business_name: name,
      country: 'India',
      website: '',
      product_categories: ['Spices & Herbs'],
      verified: true,
    },
    active_products: activeProducts,
    saved_at: new Date().toISOString(),
  });

let client: FakeClient;

beforeEach(() => {
  client = createFakeClient();
  client.on('GET /v1/saved-suppliers', () =>
    fakeSavedSupplierList([saved('s1', 'Malabar Spice Exports', 3), saved('s2', 'Punjab Grain Mills', 1)]),
  );
  client.on('DELETE /v1/saved-suppliers/*', () => null);
});

describe('SavedSuppliersPage', () => {
  it('lists the saved suppliers with Connect', async () => {
    renderWithClient(<SavedSuppliersPage />, client);
    expect(screen.getByRole('heading', { level: 1, name: 'Saved Suppliers' })).toBeInTheDocument();
    const connect = await screen.findByRole('link', { name: 'Connect with Malabar Spice Exports' });
    expect(connect).toHaveAttribute('href', '/post-inquiry?supplier=s1');
    expect(connect.closest('li')).toHaveTextContent('3 active products · saved just now');
    expect(connect.closest('li')).toHaveTextContent('Verified');
  });

  it('unsaves a supplier, and shows the empty state pointing to the catalog at the end', async () => {
    const { user } = renderWithClient(<SavedSuppliersPage />, client);
    await user.click(await screen.findByRole('button', { name: 'Unsave Malabar Spice Exports' }));
    expect(await screen.findByText('Removed from Saved Suppliers')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Malabar Spice Exports' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unsave Punjab Grain Mills' }));
    expect(await screen.findByRole('heading', { name: 'No saved suppliers yet' })).toBeInTheDocument();
    const calls = client.request.mock.calls.map(([method, path]) => `${method} ${path}`);
    expect(calls).toEqual(
      expect.arrayContaining(['DELETE /v1/saved-suppliers/s1', 'DELETE /v1/saved-suppliers/s2']),
    );
    const empty = screen.getByRole('heading', { name: 'No saved suppliers yet' }).parentElement;
    expect(within(empty as HTMLElement).getByRole('link', { name: 'Find Suppliers' })).toHaveAttribute(
      'href',
      '/catalog',
    );
  });

  it('keeps a supplier whose unsave failed, and says why', async () => {
    client.on('DELETE /v1/saved-suppliers/*', () => {
      throw new MarketplaceError('server', SERVICE_UNAVAILABLE, 503);
    });
    const { user } = renderWithClient(<SavedSuppliersPage />, client);
    await user.click(await screen.findByRole('button', { name: 'Unsave Malabar Spice Exports' }));
    expect(await screen.findByText("Couldn't remove the supplier")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Malabar Spice Exports' })).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    let fail = true;
    client.on('GET /v1/saved-suppliers', () => {
      if (fail) throw new MarketplaceError('server', SERVICE_UNAVAILABLE, 503);
      return fakeSavedSupplierList([]);
    });
    const { user } = renderWithClient(<SavedSuppliersPage />, client);
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No saved suppliers yet' })).toBeInTheDocument();
  });
});
