import { act, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { InboxItem } from 'contracts/wire';
import {
  createFakeClient,
  fakeDelivery,
  fakeInboxItem,
  fakeMe,
  fakeProduct,
  fakeProductPage,
  fakeSupplierInbox,
  renderWithClient,
  type FakeClient,
} from 'shared-api/testing';
import { SupplierInboxPage } from './SupplierInboxPage';

const PRODUCT = '0b6f3c1e-2f4a-4c7b-9a1d-5e8f7a6b3c2d';

const items: InboxItem[] = [
  fakeInboxItem({
    id: 'inq-1',
    product_name: 'Turmeric finger',
    destination_country: 'Germany',
    delivery: fakeDelivery({ id: 'del-1', status: 'new' }),
  }),
  fakeInboxItem({
    id: 'inq-2',
    product_name: 'Black pepper',
    destination_country: 'Netherlands',
    delivery: fakeDelivery({ id: 'del-2', status: 'declined' }),
  }),
];

let client: FakeClient;
/** The api's query of each inbox request. */
let queries: Record<string, unknown>[];
let location = '';
let navigate: NavigateFunction = () => undefined;

/** Shows the test where the router is and lets it go back. */
function Probe() {
  const current = useLocation();
  const go = useNavigate();
  useEffect(() => {
    location = current.search;
    navigate = go;
  }, [current, go]);
  return null;
}

beforeEach(() => {
  queries = [];
  client = createFakeClient();
  client.on('GET /v1/me', () => fakeMe());
  client.on('GET /v1/products', () =>
    fakeProductPage([fakeProduct({ id: PRODUCT, name: 'Organic Turmeric' })]),
  );
  // The api narrows the inbox; the fake one by the search text only.
  client.on('GET /v1/inquiries', (options) => {
    const query = (options.query ?? {}) as Record<string, unknown>;
    queries.push(query);
    const q = typeof query.q === 'string' ? query.q.toLowerCase() : '';
    return fakeSupplierInbox(items.filter((item) => item.product_name.toLowerCase().includes(q)));
  });
});

const renderAt = (url: string) =>
  renderWithClient(
    <MemoryRouter initialEntries={[url]}>
      <SupplierInboxPage />
      <Probe />
    </MemoryRouter>,
    client,
  );

describe('SupplierInboxPage search and filters', () => {
  it('searches on the server from the search box and keeps it in the URL', async () => {
    const { user } = renderAt('/supplier-inbox');
    await screen.findByText('Black pepper');
    expect(queries.at(-1)).toEqual({ page_size: 100 });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  turmeric {Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('1 inquiry matches');
    expect(screen.queryByText('Black pepper')).not.toBeInTheDocument();
    expect(queries.at(-1)).toEqual({ q: 'turmeric', page_size: 100 });
    expect(location).toBe('?q=turmeric');
  });

  it('reads every filter from a deep link and sends it to the api; back restores the previous search', async () => {
    const { user } = renderAt(
      `/supplier-inbox?status=declined&country=Germany&product=${PRODUCT}&since=2026-11-01&until=2026-11-30&quote=yes`,
    );
    await screen.findByText('Black pepper');
    expect(queries.at(-1)).toEqual({
      delivery_status: 'declined',
      country: 'Germany',
      product_id: PRODUCT,
      since: '2026-11-01',
      until: '2026-11-30',
      has_quote: 'true',
      page_size: 100,
    });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('declined');
    expect(screen.getByRole('combobox', { name: 'Destination country' })).toHaveValue('Germany');
    expect(await screen.findByRole('option', { name: 'Organic Turmeric' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Product' })).toHaveValue(PRODUCT);
    expect(screen.getByRole('combobox', { name: 'Quote' })).toHaveValue('yes');
    expect(screen.getByLabelText('Received from')).toHaveValue('2026-11-01');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'New');
    expect(location).toContain('status=new');
    expect(queries.at(-1)).toMatchObject({ delivery_status: 'new' });
    act(() => void navigate(-1));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('declined');
    expect(location).toContain('status=declined');
  });

  it('says when no inquiry matches and clears the filters from there', async () => {
    const { user } = renderAt('/supplier-inbox?q=cardamom&status=new');
    const empty = await screen.findByRole('heading', { name: 'No inquiry matches these filters' });
    expect(screen.queryByRole('heading', { name: 'No inquiries yet' })).not.toBeInTheDocument();
    const section = empty.parentElement ?? document.body;
    await user.click(within(section).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Black pepper')).toBeInTheDocument();
    expect(location).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(queries.at(-1)).toEqual({ page_size: 100 });
  });
});
