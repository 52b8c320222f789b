import { installDialogPolyfill } from '@krishika/tooling/testing/dialogPolyfill';
import { screen, waitFor, within } from '@testing-library/react';
import { useAuthStore } from 'shared-auth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MarketplaceError, SERVICE_UNAVAILABLE } from 'shared-api';
import {
  fakeConversation,
  fakeConversationLog,
  fakeDelivery,
  fakeInboxItem,
  fakeInquiryDraft,
  fakeMe,
  fakeSupplierDashboard,
  fakeSupplierInbox,
  fakeThreadMessage,
} from 'shared-api/testing';
import { createFakeClient, renderWithClient, type FakeClient } from '../../test/render';
import { SupplierDashboardPage } from './SupplierDashboardPage';

const SUGGESTION = 'Thank you for your inquiry. We offer Turmeric at USD 2.10 per kg, MOQ 500 kg.';

function inquiry(responded: boolean) {
  return fakeInboxItem({
    id: 'inq-1',
    product_name: 'Turmeric finger',
    category: 'Spices & Herbs',
    quantity: 2000,
    quantity_unit: 'kg',
    target_price: null,
    target_currency: null,
    incoterm: null,
    destination_country: 'Germany',
    needed_by: null,
    message: 'Need curcumin above 3%.',
    status: responded ? 'responded' : 'new',
    created_at: new Date().toISOString(),
    buyer: { business_name: 'Berlin Foods GmbH', country: 'Germany' },
    delivery: fakeDelivery({
      id: 'del-1',
      status: responded ? 'responded' : 'new',
      ai_suggestion: SUGGESTION,
      match_score: 80,
      product_id: 'p1',
      delivered_at: new Date().toISOString(),
      first_response_at: responded ? new Date().toISOString() : null,
      response_time_hours: responded ? 0.5 : null,
    }),
  });
}

function figures(responded: boolean) {
  return fakeSupplierDashboard({
    new_inquiries: responded ? 0 : 1,
    active_products: 3,
    inquiries_received: 1,
    inquiries_responded: responded ? 1 : 0,
    response_rate_percent: responded ? 100 : 0,
    avg_response_hours: responded ? 0.5 : null,
  });
}

installDialogPolyfill();

let client: FakeClient;
let responded: boolean;

beforeEach(() => {
  responded = false;
  useAuthStore.setState({
    loading: false,
    profile: { user_id: 'u1', role: 'supplier', business_name: 'Kerala Spice Co' },
  });
  client = createFakeClient();
  client.on('GET /v1/dashboard', () => figures(responded));
  client.on('GET /v1/inquiries', () => fakeSupplierInbox([inquiry(responded)]));
  // Opening a thread tells the api the supplier has seen it.
  client.on('POST /v1/threads/del-1/viewed', () => ({ status: 'viewed' }));
  client.on('POST /v1/threads/del-1/messages', () => {
    responded = true;
    return fakeThreadMessage({
      id: 'm1',
      sender_role: 'supplier',
      body: 'x',
      quote: null,
      created_at: new Date().toISOString(),
    });
  });
});

afterEach(() => useAuthStore.setState({ profile: null }));

describe('SupplierDashboardPage', () => {
  it('greets the business and shows the four figures from the api', async () => {
    renderWithClient(<SupplierDashboardPage />, client);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Kerala Spice Co' }),
    ).toBeInTheDocument();
    const newInquiries = (await screen.findByText('New Inquiries')).closest('dl');
    expect(newInquiries).toHaveTextContent('1');
    expect(screen.getByText('Active Products').closest('dl')).toHaveTextContent('3');
    expect(screen.getByText('Response Rate').closest('dl')).toHaveTextContent('0%');
    expect(screen.getByText('Avg Response Time').closest('dl')).toHaveTextContent('—');
  });

  it('asks the api to draft from the stored inquiry when there is no suggestion (nothing rebuilt here)', async () => {
    const drafted = 'Estimados señores: gracias por su consulta de cúrcuma.';
    client.on('GET /v1/inquiries', () => {
      const item = inquiry(false);
      return fakeSupplierInbox([{ ...item, delivery: { ...item.delivery, ai_suggestion: null } }]);
    });
    client.on('POST /v1/inquiries/inq-1/draft', () =>
      fakeInquiryDraft({
        reply: drafted,
        language: 'es',
        product: 'turmeric',
        product_id: 'p1',
        engine: 'offline',
      }),
    );
    const { user } = renderWithClient(<SupplierDashboardPage />, client);
    const item = (await screen.findByRole('heading', { name: 'Turmeric finger' })).closest('li');
    if (!item) throw new Error('no inquiry item');
    await user.click(within(item).getByRole('button', { name: 'AI Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Respond: Turmeric finger' });
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue(drafted);
    expect(client.bodies('POST /v1/inquiries/inq-1/draft')).toHaveLength(1);
  });

  it('drafts with AI, lets the reply be edited and sends it with a quote; then offers the thread', async () => {
    const { user } = renderWithClient(<SupplierDashboardPage />, client);
    const item = (await screen.findByRole('heading', { name: 'Turmeric finger' })).closest('li');
    if (!item) throw new Error('no inquiry item');
    expect(within(item).getByText('Berlin Foods GmbH · Germany ·', { exact: false })).toBeInTheDocument();
    expect(within(item).getByText(/2,000 kg/)).toBeInTheDocument();
    expect(within(item).getByText('New')).toBeInTheDocument();
    expect(within(item).getByText(SUGGESTION)).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'AI Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Respond: Turmeric finger' });
    const message = within(dialog).getByRole('textbox', { name: 'Message' });
    expect(message).toHaveValue(SUGGESTION);
    await user.type(message, ' Samples on request.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Include a quote' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Price' }), '2.05');
    await user.type(within(dialog).getByRole('textbox', { name: 'MOQ' }), '500');
    await user.type(within(dialog).getByRole('textbox', { name: 'Lead time' }), '3 weeks');
    await user.click(within(dialog).getByRole('button', { name: 'Send Response' }));

    await waitFor(() =>
      expect(client.bodies('POST /v1/threads/del-1/messages')).toEqual([
        {
          body: `${SUGGESTION} Samples on request.`,
          quote: {
            price: 2.05,
            currency: 'USD',
            price_unit: null,
            moq: 500,
            moq_unit: null,
            lead_time: '3 weeks',
            valid_until: null,
          },
        },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'View Thread' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Respond' })).not.toBeInTheDocument();
    expect(screen.getByText('Responded')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Response Rate').closest('dl')).toHaveTextContent('100%'));
  });

  it('checks the response form before sending', async () => {
    const { user } = renderWithClient(<SupplierDashboardPage />, client);
    await user.click(await screen.findByRole('button', { name: 'Respond' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send Response' }));
    expect(await within(dialog).findByText('Write your reply to the buyer.')).toBeInTheDocument();
    expect(client.bodies('POST /v1/threads/del-1/messages')).toEqual([]);
  });

  it('tells a new supplier what to do first', async () => {
    client.on('GET /v1/inquiries', () => fakeSupplierInbox([]));
    renderWithClient(<SupplierDashboardPage />, client);
    expect(await screen.findByRole('heading', { name: 'No inquiries yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/supplier-products');
  });

  it('shows a failed load with Retry, which loads again', async () => {
    let fail = true;
    client.on('GET /v1/inquiries', () => {
      if (fail) throw new MarketplaceError('server', SERVICE_UNAVAILABLE, 503);
      return fakeSupplierInbox([inquiry(false)]);
    });
    const { user } = renderWithClient(<SupplierDashboardPage />, client);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SERVICE_UNAVAILABLE);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Turmeric finger' })).toBeInTheDocument();
  });

  it("shows the supplier's own AI figures and recent interactions", async () => {
    client.on('GET /krishika/log', () =>
      fakeConversationLog([
        fakeConversation({
          inquiry: 'Do you ship turmeric to Hamburg with organic certification and lab reports?',
          reply: 'Yes.',
          product: 'Turmeric',
          timestamp: new Date().toISOString(),
        }),
      ]),
    );
    const { user } = renderWithClient(<SupplierDashboardPage />, client);
    await screen.findByRole('heading', { name: 'Turmeric finger' });
    await user.click(screen.getByRole('tab', { name: 'AI Assistant' }));
    expect(await screen.findByText('Replies drafted by Krishika')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Replies drafted by Krishika').closest('div')).toHaveTextContent('1'),
    );
    expect(screen.getByText('1 of 1')).toBeInTheDocument();
    expect(
      screen.getByText('Do you ship turmeric to Hamburg with organic certification a…'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat with Krishika' })).toHaveAttribute('href', '/krishika-ai');
  });

  describe("the plan's monthly responses", () => {
    function onFree(used: () => number) {
      client.on('GET /v1/me', () =>
        fakeMe({
          role: 'supplier',
          plan: 'free',
          usage: {
            active_products: { used: 3, limit: 10 },
            inquiries_this_month: {
              used: used(),
              limit: 5,
              resets_at: '2026-12-01T00:00:00.000Z',
              counts: 'inquiries responded to',
            },
          },
        }),
      );
    }

    it('shows what is left before the limit, and reads it again after a response', async () => {
      let used = 4;
      onFree(() => used);
      client.on('POST /v1/threads/del-1/messages', () => {
        responded = true;
        used = 5;
        return fakeThreadMessage({
          id: 'm1',
          sender_role: 'supplier',
          body: 'x',
          quote: null,
          created_at: new Date().toISOString(),
        });
      });
      const { user } = renderWithClient(<SupplierDashboardPage />, client);
      expect(
        await screen.findByText(
          /Responses this month: 4 of 5 on the Free plan; 1 left, renewing on December 1\./,
        ),
      ).toBeInTheDocument();
      const item = (await screen.findByRole('heading', { name: 'Turmeric finger' })).closest('li');
      if (!item) throw new Error('no inquiry item');
      const respond = within(item).getByRole('button', { name: 'Respond' });
      expect(respond).toBeEnabled();
      await user.click(respond);
      const dialog = await screen.findByRole('dialog', { name: 'Respond: Turmeric finger' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'We can ship in May.');
      await user.click(within(dialog).getByRole('button', { name: /Send/ }));
      expect(await screen.findByText(/You have responded to 5 inquiries this month/)).toBeInTheDocument();
    });

    it('at the limit, disables answering new inquiries and says why and until when', async () => {
      onFree(() => 5);
      const { user } = renderWithClient(<SupplierDashboardPage />, client);
      const note = await screen.findByText(
        /You have responded to 5 inquiries this month, the Free plan's limit\. You can answer new inquiries again on December 1/,
      );
      expect(within(note).getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
      const item = (await screen.findByRole('heading', { name: 'Turmeric finger' })).closest('li');
      if (!item) throw new Error('no inquiry item');
      for (const name of ['AI Reply', 'Respond']) {
        const button = within(item).getByRole('button', { name });
        expect(button).toBeDisabled();
        expect(button).toHaveAccessibleDescription(/the Free plan's limit/);
      }
      await user.click(within(item).getByRole('button', { name: 'AI Reply' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('says nothing on a plan without a limit', async () => {
      client.on('GET /v1/me', () =>
        fakeMe({
          role: 'supplier',
          plan: 'pro',
          usage: {
            active_products: { used: 3, limit: null },
            inquiries_this_month: {
              used: 40,
              limit: null,
              resets_at: '2026-12-01T00:00:00.000Z',
              counts: 'inquiries responded to',
            },
          },
        }),
      );
      renderWithClient(<SupplierDashboardPage />, client);
      const item = (await screen.findByRole('heading', { name: 'Turmeric finger' })).closest('li');
      if (!item) throw new Error('no inquiry item');
      await waitFor(() => expect(client.bodies('GET /v1/me')).toHaveLength(1));
      expect(screen.queryByText(/Responses this month/)).not.toBeInTheDocument();
      expect(within(item).getByRole('button', { name: 'Respond' })).toBeEnabled();
    });
  });
});
