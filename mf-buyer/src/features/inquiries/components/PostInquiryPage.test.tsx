import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MarketplaceError } from 'shared-api';
import {
  fakeInquiry,
  fakeInquiryDelivery,
  fakeInquiryDetail,
  fakeMe,
  fakePartyCard,
  fakeSupplierCard,
  fakeSupplierPage,
} from 'shared-api/testing';
import {
  createFakeClient,
  createTestQueryClient,
  renderWithClient,
  type FakeClient,
} from '../../../test/render';
import { PostInquiryPage } from './PostInquiryPage';

const LIMIT =
  'The Free plan includes 5 inquiries per calendar month and you have posted 5 this month. Your quota renews on the 1st; upgrade to Pro for unlimited inquiries.';

let client: FakeClient;

function me(used: number) {
  return fakeMe({
    business_name: 'Gulf Star Trading LLC',
    country: 'UAE',
    product_categories: [],
    plan: 'free',
    usage: {
      active_products: { used: 0, limit: 10 },
      inquiries_this_month: {
        used,
        limit: 5,
        resets_at: '2026-12-01T00:00:00.000Z',
        counts: 'inquiries posted',
      },
    },
  });
}

const posted = (mode: 'open' | 'direct', deliveries: number) =>
  fakeInquiryDetail({
    inquiry: fakeInquiry({ id: 'inq-9', mode, product_name: 'Basmati rice', status: 'new' }),
    deliveries: Array.from({ length: deliveries }, (_, index) =>
      fakeInquiryDelivery({ id: `d${index}`, supplier: fakePartyCard({ id: `s${index}` }) }),
    ),
  });

beforeEach(() => {
  client = createFakeClient();
  client.on('GET /v1/me', () => me(2));
  client.on('GET /v1/suppliers/sup-7', () =>
    fakeSupplierPage({
      supplier: fakeSupplierCard({
        id: 'sup-7',
        business_name: 'Punjab Grain Mills',
        country: 'India',
        verified: true,
      }),
      products: [],
    }),
  );
  client.on('POST /v1/inquiries', () => posted('open', 3));
});

async function fillRequired(user: ReturnType<typeof renderWithClient>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Product' }), 'Basmati rice');
  await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '20');
  await user.clear(screen.getByRole('textbox', { name: 'Unit' }));
  await user.type(screen.getByRole('textbox', { name: 'Unit' }), 'tonnes');
}

describe('PostInquiryPage', () => {
  it("shows the plan's monthly usage", async () => {
    renderWithClient(<PostInquiryPage />, client, '/post-inquiry');
    expect(
      await screen.findByRole('progressbar', { name: 'Inquiries this month: 2 of 5' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/3 left, renewing on December 1/)).toBeInTheDocument();
  });

  it('checks the form and focuses the first problem, sending nothing', async () => {
    const { user } = renderWithClient(<PostInquiryPage />, client, '/post-inquiry');
    // The buyer's own country is the default destination.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Destination country' })).toHaveValue('UAE'),
    );
    await user.click(screen.getByRole('button', { name: 'Post Inquiry' }));
    // The page holds ~250 country options; jsdom's text queries slow with the DOM's size.
    expect(await screen.findByText('Enter the product you need.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Enter a quantity above 0, e.g. 2000.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Product' })).toHaveFocus());
    expect(client.bodies('POST /v1/inquiries')).toEqual([]);
  });

  it('posts an open inquiry and goes to My Enquiries', async () => {
    const { user } = renderWithClient(<PostInquiryPage />, client, '/post-inquiry');
    await screen.findByRole('progressbar');
    expect(screen.getByRole('radio', { name: /Open to matching suppliers/ })).toBeChecked();
    await fillRequired(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Agricultural Products');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Incoterm' }), 'CIF');
    await user.type(screen.getByRole('textbox', { name: 'Destination port' }), 'Jebel Ali');
    await user.type(screen.getByRole('textbox', { name: 'Target price' }), '1100');
    await user.click(screen.getByRole('button', { name: 'Post Inquiry' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/buyer-inquiries?inquiry=inq-9'),
    );
    expect(client.bodies('POST /v1/inquiries')).toEqual([
      {
        product_name: 'Basmati rice',
        category: 'Agricultural Products',
        quantity: 20,
        quantity_unit: 'tonnes',
        target_price: 1100,
        target_currency: 'USD',
        incoterm: 'CIF',
        destination_country: 'UAE',
        destination_port: 'Jebel Ali',
        needed_by: null,
        message: '',
      },
    ]);
  });

  it('addresses the supplier chosen with Connect', async () => {
    client.on('POST /v1/inquiries', () => posted('direct', 1));
    const { user } = renderWithClient(<PostInquiryPage />, client, '/post-inquiry?supplier=sup-7');
    const only = await screen.findByRole('radio', { name: /Only Punjab Grain Mills/ });
    expect(only).toBeChecked();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Post Inquiry' }));
    await waitFor(() => expect(client.bodies('POST /v1/inquiries')).toHaveLength(1));
    expect(client.bodies('POST /v1/inquiries')[0]).toMatchObject({ supplier_id: 'sup-7' });
  });

  it('at the limit, shows the form disabled with the reason before anything is typed', async () => {
    client.on('GET /v1/me', () => me(5));
    const { user } = renderWithClient(<PostInquiryPage />, client, '/post-inquiry');
    expect(
      await screen.findByRole('progressbar', { name: 'Inquiries this month: 5 of 5' }),
    ).toBeInTheDocument();
    const product = screen.getByRole('textbox', { name: 'Product' });
    await waitFor(() => expect(product).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Post Inquiry' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Destination country' })).toBeDisabled();
    const controls = product.closest('fieldset[disabled]');
    expect(controls).toHaveAccessibleDescription(/You have used the Free plan's 5 inquiries this month/);
    await user.type(product, 'Basmati rice');
    expect(product).toHaveValue('');
    expect(client.bodies('POST /v1/inquiries')).toEqual([]);
  });

  it("shows the api's refusal of a 6th inquiry (posted meanwhile elsewhere), stays, then disables the form", async () => {
    let used = 4;
    client.on('GET /v1/me', () => me(used));
    client.on('POST /v1/inquiries', () => {
      used = 5;
      throw new MarketplaceError('client', LIMIT, 403, 'plan_limit');
    });
    const { user } = renderWithClient(<PostInquiryPage />, client, '/post-inquiry');
    expect(
      await screen.findByRole('progressbar', { name: 'Inquiries this month: 4 of 5' }),
    ).toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Post Inquiry' }));
    const form = screen.getByRole('form', { name: 'Inquiry' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(LIMIT);
    expect(screen.getByTestId('location')).toHaveTextContent('/post-inquiry');
    // The usage is read again: now at the limit, the form keeps what was typed, disabled.
    expect(
      await screen.findByRole('progressbar', { name: 'Inquiries this month: 5 of 5' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Product' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Product' })).toHaveValue('Basmati rice');
  });

  it('marks the inquiries list and the dashboard stale once posted, and reads the month’s usage again', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['inquiries', 'list'], []);
    queryClient.setQueryData(['dashboard', 'figures'], 'cached figures');
    const { user } = renderWithClient(<PostInquiryPage />, client, '/post-inquiry', queryClient);
    await screen.findByRole('progressbar');
    const stale = (key: string[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect([stale(['inquiries', 'list']), stale(['dashboard', 'figures'])]).toEqual([false, false]);
    expect(client.bodies('GET /v1/me')).toHaveLength(1);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Post Inquiry' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/buyer-inquiries?inquiry=inq-9'),
    );
    expect([stale(['inquiries', 'list']), stale(['dashboard', 'figures'])]).toEqual([true, true]);
    // The plan's usage is on this screen: its query is fetched again at once.
    await waitFor(() => expect(client.bodies('GET /v1/me')).toHaveLength(2));
  });
});
