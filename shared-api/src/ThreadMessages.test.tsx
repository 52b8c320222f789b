import { render, screen, within } from '@testing-library/react';
import { UiProvider } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { ThreadMessageList } from './ThreadMessages';
import type { ThreadMessage } from './threads';

const quote = {
  price: 1200,
  currency: 'USD',
  priceUnit: 'MT',
  moq: 5,
  moqUnit: 'MT',
  leadTime: null,
  incoterm: null,
  validUntil: null,
};
const messages: ThreadMessage[] = [
  { id: 'm1', senderRole: 'buyer', body: 'Need 20 MT', quote: null, createdAt: '2026-11-21T10:00:00Z' },
  { id: 'm2', senderRole: 'supplier', body: 'Offer below', quote, createdAt: '2026-11-21T11:00:00Z' },
];

describe('ThreadMessageList', () => {
  it("names the viewer's messages 'You', the other side's by name, and shows quotes its way", () => {
    render(
      <UiProvider>
        <ThreadMessageList
          messages={messages}
          viewer="buyer"
          otherName="Malabar Spice Exports"
          label="Messages with Malabar Spice Exports"
          renderQuote={(q) => <p>Quote: {q.price}</p>}
        />
      </UiProvider>,
    );
    const items = within(
      screen.getByRole('list', { name: 'Messages with Malabar Spice Exports' }),
    ).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('You');
    expect(items[0]).toHaveTextContent('Need 20 MT');
    expect(items[0]).not.toHaveTextContent('Quote');
    expect(items[1]).toHaveTextContent('Malabar Spice Exports');
    expect(items[1]).toHaveTextContent('Quote: 1200');
    expect(items[1]?.querySelector('time')).toHaveAttribute('datetime', '2026-11-21T11:00:00Z');
  });
});
