import { useRef, useState, type FormEvent } from 'react';
import { Badge, Button, Progress, Textarea } from 'shared-ui';
import styled from 'styled-components';
import { Actions, Section } from '../../../components/Section';
import { MATCH_PRODUCT } from '../../../lib/messages';
import type { ProductMatch } from '../api/matchProducts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const ResultCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  min-width: 0;
`;

const CardHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
    min-width: 0;
  }
`;

const Tags = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const Summary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

function tone(score: number) {
  return score >= 75 ? 'success' : score >= 40 ? 'brand' : 'warning';
}

export interface ProductMatchEngineProps {
  matches: ProductMatch[] | null;
  busy: boolean;
  onMatch: (inquiry: string) => Promise<'ok' | 'invalid' | 'failed'>;
  className?: string;
}

/** Product Match Engine (docs/product.md#matching): an inquiry, 'Match Product', and one card per matching product. */
export function ProductMatchEngine({ matches, busy, onMatch, className }: ProductMatchEngineProps) {
  const [inquiry, setInquiry] = useState('');
  const inquiryRef = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await onMatch(inquiry)) === 'invalid') inquiryRef.current?.focus();
  };

  return (
    <Section
      title="Product Match Engine"
      description="Find the products in the catalog that best fit a buyer's inquiry."
      className={className}
    >
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Textarea
          ref={inquiryRef}
          label="Buyer inquiry to match"
          name="matchInquiry"
          placeholder="e.g. Looking for organic black pepper 550 GL, 2 containers a month"
          rows={3}
          required
          value={inquiry}
          onChange={(event) => setInquiry(event.target.value)}
        />
        <Actions>
          <Button type="submit" loading={busy}>
            {MATCH_PRODUCT}
          </Button>
        </Actions>
      </Form>
      <div aria-live="polite">
        {matches && (
          <Summary>
            {matches.length === 0
              ? 'No matching products yet. Upload a catalog PDF to add products.'
              : `${matches.length} matching ${matches.length === 1 ? 'product' : 'products'}, best first.`}
          </Summary>
        )}
      </div>
      {matches && matches.length > 0 && (
        <Results aria-label="Matching products">
          {matches.map((match, index) => (
            <ResultCard key={`${match.productName}-${index}`}>
              <CardHeader>
                <h3 dir="auto">{match.productName}</h3>
                <Badge tone={tone(match.relevanceScore)}>{match.relevanceScore}% match</Badge>
              </CardHeader>
              {match.tags.length > 0 && (
                <Tags aria-label="Tags">
                  {match.tags.map((tag, tagIndex) => (
                    <li key={`${tag}-${tagIndex}`}>
                      <Badge tone="neutral">{tag}</Badge>
                    </li>
                  ))}
                </Tags>
              )}
              <Progress
                value={match.relevanceScore}
                label={`Relevance of ${match.productName}`}
                hideLabel
                tone={match.relevanceScore >= 75 ? 'success' : 'brand'}
              />
            </ResultCard>
          ))}
        </Results>
      )}
    </Section>
  );
}
