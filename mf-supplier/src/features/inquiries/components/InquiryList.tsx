import { useId, useState } from 'react';
import { Badge, Button, ButtonLink, Card, EmptyState, toast, type BadgeTone } from 'shared-ui';
import styled from 'styled-components';
import { errorMessage, useApiQuery, useMarketplaceClient } from 'shared-api';
import { formatMoney, formatNumber, timeAgo } from 'shared-api/ui';
import { AI_REPLY, RESPOND, VIEW_THREAD } from '../../../lib/messages';
import { draftReply } from '../../assistant';
import { productQueries } from '../../products';
import {
  DELIVERY_STATUS_LABEL,
  isResponded,
  type DeliveryStatus,
  type SupplierInquiry,
} from '../api/inquiries';
import { RespondDialog } from './RespondDialog';
import { ResponseQuota, responsesUsedUp } from './ResponseQuota';
import { ThreadDialog } from './ThreadDialog';

/** What the user is told when a reply can't be generated (as on the assistant page). */
const REPLY_FAILED = 'Failed to generate reply. Please check your connection and try again.';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Suggestion = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border-left: 3px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brandSoft};

  strong {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.brand};
  }
  p {
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
    white-space: pre-wrap;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const TONES: Record<DeliveryStatus, BadgeTone> = {
  new: 'info',
  viewed: 'warning',
  responded: 'success',
  declined: 'neutral',
};

export interface InquiryListProps {
  inquiries: readonly SupplierInquiry[];
  /** After a response is sent (the list and the figures change). */
  onResponded: () => void;
  /** How many to show; the rest are in the inbox. */
  limit?: number;
}

/**
 * The Buyer Inquiries list: product, buyer, quantity, message, status badge, time and the AI
 * suggestion; 'AI Reply' and 'Respond' while unanswered, 'View Thread' once responded.
 */
export function InquiryList({ inquiries, onResponded, limit }: InquiryListProps) {
  const client = useMarketplaceClient();
  const [responding, setResponding] = useState<{
    inquiry: SupplierInquiry;
    draft: string;
    ai: boolean;
  } | null>(null);
  const [drafting, setDrafting] = useState<string | null>(null);
  const [thread, setThread] = useState<SupplierInquiry | null>(null);
  // The plan's monthly responses: shown before the limit, and at it the new answers are disabled (the
  // api refuses them too; this says so before anything is written).
  const usage = useApiQuery(productQueries.planUsage(client));
  const usedUp = responsesUsedUp(usage.data);
  const quotaId = useId();

  const aiReply = async (inquiry: SupplierInquiry) => {
    if (inquiry.delivery.aiSuggestion) {
      setResponding({ inquiry, draft: inquiry.delivery.aiSuggestion, ai: true });
      return;
    }
    setDrafting(inquiry.delivery.id);
    try {
      const draft = await draftReply(client, inquiry.id);
      setResponding({ inquiry, draft, ai: true });
    } catch (error) {
      toast.error(REPLY_FAILED, { description: errorMessage(error) });
    } finally {
      setDrafting(null);
    }
  };

  if (inquiries.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        title="No inquiries yet"
        description="Buyers' inquiries reach you through your active products. Add your products with prices and MOQs (or upload your catalog PDF), and each new inquiry arrives here with a reply drafted by Krishika."
        action={<ButtonLink to="/supplier-products">Add Product</ButtonLink>}
      />
    );

  const shown = limit === undefined ? inquiries : inquiries.slice(0, limit);
  return (
    <>
      {usage.data && <ResponseQuota id={quotaId} usage={usage.data} />}
      <List aria-label="Buyer inquiries">
        {shown.map((inquiry) => {
          const responded = isResponded(inquiry);
          const status = responded ? 'responded' : inquiry.delivery.status;
          const closed = inquiry.inquiryStatus === 'closed';
          return (
            <Item
              forwardedAs="li"
              key={inquiry.delivery.id}
              aria-labelledby={`inquiry-${inquiry.delivery.id}`}
            >
              <Top>
                <div>
                  <h3 id={`inquiry-${inquiry.delivery.id}`}>{inquiry.productName}</h3>
                  <Meta>
                    {inquiry.buyer.businessName || 'A buyer'}
                    {inquiry.buyer.country ? ` · ${inquiry.buyer.country}` : ''} ·{' '}
                    <time dateTime={inquiry.delivery.deliveredAt}>
                      {timeAgo(inquiry.delivery.deliveredAt)}
                    </time>
                  </Meta>
                </div>
                <Badge tone={closed ? 'neutral' : TONES[status]}>
                  {closed ? 'Closed' : DELIVERY_STATUS_LABEL[status]}
                </Badge>
              </Top>
              <p>
                <strong>Quantity:</strong> {formatNumber(inquiry.quantity)} {inquiry.quantityUnit}
                {inquiry.targetPrice !== null && inquiry.targetCurrency
                  ? ` · target ${formatMoney(inquiry.targetPrice, inquiry.targetCurrency)}`
                  : ''}
                {inquiry.destinationCountry ? ` · to ${inquiry.destinationCountry}` : ''}
              </p>
              {inquiry.message && <p dir="auto">{inquiry.message}</p>}
              {inquiry.delivery.aiSuggestion && !responded && (
                <Suggestion>
                  <strong>AI suggestion</strong>
                  <p dir="auto">{inquiry.delivery.aiSuggestion}</p>
                </Suggestion>
              )}
              <Actions>
                {responded || closed ? (
                  <Button variant="secondary" size="sm" onClick={() => setThread(inquiry)}>
                    {VIEW_THREAD}
                  </Button>
                ) : (
                  <>
                    <Button
                      variant="secondary"
                      size="sm"
                      loading={drafting === inquiry.delivery.id}
                      disabled={usedUp}
                      aria-describedby={usedUp ? quotaId : undefined}
                      onClick={() => void aiReply(inquiry)}
                    >
                      {AI_REPLY}
                    </Button>
                    <Button
                      size="sm"
                      disabled={usedUp}
                      aria-describedby={usedUp ? quotaId : undefined}
                      onClick={() => setResponding({ inquiry, draft: '', ai: false })}
                    >
                      {RESPOND}
                    </Button>
                  </>
                )}
              </Actions>
            </Item>
          );
        })}
      </List>
      <RespondDialog
        inquiry={responding?.inquiry ?? null}
        draft={responding?.draft ?? ''}
        aiDrafted={responding?.ai ?? false}
        onClose={() => setResponding(null)}
        onSent={() => {
          setResponding(null);
          onResponded();
        }}
      />
      <ThreadDialog
        threadId={thread?.delivery.id ?? null}
        title={thread ? `Thread: ${thread.productName}` : VIEW_THREAD}
        onClose={() => setThread(null)}
      />
    </>
  );
}
