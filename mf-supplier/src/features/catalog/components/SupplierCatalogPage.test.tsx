import { screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogUploadProps } from '@krishika/tooling/contracts';
import type { Product } from 'contracts/wire';
import { MarketplaceError } from 'shared-api';
import { fakeProduct, fakeProductPage } from 'shared-api/testing';
import { createFakeClient, renderWithClient, type FakeClient } from '../../../test/render';
import { SupplierCatalogPage } from './SupplierCatalogPage';

function product(id: string, name: string, source: 'manual' | 'catalog', created = '2026-11-20T10:00:00Z') {
  return fakeProduct({
    id,
    name,
    category: 'Spices & Herbs',
    price_min: 1200,
    price_max: 1200,
    currency: 'USD',
    price_unit: 'MT',
    moq: 5,
    moq_unit: 'MT',
    status: 'draft',
    source,
    created_at: created,
  });
}

let client: FakeClient;
let items: Product[];
beforeEach(() => {
  items = [];
  client = createFakeClient();
  // As the api answers: only the products of the source asked for, newest first.
  client.on('GET /v1/products', (options) =>
    fakeProductPage(
      items
        .filter((item) => options.query?.['source'] === undefined || item.source === options.query['source'])
        .sort((a, b) => b.created_at.localeCompare(a.created_at)),
    ),
  );
});

/** A stand-in for mf_krishika's panel: a button that "uploads". */
function FakeUpload({ onUploaded }: CatalogUploadProps) {
  return (
    <section aria-label="Upload Catalog PDF">
      <button
        type="button"
        onClick={() => {
          items = [product('p2', 'Black Pepper 550 GL', 'catalog', '2026-11-21T10:00:00Z'), ...items];
          onUploaded?.({ id: 'u1', fileName: 'spices.pdf', pages: 1, productsExtracted: 1, warnings: [] });
        }}
      >
        Fake upload
      </button>
    </section>
  );
}

describe('SupplierCatalogPage', () => {
  it("shows mf_krishika's panel, then the catalog's drafts after an upload", async () => {
    items = [product('p1', 'Turmeric Powder', 'catalog'), product('m1', 'Hand-picked cloves', 'manual')];
    const { user } = renderWithClient(<SupplierCatalogPage loadUpload={async () => FakeUpload} />, client);
    expect(screen.getByRole('heading', { level: 1, name: 'Catalog Upload' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Products from your catalogs' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Turmeric Powder');
    expect(list).toHaveTextContent('USD 1,200 / MT · MOQ 5 MT');
    expect(screen.queryByText('Hand-picked cloves')).not.toBeInTheDocument();
    // The api filters (a supplier with many manual products still sees all catalog ones).
    expect(client.request).toHaveBeenCalledWith(
      'GET',
      '/v1/products',
      expect.objectContaining({ query: { source: 'catalog', page_size: 100 } }),
    );
    expect(screen.getByRole('link', { name: 'Review in My Products' })).toHaveAttribute(
      'href',
      '/supplier-products',
    );

    await user.click(await screen.findByRole('button', { name: 'Fake upload' }));
    expect(await screen.findByText('spices.pdf: 1 product was added as a draft.')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Black Pepper 550 GL');
  });

  it('has an empty state, and a failed list load has Retry', async () => {
    const load = vi.fn(() => {
      throw new MarketplaceError('server', 'Service temporarily unavailable. Please try again later.', 503);
    });
    client.on('GET /v1/products', load);
    const { user } = renderWithClient(<SupplierCatalogPage loadUpload={async () => FakeUpload} />, client);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your catalog products.");
    client.on('GET /v1/products', () => fakeProductPage([]));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No products from catalogs yet' })).toBeInTheDocument();
  });

  it('says the upload is unavailable when mf_krishika cannot be loaded, and Retry loads it; the list still works', async () => {
    items = [product('p1', 'Turmeric Powder', 'catalog')];
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('remoteEntry.js: 503');
      return FakeUpload;
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderWithClient(<SupplierCatalogPage loadUpload={load} />, client);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Catalog upload is unavailable' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Products from your catalogs' })).toHaveTextContent(
      'Turmeric Powder',
    );
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Fake upload' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a panel that throws while rendering is replaced by the unavailable state only', async () => {
    function Broken(): null {
      useEffect(() => undefined);
      throw new Error('boom');
    }
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithClient(<SupplierCatalogPage loadUpload={async () => Broken} />, client);
    expect(await screen.findByRole('heading', { name: 'Catalog upload is unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Catalog Upload' })).toBeInTheDocument();
  });
});
