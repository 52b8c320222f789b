import { installDialogPolyfill } from '@krishika/tooling/testing/dialogPolyfill';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { InquiryStatus } from 'contracts';
import {
  fakeBuyerInquiryPage,
  fakeInquiry,
  fakeInquiryDelivery,
  fakeInquiryDetail,
  fakeInquirySummary,
  fakePartyCard,
  fakeQuote,
  fakeThread,
  fakeThreadMessage,
} from 'shared-api/testing';
import {
  createFakeClient,
  createTestQueryClient,
  renderWithClient,
  type FakeClient,
} from '../../../test/render';
import { BuyerInquiriesPage } from './BuyerInquiriesPage';

installDialogPolyfill();

const now = new Date().toISOString();
const summary = (id: string, product: string, status: InquiryStatus, responses: number) =>
  fakeInquirySummary({
    id,
    mode: 'open',
    product_name: product,
    quantity: 1000,
    quantity_unit: 'kg',
    destination_country: 'Netherlands',
    status,
    created_at: now,
    suppliers_count: 2,
    responses_count: responses,
  });

const supplierA = fakePartyCard({
  id: 'sA',
  business_name: 'Malabar Spice Exports',
  country: 'India',
  verified: true,
});
const supplierB = fakePartyCard({
  id: 'sB',
  business_name: 'Saigon Pepper & Cashew Co',
  country: 'Vietnam',
  verified: true,
});

const quote = (price: number) =>
  fakeQuote({
    price,
    currency: 'USD',
    price_unit: 'kg',
    moq: 500,
    moq_unit: 'kg',
    lead_time: '3 weeks',
    incoterm: 'CIF',
    valid_until: null,
  });

let client: FakeClient;
let closed: boolean;
let replies: string[];

beforeEach(() => {
  closed = false;
  replies = [];
  client = createFakeClient();
  client.on('GET /v1/inquiries', () =>
    fakeBuyerInquiryPage([
      summary('i1', 'Black pepper', closed ? 'closed' : 'responded', 2),
      summary('i2', 'Cashew W320', 'pending', 0),
      summary('i3', 'Cardamom', 'closed', 1),
    ]),
  );
  const delivery = (id: string, supplier: typeof supplierA) =>
    fakeInquiryDelivery({
      id,
      status: 'responded',
      delivered_at: now,
      first_response_at: now,
      response_time_hours: 1.5,
      supplier,
    });
  client.on('GET /v1/inquiries/i1', () =>
    fakeInquiryDetail({
      inquiry: fakeInquiry({
        ...summary('i1', 'Black pepper', closed ? 'closed' : 'responded', 2),
        message: 'ASTA grade.',
      }),
      deliveries: [delivery('dA', supplierA), delivery('dB', supplierB)],
    }),
  );
  const thread = (id: string, supplier: typeof supplierA, price: number) =>
    fakeThread({
      id,
      status: 'responded',
      supplier,
      messages: [
        fakeThreadMessage({
          id: `${id}-1`,
          sender_role: 'supplier',
          body: `Offer from ${supplier.business_name}`,
          quote: quote(price),
          created_at: now,
        }),
        ...replies.map((body, index) =>
          fakeThreadMessage({
            id: `${id}-r${index}`,
            sender_role: 'buyer',
            body,
            quote: null,
            created_at: now,
          }),
        ),
      ],
    });
  client.on('GET /v1/threads/dA', () => thread('dA', supplierA, 4.2));
  client.on('GET /v1/threads/dB', () => thread('dB', supplierB, 3.9));
  client.on('POST /v1/threads/dA/messages', (options) => {
    const body = (options.body as { body: string }).body;
    replies.push(body);
    return fakeThreadMessage({ id: 'm-new', sender_role: 'buyer', body, quote: null, created_at: now });
  });
  client.on('POST /v1/inquiries/i1/close', () => {
    closed = true;
    return fakeInquiryDetail({ inquiry: fakeInquiry(summary('i1', 'Black pepper', 'closed', 2)) });
  });
});

describe('BuyerInquiriesPage', () => {
  it('has All, Active, Pending and Closed with their counts, each with responses counts', async () => {
    const { user } = renderWithClient(<BuyerInquiriesPage />, client, '/buyer-inquiries');
    expect(await screen.findByRole('tab', { name: 'All (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Active (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Closed (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Black pepper/ })).toHaveTextContent('2 responses');
    expect(screen.getByRole('button', { name: /Cashew W320/ })).toHaveTextContent('No responses yet');

    await user.click(screen.getByRole('tab', { name: 'Pending (1)' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('button', { name: /Cashew W320/ })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Black pepper/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/buyer-inquiries?tab=pending');
  });

  it("compares the suppliers' quotes side by side, marking the lowest price", async () => {
    renderWithClient(<BuyerInquiriesPage />, client, '/buyer-inquiries?inquiry=i1');
    const quotes = await screen.findByRole('list', { name: 'Quotes compared' });
    const cards = within(quotes).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Malabar Spice Exports');
    expect(cards[0]).toHaveTextContent('USD 4.2 / kg');
    expect(cards[1]).toHaveTextContent('USD 3.9 / kg');
    expect(cards[1]).toHaveTextContent('Lowest price');
    expect(cards[0]).not.toHaveTextContent('Lowest price');
    expect(cards[0]).toHaveTextContent('3 weeks');
  });

  it('opens a thread per supplier and replies in it', async () => {
    const { user } = renderWithClient(<BuyerInquiriesPage />, client, '/buyer-inquiries');
    await user.click(await screen.findByRole('button', { name: /Black pepper/ }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Black pepper' })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: 'View Thread with Malabar Spice Exports' }));
    const thread = screen.getByRole('region', { name: 'Thread with Malabar Spice Exports' });
    expect(within(thread).getByText('Offer from Malabar Spice Exports')).toBeInTheDocument();
    await user.click(within(thread).getByRole('button', { name: 'Send Reply' }));
    expect(within(thread).getByText('Write your reply to the supplier.')).toBeInTheDocument();
    await user.type(
      within(thread).getByRole('textbox', { name: 'Reply to Malabar Spice Exports' }),
      'Can you do 4.00?',
    );
    await user.click(within(thread).getByRole('button', { name: 'Send Reply' }));
    expect(await within(thread).findByText('Can you do 4.00?')).toBeInTheDocument();
    expect(client.bodies('POST /v1/threads/dA/messages')).toEqual([{ body: 'Can you do 4.00?' }]);
  });

  it('closes an inquiry after confirmation; its threads take no more replies', async () => {
    const { user } = renderWithClient(<BuyerInquiriesPage />, client, '/buyer-inquiries?inquiry=i1');
    await user.click(await screen.findByRole('button', { name: 'Close Inquiry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this inquiry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close Inquiry' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Closed (2)' })).toBeInTheDocument());
    const detail = screen.getByRole('article', { name: 'Black pepper' });
    await waitFor(() => expect(within(detail).getByText('Closed')).toBeInTheDocument());
    expect(within(detail).queryByRole('button', { name: 'Close Inquiry' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Thread with Malabar Spice Exports' }));
    expect(screen.getByText('This inquiry is closed: no more messages can be sent.')).toBeInTheDocument();
  });

  it('tells a buyer with no inquiries how to start', async () => {
    client.on('GET /v1/inquiries', () => fakeBuyerInquiryPage([]));
    renderWithClient(<BuyerInquiriesPage />, client, '/buyer-inquiries');
    expect(await screen.findByRole('heading', { name: 'No inquiries yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post Inquiry' })).toHaveAttribute('href', '/post-inquiry');
  });

  it('opens again from the cache: no second request for the list or the inquiry', async () => {
    const queryClient = createTestQueryClient();
    const path = '/buyer-inquiries?inquiry=i1';
    const first = renderWithClient(<BuyerInquiriesPage />, client, path, queryClient);
    expect(await screen.findByRole('list', { name: 'Quotes compared' })).toBeInTheDocument();
    first.unmount();
    renderWithClient(<BuyerInquiriesPage />, client, path, queryClient);
    expect(screen.getByRole('tab', { name: 'All (3)' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Quotes compared' })).toBeInTheDocument();
    expect(client.bodies('GET /v1/inquiries')).toHaveLength(1);
    expect(client.bodies('GET /v1/inquiries/i1')).toHaveLength(1);
  });

  it('fetches the list and the inquiry again after closing it, and marks the dashboard stale', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['dashboard', 'figures'], 'cached figures');
    const { user } = renderWithClient(
      <BuyerInquiriesPage />,
      client,
      '/buyer-inquiries?inquiry=i1',
      queryClient,
    );
    await user.click(await screen.findByRole('button', { name: 'Close Inquiry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this inquiry?' });
    expect(client.bodies('GET /v1/inquiries')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close Inquiry' }));
    await waitFor(() => expect(client.bodies('GET /v1/inquiries')).toHaveLength(2));
    await waitFor(() => expect(client.bodies('GET /v1/inquiries/i1')).toHaveLength(2));
    expect(queryClient.getQueryState(['dashboard', 'figures'])?.isInvalidated).toBe(true);
  });
});
