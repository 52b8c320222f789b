import { formatMoney, formatNumber } from 'shared-api/ui';
import { Badge, Card } from 'shared-ui';
import styled from 'styled-components';
import { latestQuote, type Quote, type Thread } from '../api/inquiries';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const QuoteCard = styled(Card)<{ $best: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-content: start;
  min-width: 0;
  border-color: ${({ theme, $best }) => ($best ? theme.color.success : theme.color.border)};

  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

export const priceText = (quote: Quote) =>
  `${formatMoney(quote.price, quote.currency)}${quote.priceUnit ? ` / ${quote.priceUnit}` : ''}`;

/** The latest quote of every supplier who sent one, side by side; the lowest price (per currency) marked. */
export function QuoteComparison({ threads }: { threads: readonly Thread[] }) {
  const quotes = threads.flatMap((thread) => {
    const latest = latestQuote(thread);
    return latest ? [{ thread, quote: latest.quote }] : [];
  });
  if (quotes.length === 0) return <p>No quotes yet. Suppliers' quotes appear here side by side.</p>;
  const lowest = new Map<string, number>();
  for (const { quote } of quotes)
    lowest.set(quote.currency, Math.min(lowest.get(quote.currency) ?? Number.POSITIVE_INFINITY, quote.price));
  return (
    <Grid aria-label="Quotes compared">
      {quotes.map(({ thread, quote }) => {
        const best = quotes.length > 1 && lowest.get(quote.currency) === quote.price;
        return (
          <QuoteCard key={thread.id} forwardedAs="li" padding="sm" $best={best}>
            <h4>{thread.supplier.businessName || 'Supplier'}</h4>
            <Badges>
              {thread.supplier.verified && <Badge tone="success">Verified</Badge>}
              {best && <Badge tone="brand">Lowest price</Badge>}
            </Badges>
            <dl>
              <dt>Price</dt>
              <dd>{priceText(quote)}</dd>
              <dt>MOQ</dt>
              <dd>{quote.moq === null ? '—' : `${formatNumber(quote.moq)} ${quote.moqUnit ?? ''}`.trim()}</dd>
              <dt>Lead time</dt>
              <dd>{quote.leadTime ?? '—'}</dd>
              <dt>Incoterm</dt>
              <dd>{quote.incoterm ?? '—'}</dd>
              <dt>Valid until</dt>
              <dd>{quote.validUntil ?? '—'}</dd>
              <dt>From</dt>
              <dd>{thread.supplier.country || '—'}</dd>
            </dl>
          </QuoteCard>
        );
      })}
    </Grid>
  );
}
