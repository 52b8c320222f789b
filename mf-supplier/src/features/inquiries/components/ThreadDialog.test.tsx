import { installDialogPolyfill } from '@krishika/tooling/testing/dialogPolyfill';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ThreadMessage } from 'contracts/wire';
import { MarketplaceError } from 'shared-api';
import { fakeInquiry, fakeThread, fakeThreadMessage } from 'shared-api/testing';
import {
  createFakeClient,
  createTestQueryClient,
  findToast,
  renderWithClient,
  type FakeClient,
} from '../../../test/render';
import { ThreadDialog } from './ThreadDialog';

installDialogPolyfill();

const message = (id: string, role: 'buyer' | 'supplier', body: string) =>
  fakeThreadMessage({ id, sender_role: role, body, quote: null, created_at: new Date().toISOString() });

let client: FakeClient;
let messages: ThreadMessage[];

beforeEach(() => {
  messages = [message('m1', 'supplier', 'We can offer USD 2.10 per kg.')];
  client = createFakeClient();
  // Opening a thread tells the api the supplier has seen it.
  client.on('POST /v1/threads/del-1/viewed', () => ({ status: 'viewed' }));
  client.on('GET /v1/threads/del-1', () =>
    fakeThread({
      id: 'del-1',
      status: 'responded',
      inquiry: fakeInquiry({
        product_name: 'Turmeric finger',
        quantity: 2000,
        quantity_unit: 'kg',
        message: 'Need 2 MT.',
      }),
      buyer: { id: 'buyer-1', business_name: 'Berlin Foods GmbH', country: 'Germany' },
      messages,
    }),
  );
});

describe('ThreadDialog follow-up', () => {
  it('sends a follow-up message that then shows in the thread', async () => {
    client.on('POST /v1/threads/del-1/messages', (options) => {
      const sent = message('m2', 'supplier', (options.body as { body: string }).body);
      messages = [...messages, sent];
      return sent;
    });
    const { user } = renderWithClient(
      <ThreadDialog threadId="del-1" title="Turmeric" onClose={() => undefined} />,
      client,
    );
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('We can offer USD 2.10 per kg.');
    // Opening it told the api the supplier has seen it (reading the thread writes nothing).
    expect(client.request).toHaveBeenCalledWith('POST', '/v1/threads/del-1/viewed', expect.anything());
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByText('Write your reply to the buyer.')).toBeInTheDocument();
    expect(client.bodies('POST /v1/threads/del-1/messages')).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Follow-up message/ }),
      'Samples ship on Monday.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByText('Samples ship on Monday.', { selector: 'p' })).toBeInTheDocument();
    expect(client.bodies('POST /v1/threads/del-1/messages')).toEqual([{ body: 'Samples ship on Monday.' }]);
    expect(within(dialog).getByRole('textbox', { name: /Follow-up message/ })).toHaveValue('');
  });

  it('keeps what was typed when sending fails, with the reason', async () => {
    client.on('POST /v1/threads/del-1/messages', () => {
      throw new MarketplaceError('client', 'This inquiry is closed.', 409, 'inquiry_closed');
    });
    const { user } = renderWithClient(
      <ThreadDialog threadId="del-1" title="Turmeric" onClose={() => undefined} />,
      client,
    );
    const dialog = await screen.findByRole('dialog');
    const field = await within(dialog).findByRole('textbox', { name: /Follow-up message/ });
    await user.type(field, 'Any update?');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await findToast("The message wasn't sent")).toEqual({
      title: "The message wasn't sent",
      description: 'This inquiry is closed.',
    });
    expect(field).toHaveValue('Any update?');
    // Said on the field too (the toast, with the same words, now shows inside the open dialog).
    expect(field).toHaveAccessibleDescription(/This inquiry is closed\./);
  });

  it('after a follow-up, fetches the thread again and marks the inbox and the dashboard stale', async () => {
    client.on('POST /v1/threads/del-1/messages', (options) => {
      const sent = message('m2', 'supplier', (options.body as { body: string }).body);
      messages = [...messages, sent];
      return sent;
    });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['inquiries', 'list'], []);
    queryClient.setQueryData(['dashboard', 'figures'], 'cached figures');
    const { user } = renderWithClient(
      <ThreadDialog threadId="del-1" title="Turmeric" onClose={() => undefined} />,
      client,
      queryClient,
    );
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('We can offer USD 2.10 per kg.');
    expect(client.bodies('GET /v1/threads/del-1')).toHaveLength(1);
    await user.type(within(dialog).getByRole('textbox', { name: /Follow-up message/ }), 'Samples Monday.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByText('Samples Monday.', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(client.bodies('GET /v1/threads/del-1')).toHaveLength(2));
    const stale = (key: string[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect([stale(['inquiries', 'list']), stale(['dashboard', 'figures'])]).toEqual([true, true]);
  });
});
