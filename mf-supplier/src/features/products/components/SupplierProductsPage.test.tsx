import { installDialogPolyfill } from '@krishika/tooling/testing/dialogPolyfill';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from 'contracts/wire';
import { MarketplaceError } from 'shared-api';
import { fakeMe, fakeProduct, fakeProductPage } from 'shared-api/testing';
import {
  createFakeClient,
  createTestQueryClient,
  findToast,
  renderWithClient,
  type FakeClient,
} from '../../../test/render';
import { SupplierProductsPage } from './SupplierProductsPage';

installDialogPolyfill();

const LIMIT_MESSAGE =
  'The Free plan allows at most 10 active product listings and you already have 10. Save this product as a draft, deactivate another listing, or upgrade to Pro for unlimited listings.';

function product(id: string, name: string, status: 'active' | 'draft' = 'active'): Product {
  return fakeProduct({
    id,
    owner_id: 'u1',
    name,
    category: 'Spices & Herbs',
    price_min: 2,
    price_max: 3,
    currency: 'USD',
    price_unit: 'kg',
    moq: 500,
    moq_unit: 'kg',
    origin_country: 'India',
    status,
    views: 12,
    inquiries_count: 2,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
  });
}

let client: FakeClient;
let products: Product[];
let activeUsed: number;

beforeEach(() => {
  products = [];
  activeUsed = 0;
  client = createFakeClient();
  client.on('GET /v1/me', () =>
    fakeMe({
      role: 'supplier',
      plan: 'free',
      usage: {
        active_products: { used: activeUsed, limit: 10 },
        inquiries_this_month: {
          used: 0,
          limit: 5,
          resets_at: '2026-12-01T00:00:00Z',
          counts: 'inquiries responded to',
        },
      },
    }),
  );
  client.on('GET /v1/products', () => fakeProductPage(products));
});

describe('SupplierProductsPage', () => {
  it('tells a new supplier to add a product, and shows the plan limit', async () => {
    renderWithClient(<SupplierProductsPage />, client);
    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Active listings: 0 of 10' })).toBeInTheDocument();
    expect(
      screen.getByText("The Free plan lists up to 10 active products; drafts don't count."),
    ).toBeInTheDocument();
  });

  it('checks the form, adds the product and shows it with the new usage', async () => {
    client.on('POST /v1/products', (options) => {
      const created = { ...product('p1', 'Black pepper'), ...(options.body as object) };
      products = [created];
      activeUsed = 1;
      return created;
    });
    const { user } = renderWithClient(<SupplierProductsPage />, client);
    await user.click((await screen.findAllByRole('button', { name: 'Add Product' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Lowest price' }), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await within(dialog).findByText('Enter the product name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a price of 0 or more, e.g. 4.50.')).toBeInTheDocument();
    expect(client.bodies('POST /v1/products')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Product name' }), 'Black pepper');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Lowest price' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Lowest price' }), '4.5');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Spices & Herbs');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));

    await waitFor(() => expect(client.bodies('POST /v1/products')).toHaveLength(1));
    expect(client.bodies('POST /v1/products')[0]).toMatchObject({
      name: 'Black pepper',
      category: 'Spices & Herbs',
      price_min: 4.5,
      currency: 'USD',
      status: 'active',
    });
    expect(await screen.findByRole('rowheader', { name: 'Black pepper' })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Active listings: 1 of 10' })).toBeInTheDocument();
  });

  it("refuses the 11th active product on Free with the api's message", async () => {
    products = Array.from({ length: 10 }, (_, index) => product(`p${index}`, `Product ${index}`));
    activeUsed = 10;
    client.on('POST /v1/products', () => {
      throw new MarketplaceError('client', LIMIT_MESSAGE, 403, 'plan_limit');
    });
    const { user } = renderWithClient(<SupplierProductsPage />, client);
    expect(await screen.findByRole('progressbar', { name: 'Active listings: 10 of 10' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Product name' }), 'Eleventh');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(LIMIT_MESSAGE);
    expect((await findToast("The product wasn't added")).description).toBe(LIMIT_MESSAGE);
  });

  it('edits and deactivates a product', async () => {
    products = [product('p1', 'Cardamom')];
    activeUsed = 1;
    client.on('PATCH /v1/products/p1', (options) => {
      const changed = { ...(products[0] as Product), ...(options.body as object) };
      products = [changed];
      return changed;
    });
    const { user } = renderWithClient(<SupplierProductsPage />, client);
    await user.click(await screen.findByRole('button', { name: 'Edit Cardamom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const name = within(dialog).getByRole('textbox', { name: 'Product name' });
    expect(name).toHaveValue('Cardamom');
    await user.clear(name);
    await user.type(name, 'Green cardamom 8mm');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('rowheader', { name: 'Green cardamom 8mm' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deactivate Green cardamom 8mm' }));
    await waitFor(() => expect(client.bodies('PATCH /v1/products/p1').at(-1)).toEqual({ status: 'draft' }));
    expect(await screen.findByRole('button', { name: 'Activate Green cardamom 8mm' })).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
  });

  it('after a product is added, fetches the products and the usage again and marks the catalog and dashboard stale', async () => {
    client.on('POST /v1/products', (options) => {
      const created = { ...product('p1', 'Pepper'), ...(options.body as object) };
      products = [created];
      activeUsed = 1;
      return created;
    });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['catalog', 'products'], []);
    queryClient.setQueryData(['dashboard', 'figures'], 'cached figures');
    const { user } = renderWithClient(<SupplierProductsPage />, client, queryClient);
    await screen.findByRole('heading', { name: 'No products yet' });
    await screen.findByRole('progressbar', { name: 'Active listings: 0 of 10' });
    const stale = (key: string[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect([stale(['catalog', 'products']), stale(['dashboard', 'figures'])]).toEqual([false, false]);
    expect([client.bodies('GET /v1/products').length, client.bodies('GET /v1/me').length]).toEqual([1, 1]);

    await user.click(screen.getAllByRole('button', { name: 'Add Product' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Product name' }), 'Pepper');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByRole('rowheader', { name: 'Pepper' })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Active listings: 1 of 10' })).toBeInTheDocument();
    expect([client.bodies('GET /v1/products').length, client.bodies('GET /v1/me').length]).toEqual([2, 2]);
    expect([stale(['catalog', 'products']), stale(['dashboard', 'figures'])]).toEqual([true, true]);
  });

  it('serves the products and the usage from the cache when opened again', async () => {
    products = [product('p1', 'Cardamom')];
    const queryClient = createTestQueryClient();
    const first = renderWithClient(<SupplierProductsPage />, client, queryClient);
    expect(await screen.findByRole('rowheader', { name: 'Cardamom' })).toBeInTheDocument();
    await screen.findByRole('progressbar', { name: 'Active listings: 0 of 10' });
    first.unmount();
    renderWithClient(<SupplierProductsPage />, client, queryClient);
    expect(screen.getByRole('rowheader', { name: 'Cardamom' })).toBeInTheDocument();
    expect([client.bodies('GET /v1/products').length, client.bodies('GET /v1/me').length]).toEqual([1, 1]);
  });
});
