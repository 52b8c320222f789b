import type { Session } from '@supabase/supabase-js';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { MarketplaceError, SERVICE_UNAVAILABLE } from 'shared-api';
import {
  fakeCatalogItem,
  fakeCatalogPage,
  fakeSavedSupplier,
  fakeSavedSupplierList,
  fakeSupplierCard,
  fakeSupplierSearchItem,
  fakeSupplierSearchPage,
} from 'shared-api/testing';
import { useAuthStore } from 'shared-auth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeClient, renderWithClient, type FakeClient } from '../../../test/render';
import { CatalogPage } from './CatalogPage';

const supplier = (id: string, name: string, verified = true, country = 'India') =>
  fakeSupplierCard({
    id,
    business_name: name,
    country,
    product_categories: ['Spices & Herbs'],
    verified,
  });

const product = (id: string, name: string, owner = supplier('s1', 'Malabar Spice Exports')) =>
  fakeCatalogItem({
    id,
    owner_id: owner.id,
    name,
    category: 'Spices & Herbs',
    price_min: 5900,
    price_max: 6400,
    currency: 'USD',
    price_unit: 'tonne',
    moq: 2,
    moq_unit: 'tonnes',
    origin_country: 'India',
    supplier: owner,
  });

/** The router state, to check where a visitor is sent back to after signing in. */
function StateProbe() {
  const location = useLocation();
  return <output data-testid="state">{JSON.stringify(location.state)}</output>;
}

const session = { access_token: 'token' } as unknown as Session;
const signInAs = (role: 'buyer' | 'supplier') =>
  useAuthStore.setState({
    loading: false,
    session,
    profile: { user_id: 'u1', role, business_name: 'Rotterdam Fine Foods BV' },
  });

/** The api's answer to GET /v1/catalog/regions (part of it). */
const REGIONS = {
  regions: [
    { name: 'South Asia', countries: ['India', 'Sri Lanka'] },
    { name: 'Southeast Asia', countries: ['Vietnam', 'Thailand'] },
    { name: 'Europe', countries: ['Germany', 'Netherlands'] },
  ],
};

let client: FakeClient;

beforeEach(() => {
  useAuthStore.setState({ loading: false, session: null, profile: null, user: null });
  client = createFakeClient();
  client.on('GET /v1/catalog/regions', () => REGIONS);
  client.on('GET /v1/catalog', () =>
    fakeCatalogPage([product('p1', 'Black Pepper 550 GL'), product('p2', 'Green Cardamom 8mm')], {
      total: 2,
      page: 1,
      page_size: 12,
    }),
  );
  client.on('GET /v1/suppliers', () =>
    fakeSupplierSearchPage(
      [
        fakeSupplierSearchItem({
          supplier: supplier('s1', 'Malabar Spice Exports'),
          matching_products: 5,
          product_names: ['Black Pepper 550 GL', 'Green Cardamom 8mm', 'Turmeric', 'Cloves', 'Nutmeg'],
        }),
        fakeSupplierSearchItem({
          supplier: supplier('s2', 'Nile Valley Agro', false, 'Egypt'),
          matching_products: 1,
          product_names: ['Dried Chamomile'],
        }),
      ],
      { total: 2, page: 1, page_size: 12 },
    ),
  );
  client.on('GET /v1/saved-suppliers', () =>
    fakeSavedSupplierList([
      fakeSavedSupplier({
        supplier: {
          id: 's2',
          business_name: 'Nile Valley Agro',
          country: 'Egypt',
          website: '',
          product_categories: ['Spices & Herbs'],
          verified: false,
        },
        active_products: 1,
      }),
    ]),
  );
  client.on('PUT /v1/saved-suppliers/*', () => ({ saved: true }));
  client.on('DELETE /v1/saved-suppliers/*', () => null);
});

afterEach(() => useAuthStore.setState({ session: null, profile: null }));

const queryOf = (path: string) =>
  client.request.mock.calls.filter(([, called]) => called === path).map(([, , options]) => options?.query);

describe('CatalogPage', () => {
  it('restores the filters of a deep link and asks the api for them', async () => {
    renderWithClient(
      <CatalogPage />,
      client,
      '/catalog?view=suppliers&q=pepper&category=Spices+%26+Herbs&region=Europe&verified=true&sort=name&page=2',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Find Suppliers' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('pepper');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Spices & Herbs');
    expect(screen.getByRole('combobox', { name: 'Country or region' })).toHaveValue('region:Europe');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
    expect(screen.getByRole('checkbox', { name: 'Verified suppliers only' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Suppliers' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Nile Valley Agro')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Europe' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country or region' })).toHaveValue('region:Europe');
    expect(queryOf('/v1/suppliers')[0]).toEqual({
      q: 'pepper',
      category: 'Spices & Herbs',
      country: undefined,
      region: 'Europe',
      verified: 'true',
      sort: 'name',
      page: 2,
      page_size: 12,
    });
  });

  it("offers the api's regions, each with its countries, in its order", async () => {
    renderWithClient(<CatalogPage />, client, '/catalog');
    const select = screen.getByRole('combobox', { name: 'Country or region' });
    const southeast = await within(select).findByRole('group', { name: 'Southeast Asia' });
    expect(
      within(southeast)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All of Southeast Asia', 'Vietnam', 'Thailand']);
    expect(
      within(select)
        .getAllByRole('group')
        .map((group) => group.getAttribute('label')),
    ).toEqual(['South Asia', 'Southeast Asia', 'Europe', 'All other countries']);
    // Every other country comes after the regions, once: Kenya is in none of these three.
    const others = within(select).getByRole('group', { name: 'All other countries' });
    expect(within(others).getByRole('option', { name: 'Kenya' })).toHaveValue('country:Kenya');
    expect(within(others).queryByRole('option', { name: 'Vietnam' })).not.toBeInTheDocument();
    expect(client.request.mock.calls.filter(([, path]) => path === '/v1/catalog/regions')).toHaveLength(1);
  });

  it('drops a region the api does not know, once its regions have loaded, before searching', async () => {
    let answer: (value: typeof REGIONS) => void = () => undefined;
    client.on('GET /v1/catalog/regions', () => new Promise((resolve) => (answer = resolve)));
    renderWithClient(<CatalogPage />, client, '/catalog?view=suppliers&region=Atlantis');
    expect(screen.getByRole('status', { name: 'Loading suppliers' })).toBeInTheDocument();
    expect(queryOf('/v1/suppliers')).toEqual([]);
    answer(REGIONS);
    expect(await screen.findByText('Nile Valley Agro')).toBeInTheDocument();
    expect(queryOf('/v1/suppliers')).toEqual([expect.objectContaining({ region: undefined })]);
    expect(screen.getByRole('combobox', { name: 'Country or region' })).toHaveValue('');
  });

  it('still offers the countries when the regions fail to load, and Retry loads them', async () => {
    let fail = true;
    client.on('GET /v1/catalog/regions', () => {
      if (fail) throw new MarketplaceError('server', SERVICE_UNAVAILABLE, 503);
      return REGIONS;
    });
    const { user } = renderWithClient(<CatalogPage />, client, '/catalog');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load the regions.");
    expect(alert).toHaveTextContent(SERVICE_UNAVAILABLE);
    // The products are searched all the same, and a country can be chosen.
    expect(await screen.findByText('Black Pepper 550 GL')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Country or region' });
    // Without the regions, the countries: the 30 first, then every other one.
    expect(
      within(select)
        .getAllByRole('group')
        .map((group) => group.getAttribute('label')),
    ).toEqual(['Main trading countries', 'All other countries']);
    await user.selectOptions(select, 'Netherlands');
    expect(screen.getByTestId('location')).toHaveTextContent('/catalog?country=Netherlands');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(select).findByRole('group', { name: 'Europe' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(select).toHaveValue('country:Netherlands');
  });

  it('leaves a region in the URL to the api when the regions fail to load', async () => {
    client.on('GET /v1/catalog/regions', () => {
      throw new MarketplaceError('server', SERVICE_UNAVAILABLE, 503);
    });
    renderWithClient(<CatalogPage />, client, '/catalog?region=Europe');
    expect(await screen.findByText('Black Pepper 550 GL')).toBeInTheDocument();
    expect(queryOf('/v1/catalog')[0]).toMatchObject({ region: 'Europe' });
    expect(screen.getByRole('combobox', { name: 'Country or region' })).toHaveValue('region:Europe');
  });

  it('puts every change in the URL, back on page 1', async () => {
    const { user } = renderWithClient(<CatalogPage />, client, '/catalog?page=2');
    await screen.findByText('Black Pepper 550 GL');
    await screen.findByRole('group', { name: 'Southeast Asia' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'cardamom');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/catalog?q=cardamom');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country or region' }), 'Vietnam');
    expect(screen.getByTestId('location')).toHaveTextContent('/catalog?q=cardamom&country=Vietnam');
    await user.click(screen.getByRole('checkbox', { name: 'Verified suppliers only' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/catalog?q=cardamom&country=Vietnam&verified=true&sort=price_asc',
    );
    await screen.findByText('Black Pepper 550 GL');
    expect(queryOf('/v1/catalog').at(-1)).toMatchObject({
      q: 'cardamom',
      country: 'Vietnam',
      verified: 'true',
      sort: 'price_asc',
      page: 1,
    });
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/catalog\?sort=price_asc$/);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('shows product cards with price, minimum order, origin and supplier', async () => {
    renderWithClient(<CatalogPage />, client, '/catalog');
    const card = (await screen.findByRole('heading', { name: 'Black Pepper 550 GL' })).closest('li');
    expect(card).toHaveTextContent('USD 5,900–6,400 per tonne');
    expect(card).toHaveTextContent('Minimum order: 2 tonnes');
    expect(card).toHaveTextContent('Origin: India');
    expect(card).toHaveTextContent('Malabar Spice Exports, India');
    expect(card).toHaveTextContent('Verified');
    expect(screen.getByText(/products found/)).toHaveTextContent('2 products found');
  });

  it('shows supplier cards with country, products and verification', async () => {
    renderWithClient(<CatalogPage />, client, '/catalog?view=suppliers');
    const malabar = (await screen.findByRole('heading', { name: 'Malabar Spice Exports' })).closest('li');
    expect(malabar).toHaveTextContent('India');
    expect(malabar).toHaveTextContent('Black Pepper 550 GL, Green Cardamom 8mm, Turmeric and 2 more');
    expect(malabar).toHaveTextContent('Verified');
    const nile = screen.getByRole('heading', { name: 'Nile Valley Agro' }).closest('li');
    expect(nile).toHaveTextContent('Not verified yet');
  });

  it('sends a visitor who clicks Connect or Save to sign in, to come back to this URL', async () => {
    const path = '/catalog?view=suppliers&region=Europe';
    const { user } = renderWithClient(
      <>
        <CatalogPage />
        <StateProbe />
      </>,
      client,
      path,
    );
    await user.click(await screen.findByRole('button', { name: 'Connect with Malabar Spice Exports' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toMatchObject({
      from: { pathname: '/catalog', search: '?view=suppliers&region=Europe' },
    });
    expect(client.bodies('PUT /v1/saved-suppliers/s1')).toEqual([]);
    expect(queryOf('/v1/saved-suppliers')).toEqual([]);
  });

  it('lets a buyer Connect, Save and Unsave', async () => {
    signInAs('buyer');
    const { user } = renderWithClient(<CatalogPage />, client, '/catalog?view=suppliers');
    expect(await screen.findByRole('link', { name: 'Connect with Malabar Spice Exports' })).toHaveAttribute(
      'href',
      '/post-inquiry?supplier=s1',
    );
    // Already saved, from GET /v1/saved-suppliers.
    await user.click(await screen.findByRole('button', { name: 'Unsave Nile Valley Agro' }));
    expect(await screen.findByRole('button', { name: 'Save Nile Valley Agro' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Malabar Spice Exports' }));
    expect(await screen.findByRole('button', { name: 'Unsave Malabar Spice Exports' })).toBeInTheDocument();
    const calls = client.request.mock.calls.map(([method, path]) => `${method} ${path}`);
    expect(calls).toContain('DELETE /v1/saved-suppliers/s2');
    expect(calls).toContain('PUT /v1/saved-suppliers/s1');
  });

  it('keeps focus on Save while it saves: busy, not disabled, and not sent twice', async () => {
    signInAs('buyer');
    let answer: (value: unknown) => void = () => undefined;
    client.on('PUT /v1/saved-suppliers/*', () => new Promise((resolve) => (answer = resolve)));
    const { user } = renderWithClient(<CatalogPage />, client, '/catalog?view=suppliers');
    const save = await screen.findByRole('button', { name: 'Save Malabar Spice Exports' });
    save.focus();
    await user.keyboard('{Enter}');
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toBeEnabled();
    expect(save).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(client.bodies('PUT /v1/saved-suppliers/s1')).toHaveLength(1);
    answer({ saved: true });
    const unsave = await screen.findByRole('button', { name: 'Unsave Malabar Spice Exports' });
    expect(unsave).toHaveFocus();
    expect(unsave).not.toHaveAttribute('aria-busy');
  });

  it('tells a signed-in supplier why there is no Connect or Save', async () => {
    signInAs('supplier');
    renderWithClient(<CatalogPage />, client, '/catalog?view=suppliers');
    await screen.findByRole('heading', { name: 'Malabar Spice Exports' });
    expect(screen.getByRole('note')).toHaveTextContent('You are signed in as a supplier');
    expect(screen.queryByRole('link', { name: /^Connect/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Connect|Save)/ })).not.toBeInTheDocument();
  });

  it('has an empty state that clears the filters', async () => {
    client.on('GET /v1/catalog', () => fakeCatalogPage([], { total: 0, page: 1, page_size: 12 }));
    const { user } = renderWithClient(<CatalogPage />, client, '/catalog?q=unobtainium&verified=true');
    expect(await screen.findByRole('heading', { name: 'No products match your search' })).toBeInTheDocument();
    const empty = screen.getByRole('heading', { name: 'No products match your search' }).parentElement;
    await user.click(within(empty as HTMLElement).getByRole('link', { name: 'Clear filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/catalog$/);
  });

  it('pages through the results with links', async () => {
    client.on('GET /v1/catalog', () =>
      fakeCatalogPage([product('p1', 'Black Pepper 550 GL')], { total: 30, page: 2, page_size: 12 }),
    );
    renderWithClient(<CatalogPage />, client, '/catalog?q=pepper&page=2');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 2 of 3');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/catalog?q=pepper',
    );
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/catalog?q=pepper&page=3',
    );
  });

  it('says "at least" when the api counts no further than its cap', async () => {
    client.on('GET /v1/catalog', () =>
      fakeCatalogPage([product('p1', 'Black Pepper 550 GL')], {
        total: 1000,
        total_is_exact: false,
        page: 1,
        page_size: 12,
      }),
    );
    renderWithClient(<CatalogPage />, client, '/catalog');
    expect(await screen.findByText(/products found/)).toHaveTextContent(
      '1,000+ products found · page 1 of 84',
    );
  });

  it('shows a failed search with Retry, which searches again', async () => {
    let fail = true;
    client.on('GET /v1/catalog', () => {
      if (fail) throw new MarketplaceError('server', SERVICE_UNAVAILABLE, 503);
      return fakeCatalogPage([product('p1', 'Black Pepper 550 GL')], { total: 1 });
    });
    const { user } = renderWithClient(<CatalogPage />, client, '/catalog');
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SERVICE_UNAVAILABLE);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Black Pepper 550 GL')).toBeInTheDocument();
  });
});
