import { installDialogPolyfill } from '@krishika/tooling/testing/dialogPolyfill';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDelivery, fakeInboxItem, fakeThreadMessage } from 'shared-api/testing';
import { createFakeClient, renderWithClient, type FakeClient } from '../../../test/render';
import { toSupplierInquiry } from '../api/inquiries';
import { RespondDialog } from './RespondDialog';

installDialogPolyfill();

const inquiry = toSupplierInquiry(
  fakeInboxItem({
    product_name: 'Turmeric finger',
    quantity: 2000,
    quantity_unit: 'kg',
    buyer: { business_name: 'Berlin Foods GmbH', country: 'Germany' },
    delivery: fakeDelivery({ id: 'del-1', status: 'new' }),
  }),
);

let client: FakeClient;

beforeEach(() => {
  client = createFakeClient();
  client.on('POST /v1/threads/del-1/messages', () =>
    fakeThreadMessage({ id: 'm1', sender_role: 'supplier', body: 'x', quote: null }),
  );
});

describe('RespondDialog (react-hook-form on the contract)', () => {
  it('puts each problem on its field with the form’s message, focuses the first, and sends nothing', async () => {
    const { user } = renderWithClient(
      <RespondDialog
        inquiry={inquiry}
        draft=""
        aiDrafted={false}
        onClose={() => undefined}
        onSent={() => undefined}
      />,
      client,
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Include a quote' }));
    const currency = within(dialog).getByRole('textbox', { name: 'Currency' });
    await user.clear(currency);
    await user.type(currency, 'US1');
    await user.type(within(dialog).getByRole('textbox', { name: 'MOQ' }), '-2');
    await user.click(within(dialog).getByRole('button', { name: 'Send Response' }));

    expect(await within(dialog).findByText('Write your reply to the buyer.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the quoted price, e.g. 4.50.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a three-letter currency code, e.g. USD.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a minimum order quantity above 0.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Message/ })).toHaveFocus());
    expect(client.bodies('POST /v1/threads/del-1/messages')).toEqual([]);
  });

  it('sends the message and the quote as the contract’s body', async () => {
    const onSent = vi.fn();
    const { user } = renderWithClient(
      <RespondDialog
        inquiry={inquiry}
        draft="Our offer."
        aiDrafted
        onClose={() => undefined}
        onSent={onSent}
      />,
      client,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /Message/ })).toHaveValue('Our offer.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Include a quote' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Price' }), '1,204.5');
    const currency = within(dialog).getByRole('textbox', { name: 'Currency' });
    await user.clear(currency);
    await user.type(currency, 'eur');
    await user.type(within(dialog).getByRole('textbox', { name: 'Price unit' }), 'tonne');
    await user.click(within(dialog).getByRole('button', { name: 'Send Response' }));

    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(client.bodies('POST /v1/threads/del-1/messages')).toEqual([
      {
        body: 'Our offer.',
        quote: {
          price: 1204.5,
          currency: 'EUR',
          price_unit: 'tonne',
          moq: null,
          moq_unit: null,
          lead_time: null,
          valid_until: null,
        },
      },
    ]);
  });

  it('sends the message alone when the quote is left out', async () => {
    const onSent = vi.fn();
    const { user } = renderWithClient(
      <RespondDialog
        inquiry={inquiry}
        draft=""
        aiDrafted={false}
        onClose={() => undefined}
        onSent={onSent}
      />,
      client,
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Message/ }),
      '  Thanks, we will quote soon. ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Response' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(client.bodies('POST /v1/threads/del-1/messages')).toEqual([
      { body: 'Thanks, we will quote soon.' },
    ]);
  });
});
