import { MarketplaceError } from 'shared-api';
import {
  createFakeClient,
  fakeCatalogItem,
  fakeCatalogPage,
  fakeSupplierCard,
  fakeSupplierSearchItem,
  fakeSupplierSearchPage,
} from 'shared-api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchCatalog, searchSuppliers } from './suppliers';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('catalog and directory readers', () => {
  it('read a catalog page through the contract; empty text reads as not stated', async () => {
    const client = createFakeClient();
    const item = fakeCatalogItem({ id: 'p1', name: 'Cloves', price_unit: '', moq: 5, moq_unit: 'kg' });
    client.on('GET /v1/catalog', () => fakeCatalogPage([item], { total: 1001, total_is_exact: false }));
    const page = await searchCatalog(client, { q: 'cloves', verified: true, pageSize: 12 });
    expect(page).toMatchObject({ total: 1001, totalIsExact: false });
    expect(page.items[0]).toMatchObject({ id: 'p1', name: 'Cloves', priceUnit: null, moq: 5, moqUnit: 'kg' });
    expect(client.request.mock.calls[0]?.[2]?.query).toEqual({
      q: 'cloves',
      category: undefined,
      country: undefined,
      region: undefined,
      verified: 'true',
      sort: undefined,
      page: undefined,
      page_size: 12,
    });
  });

  it('read a directory page with exact totals', async () => {
    const client = createFakeClient();
    const card = fakeSupplierCard({ id: 's1', business_name: 'Nile Valley Agro', verified: false });
    client.on('GET /v1/suppliers', () =>
      fakeSupplierSearchPage([fakeSupplierSearchItem({ supplier: card, matching_products: 2 })]),
    );
    expect(await searchSuppliers(client, {})).toEqual({
      items: [
        {
          supplier: {
            id: 's1',
            businessName: 'Nile Valley Agro',
            country: 'India',
            categories: ['Spices & Herbs'],
            verified: false,
          },
          matchingProducts: 2,
          productNames: ['Black pepper'],
        },
      ],
      total: 1,
      totalIsExact: true,
    });
  });

  it('refuse a catalog answer that drifted from the contract instead of reading blanks', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createFakeClient();
    const { supplier, ...product } = fakeCatalogItem();
    client.on('GET /v1/catalog', () => ({
      ...fakeCatalogPage([]),
      items: [{ ...product, seller: supplier }],
    }));
    const refused = await searchCatalog(client, {}).catch((reason: unknown) => reason);
    expect(refused).toBeInstanceOf(MarketplaceError);
    expect(refused).toMatchObject({ kind: 'invalid_response' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('does not match its contract'));
  });
});
