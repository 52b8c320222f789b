import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Badge, Button, Card, Dialog, Textarea, toast } from 'shared-ui';
import styled from 'styled-components';
import { errorMessage, useApiQuery, useMarketplaceClient } from 'shared-api';
import {
  formatHours,
  formatMoney,
  formatNumber,
  ListSkeleton,
  LoadError,
  ThreadMessageList,
} from 'shared-api/ui';
import { VIEW_THREAD } from '../../../lib/messages';
import {
  closeInquiry,
  DELIVERY_STATUS_LABEL,
  sendReply,
  type Delivery,
  type Inquiry,
  type Thread,
} from '../api/inquiries';
import { inquiryKeys, inquiryQueries } from '../api/queries';
import { InquiryStatusBadge } from './InquiryStatusBadge';
import { priceText, QuoteComparison } from './QuoteComparison';

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size['2xl']};
    overflow-wrap: anywhere;
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 10rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Part = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Suppliers = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SupplierRow = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;
`;

const RowTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const QuoteLine = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const ReplyForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

function InquiryFacts({ inquiry }: { inquiry: Inquiry }) {
  const facts: [string, string][] = [
    ['Quantity', `${formatNumber(inquiry.quantity)} ${inquiry.quantityUnit}`],
    ['Category', inquiry.category ?? '—'],
    [
      'Target price',
      inquiry.targetPrice === null
        ? '—'
        : `${formatMoney(inquiry.targetPrice, inquiry.targetCurrency ?? '')} / ${inquiry.quantityUnit}`,
    ],
    ['Incoterm', inquiry.incoterm ?? '—'],
    ['Destination', [inquiry.destinationPort, inquiry.destinationCountry].filter(Boolean).join(', ')],
    ['Needed by', inquiry.neededBy ?? '—'],
    ['Sent', inquiry.mode === 'direct' ? 'To one supplier' : 'Open to matching suppliers'],
  ];
  return (
    <Facts>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}

function ThreadView({ thread, closed, onSent }: { thread: Thread; closed: boolean; onSent: () => void }) {
  const client = useMarketplaceClient();
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const name = thread.supplier.businessName || 'Supplier';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = reply.trim();
    if (!body) return setError('Write your reply to the supplier.');
    if (body.length > 5000) return setError('Use at most 5000 characters.');
    setBusy(true);
    try {
      await sendReply(client, thread.id, body);
      setReply('');
      setError(undefined);
      toast.success('Reply sent', { description: `To ${name}.` });
      onSent();
    } catch (cause) {
      setError(errorMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {thread.messages.length === 0 ? (
        <Muted>No messages yet.</Muted>
      ) : (
        <ThreadMessageList
          messages={thread.messages}
          viewer="buyer"
          otherName={name}
          label={`Messages with ${name}`}
          renderQuote={(quote) => <QuoteLine>Quote: {priceText(quote)}</QuoteLine>}
        />
      )}
      {closed ? (
        <Muted>This inquiry is closed: no more messages can be sent.</Muted>
      ) : (
        <ReplyForm noValidate onSubmit={(event) => void submit(event)}>
          <Textarea
            label={`Reply to ${name}`}
            rows={3}
            value={reply}
            maxLength={5000}
            error={error}
            onChange={(event) => {
              setReply(event.target.value);
              setError(undefined);
            }}
          />
          <Actions>
            <Button type="submit" size="sm" loading={busy}>
              Send Reply
            </Button>
          </Actions>
        </ReplyForm>
      )}
    </>
  );
}

function SupplierThread({
  delivery,
  thread,
  closed,
  open,
  onToggle,
  onSent,
}: {
  delivery: Delivery;
  thread: Thread | undefined;
  closed: boolean;
  open: boolean;
  onToggle: () => void;
  onSent: () => void;
}) {
  const name = delivery.supplier.businessName || 'Supplier';
  const regionId = `thread-${delivery.id}`;
  return (
    <SupplierRow>
      <RowTop>
        <div>
          <strong>{name}</strong> {delivery.supplier.verified && <Badge tone="success">Verified</Badge>}
          <small>
            {[
              delivery.supplier.country,
              DELIVERY_STATUS_LABEL[delivery.status],
              delivery.responseTimeHours !== null
                ? `replied in ${formatHours(delivery.responseTimeHours)}`
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </small>
        </div>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={regionId}
          aria-label={`${VIEW_THREAD} with ${name}`}
          onClick={onToggle}
        >
          {VIEW_THREAD}
        </Button>
      </RowTop>
      {open && (
        <div id={regionId} role="region" aria-label={`Thread with ${name}`}>
          {thread ? (
            <ThreadView thread={thread} closed={closed} onSent={onSent} />
          ) : (
            <Muted>The thread could not be loaded.</Muted>
          )}
        </div>
      )}
    </SupplierRow>
  );
}

/** One inquiry: its facts, the quotes side by side, a thread per supplier with reply, and Close. */
export function InquiryDetail({
  inquiryId,
  focusOnLoad = false,
  onChanged,
}: {
  inquiryId: string;
  focusOnLoad?: boolean;
  onChanged: () => void;
}) {
  const client = useMarketplaceClient();
  const queryClient = useQueryClient();
  const data = useApiQuery(inquiryQueries.detail(client, inquiryId));
  // A close or a reply changes this inquiry and the list (its status, its response count).
  const refresh = () => void queryClient.invalidateQueries({ queryKey: inquiryKeys.detail(inquiryId) });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = data.data !== null;
  useEffect(() => {
    if (loaded && focusOnLoad) headingRef.current?.focus();
  }, [loaded, focusOnLoad]);
  const [openThread, setOpenThread] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);

  if (data.status === 'error' && !data.data)
    return <LoadError what="the inquiry" message={data.message} onRetry={data.reload} />;
  if (!data.data) return <ListSkeleton rows={3} label="Loading the inquiry" />;
  const { detail, threads } = data.data;
  const { inquiry, deliveries } = detail;
  const closed = inquiry.status === 'closed';
  const threadOf = new Map(threads.map((thread) => [thread.id, thread]));

  async function close() {
    setClosing(true);
    try {
      await closeInquiry(client, inquiry.id);
      toast.success('Inquiry closed', { description: inquiry.productName });
      setConfirming(false);
      refresh();
      onChanged();
    } catch (error) {
      toast.error('Error', { description: errorMessage(error) });
    } finally {
      setClosing(false);
    }
  }

  return (
    <Panel forwardedAs="article" aria-labelledby="inquiry-title">
      <Top>
        <h2 id="inquiry-title" tabIndex={-1} ref={headingRef}>
          {inquiry.productName}
        </h2>
        <InquiryStatusBadge status={inquiry.status} />
      </Top>
      {data.status === 'error' && (
        <LoadError what="the latest messages" message={data.message} onRetry={data.reload} />
      )}
      <InquiryFacts inquiry={inquiry} />
      {inquiry.message && <p dir="auto">{inquiry.message}</p>}
      <Part aria-labelledby="quotes-title">
        <h3 id="quotes-title">Quotes</h3>
        <QuoteComparison threads={threads} />
      </Part>
      <Part aria-labelledby="suppliers-title">
        <h3 id="suppliers-title">Suppliers ({deliveries.length})</h3>
        {deliveries.length === 0 ? (
          <Muted>
            No listed supplier matched this inquiry. Post it again with another wording or category, or
            Connect with a supplier from the catalog.
          </Muted>
        ) : (
          <Suppliers>
            {deliveries.map((delivery) => (
              <SupplierThread
                key={delivery.id}
                delivery={delivery}
                thread={threadOf.get(delivery.id)}
                closed={closed}
                open={openThread === delivery.id}
                onToggle={() => setOpenThread((current) => (current === delivery.id ? null : delivery.id))}
                onSent={() => {
                  refresh();
                  onChanged();
                }}
              />
            ))}
          </Suppliers>
        )}
      </Part>
      {!closed && (
        <Actions>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Close Inquiry
          </Button>
        </Actions>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Close this inquiry?"
        description="Suppliers can no longer write in its threads, and it stops counting as active."
        size="sm"
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" loading={closing} onClick={() => void close()}>
              Close Inquiry
            </Button>
          </>
        }
      />
    </Panel>
  );
}
