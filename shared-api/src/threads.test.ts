import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarketplaceError } from './marketplaceClient';
import { createFakeClient, fakeQuote, fakeThread, fakeThreadMessage } from './testing';
import { postThreadMessage, readThread, toMessages } from './threads';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('thread readers', () => {
  it('read a thread and its quotes through the contract', async () => {
    const client = createFakeClient();
    const offer = fakeThreadMessage({ id: 'm1', quote: fakeQuote({ price: 3.9, incoterm: 'CIF' }) });
    client.on('GET /v1/threads/d1', () => fakeThread({ id: 'd1', status: 'responded', messages: [offer] }));
    const thread = await readThread(client, 'd1');
    expect(thread).toMatchObject({ id: 'd1', status: 'responded' });
    expect(toMessages(thread.messages)).toEqual([
      {
        id: 'm1',
        senderRole: 'supplier',
        body: offer.body,
        quote: {
          price: 3.9,
          currency: 'USD',
          priceUnit: 'kg',
          moq: null,
          moqUnit: null,
          leadTime: null,
          incoterm: 'CIF',
          validUntil: null,
        },
        createdAt: offer.created_at,
      },
    ]);
  });

  it('refuse an answer that drifted from the contract (a renamed field) instead of reading blanks', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createFakeClient();
    const { sender_role, ...rest } = fakeThreadMessage();
    client.on('POST /v1/threads/d1/messages', () => ({ ...rest, role: sender_role }));
    const refused = await postThreadMessage(client, 'd1', { body: 'Hello' }).catch((reason) => reason);
    expect(refused).toBeInstanceOf(MarketplaceError);
    expect(refused).toMatchObject({ kind: 'invalid_response' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('does not match its contract'));
  });
});
