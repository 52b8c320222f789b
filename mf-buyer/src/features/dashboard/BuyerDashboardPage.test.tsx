import { screen, within } from '@testing-library/react';
import { useAuthStore } from 'shared-auth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MarketplaceError, SERVICE_UNAVAILABLE } from 'shared-api';
import {
  fakeBuyerDashboard,
  fakeBuyerInquiryPage,
  fakeCatalogItem,
  fakeCatalogPage,
  fakeInquirySummary,
  fakeMe,
  fakeSupplierCard,
} from 'shared-api/testing';
import { createFakeClient, renderWithClient, type FakeClient } from '../../test/render';
import { BuyerDashboardPage } from './BuyerDashboardPage';

const inquiry = fakeInquirySummary({
  id: 'inq-1',
  mode: 'open',
  product_name: 'Black pepper 550 GL',
  category: 'Spices & Herbs',
  quantity: 12000,
  quantity_unit: 'kg',
  destination_country: 'Netherlands',
  status: 'responded',
  created_at: new Date().toISOString(),
  suppliers_count: 3,
  responses_count: 2,
});

const product = (id: string, supplier: { id: string; name: string; verified: boolean }) =>
  fakeCatalogItem({
    id,
    owner_id: supplier.id,
    name: `Product ${id}`,
    category: 'Spices & Herbs',
    supplier: fakeSupplierCard({
      id: supplier.id,
      business_name: supplier.name,
      country: 'India',
      product_categories: ['Spices & Herbs'],
      verified: supplier.verified,
    }),
  });

let client: FakeClient;

beforeEach(() => {
  useAuthStore.setState({
    loading: false,
    profile: { user_id: 'u1', role: 'buyer', business_name: 'Rotterdam Fine Foods BV' },
  });
  client = createFakeClient();
  client.on('GET /v1/dashboard', () =>
    fakeBuyerDashboard({
      active_inquiries: 2,
      total_inquiries: 3,
      responses: 4,
      suppliers: 5,
      supplier_countries: ['India', 'Vietnam'],
      avg_response_hours: 2.4,
    }),
  );
  client.on('GET /v1/inquiries', () => fakeBuyerInquiryPage([inquiry]));
  client.on('GET /v1/me', () =>
    fakeMe({
      business_name: 'Rotterdam Fine Foods BV',
      country: 'Netherlands',
      product_categories: ['Food & Beverages'],
      plan: 'free',
      usage: {
        active_products: { used: 0, limit: 10 },
        inquiries_this_month: {
          used: 1,
          limit: 5,
          resets_at: '2026-12-01T00:00:00.000Z',
          counts: 'inquiries posted',
        },
      },
    }),
  );
  client.on('GET /v1/catalog', () =>
    fakeCatalogPage([
      product('p1', { id: 's-unverified', name: 'Nile Valley Agro', verified: false }),
      product('p2', { id: 's-verified', name: 'Malabar Spice Exports', verified: true }),
      product('p3', { id: 's-verified', name: 'Malabar Spice Exports', verified: true }),
    ]),
  );
});

afterEach(() => useAuthStore.setState({ profile: null }));

const stat = (label: string) => screen.getByText(label).closest('dl');

describe('BuyerDashboardPage', () => {
  it('welcomes the business and shows the four figures from the api', async () => {
    renderWithClient(<BuyerDashboardPage />, client);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Rotterdam Fine Foods BV' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Across 2 countries')).toBeInTheDocument();
    expect(stat('Active Inquiries')).toHaveTextContent('2');
    expect(stat('Responses')).toHaveTextContent('4');
    expect(stat('Suppliers')).toHaveTextContent('5');
    expect(stat('Avg Response Time')).toHaveTextContent('2.4h');
  });

  it('offers the three quick actions', () => {
    renderWithClient(<BuyerDashboardPage />, client);
    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(within(actions).getByRole('link', { name: 'Post New Inquiry' })).toHaveAttribute(
      'href',
      '/post-inquiry',
    );
    expect(within(actions).getByRole('link', { name: 'Find Suppliers' })).toHaveAttribute('href', '/catalog');
    expect(within(actions).getByRole('link', { name: 'View Messages' })).toHaveAttribute(
      'href',
      '/buyer-inquiries',
    );
  });

  it('lists recent inquiries with status and responses count', async () => {
    renderWithClient(<BuyerDashboardPage />, client);
    const link = await screen.findByRole('link', { name: 'Black pepper 550 GL' });
    expect(link).toHaveAttribute('href', '/buyer-inquiries?inquiry=inq-1');
    const row = link.closest('li');
    expect(row).toHaveTextContent('Responded');
    expect(row).toHaveTextContent('2 responses');
  });

  it("recommends suppliers from the catalog for the buyer's and their inquiries' categories, verified first", async () => {
    renderWithClient(<BuyerDashboardPage />, client);
    const connect = await screen.findByRole('link', { name: 'Connect with Malabar Spice Exports' });
    expect(connect).toHaveAttribute('href', '/post-inquiry?supplier=s-verified');
    const cards = screen.getAllByRole('link', { name: /^Connect with/ });
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Connect with Malabar Spice Exports',
      'Connect with Nile Valley Agro',
    ]);
    expect(connect.closest('li')).toHaveTextContent('Verified');
    expect(connect.closest('li')).toHaveTextContent('Product p2, Product p3');
    const categories = client.request.mock.calls
      .filter(([, path]) => path === '/v1/catalog')
      .map(([, , options]) => options?.query?.['category']);
    expect(categories.sort()).toEqual(['Food & Beverages', 'Spices & Herbs']);
  });

  it('tells a new buyer what to do first', async () => {
    client.on('GET /v1/inquiries', () => fakeBuyerInquiryPage([]));
    renderWithClient(<BuyerDashboardPage />, client);
    expect(await screen.findByRole('heading', { name: 'No inquiries yet' })).toBeInTheDocument();
  });

  it('shows a failed load with Retry, which loads again', async () => {
    let fail = true;
    client.on('GET /v1/inquiries', () => {
      if (fail) throw new MarketplaceError('server', SERVICE_UNAVAILABLE, 503);
      return fakeBuyerInquiryPage([inquiry]);
    });
    const { user } = renderWithClient(<BuyerDashboardPage />, client);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SERVICE_UNAVAILABLE);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Black pepper 550 GL' })).toBeInTheDocument();
  });
});
