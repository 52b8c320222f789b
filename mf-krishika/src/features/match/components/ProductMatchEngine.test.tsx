import { screen, waitFor, within } from '@testing-library/react';
import { fakeMatchAnswer, fakeProductMatch } from 'shared-api/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { KrishikaRequestError } from '../../../lib/krishikaClient';
import {
  ENTER_INQUIRY_TO_MATCH,
  MATCH_FAILED,
  MISSING_INQUIRY,
  PRODUCTS_MATCHED,
  SERVICE_UNAVAILABLE,
} from '../../../lib/messages';
import {
  createFakeClient,
  deferred,
  findToast,
  renderWithClient,
  type FakeClient,
} from '../../../test/render';
import { useProductMatch } from '../hooks/useProductMatch';
import { ProductMatchEngine } from './ProductMatchEngine';

function Harness() {
  const { matches, busy, match } = useProductMatch();
  return <ProductMatchEngine matches={matches} busy={busy} onMatch={match} />;
}

const MATCHES = fakeMatchAnswer([
  fakeProductMatch({
    product_name: 'Turmeric Powder (Erode)',
    relevance_score: 91,
    tags: ['spices', 'FOB Kochi'],
  }),
  fakeProductMatch({ product_name: 'Turmeric Fingers', relevance_score: 42, tags: [] }),
]);

let client: FakeClient;
beforeEach(() => {
  client = createFakeClient();
});

const field = () => screen.getByLabelText(/^Buyer inquiry to match/);
const button = () => screen.getByRole('button', { name: 'Match Product' });

describe('Product Match Engine', () => {
  it('requires an inquiry', async () => {
    const { user } = renderWithClient(<Harness />, client);
    await user.type(field(), '   ');
    await user.click(button());
    expect(await findToast(MISSING_INQUIRY)).toEqual({
      title: MISSING_INQUIRY,
      description: ENTER_INQUIRY_TO_MATCH,
    });
    expect(client.json).not.toHaveBeenCalled();
    expect(field()).toHaveFocus();
  });

  it('shows a card per match with name, relevance badge, tags and a progress bar', async () => {
    const pending = deferred<unknown>();
    client.on('/match_product', () => pending.promise);
    const { user } = renderWithClient(<Harness />, client);
    await user.type(field(), 'turmeric 5 MT');
    await user.click(button());
    expect(client.json).toHaveBeenCalledWith('/match_product', {
      body: { buyer_inquiry: 'turmeric 5 MT' },
      signal: expect.any(AbortSignal),
    });
    await waitFor(() => expect(button()).toBeDisabled());
    pending.resolve(MATCHES);

    const list = await screen.findByRole('list', { name: 'Matching products' });
    const cards = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Turmeric Powder (Erode)' })).toBeInTheDocument();
    expect(within(first).getByText('91% match')).toBeInTheDocument();
    expect(within(first).getByText('spices')).toBeInTheDocument();
    expect(within(first).getByText('FOB Kochi')).toBeInTheDocument();
    expect(
      within(first).getByRole('progressbar', { name: 'Relevance of Turmeric Powder (Erode)' }),
    ).toHaveAttribute('aria-valuenow', '91');
    expect(within(cards[1] as HTMLElement).getByText('42% match')).toBeInTheDocument();
    expect(await findToast(PRODUCTS_MATCHED)).toEqual({
      title: PRODUCTS_MATCHED,
      description: 'Found 2 matching products.',
    });
    expect(button()).toBeEnabled();
  });

  it('says so when nothing matches', async () => {
    client.on('/match_product', () => fakeMatchAnswer([]));
    const { user } = renderWithClient(<Harness />, client);
    await user.type(field(), 'saffron');
    await user.click(button());
    expect((await findToast(PRODUCTS_MATCHED)).description).toBe('Found 0 matching products.');
    expect(screen.getByText(/No matching products yet/)).toBeInTheDocument();
  });

  it('clears the results on failure', async () => {
    let fail = false;
    client.on('/match_product', () => {
      if (fail) throw new KrishikaRequestError('server', SERVICE_UNAVAILABLE, { status: 500 });
      return MATCHES;
    });
    const { user } = renderWithClient(<Harness />, client);
    await user.type(field(), 'turmeric');
    await user.click(button());
    await screen.findByRole('list', { name: 'Matching products' });
    fail = true;
    await user.click(button());
    expect(await findToast(MATCH_FAILED)).toEqual({ title: MATCH_FAILED, description: SERVICE_UNAVAILABLE });
    expect(screen.queryByRole('list', { name: 'Matching products' })).toBeNull();
  });
});
