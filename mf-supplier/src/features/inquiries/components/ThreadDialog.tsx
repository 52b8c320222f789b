import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Badge, Button, Dialog, Textarea, toast } from 'shared-ui';
import styled from 'styled-components';
import { useApiQuery, useMarketplaceClient, useSubmission } from 'shared-api';
import {
  formatMoney,
  formatNumber,
  ListSkeleton,
  LoadError,
  MessageBubble,
  ThreadMessageList,
} from 'shared-api/ui';
import { DELIVERY_STATUS_LABEL, sendResponse, type Quote } from '../api/inquiries';
import { inquiryQueries, invalidateInquiries } from '../api/queries';
import { emptyResponse, validateResponse } from '../lib/responseForm';

const QuoteList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

function QuoteDetails({ quote }: { quote: Quote }) {
  return (
    <QuoteList aria-label="Quote">
      <dt>Price</dt>
      <dd>
        {formatMoney(quote.price, quote.currency)}
        {quote.priceUnit ? ` / ${quote.priceUnit}` : ''}
      </dd>
      {quote.moq !== null && (
        <>
          <dt>MOQ</dt>
          <dd>
            {formatNumber(quote.moq)} {quote.moqUnit ?? ''}
          </dd>
        </>
      )}
      {quote.leadTime && (
        <>
          <dt>Lead time</dt>
          <dd>{quote.leadTime}</dd>
        </>
      )}
      {quote.validUntil && (
        <>
          <dt>Valid until</dt>
          <dd>{quote.validUntil}</dd>
        </>
      )}
    </QuoteList>
  );
}

const FollowUp = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.color.border};

  button {
    justify-self: end;
  }
`;

/** A follow-up message in the thread (POST /v1/threads/:id/messages, no quote). */
function FollowUpForm({ threadId, onSent }: { threadId: string; onSent: () => void }) {
  const client = useMarketplaceClient();
  const [message, setMessage] = useState('');
  const { busy: sending, failure: error, setFailure: setError, send } = useSubmission();
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const result = validateResponse(emptyResponse(message));
    if (!result.ok) {
      setError(result.errors.message ?? null);
      fieldRef.current?.focus();
      return;
    }
    // On failure, what was typed stays, so it can be sent again.
    await send(async () => {
      await sendResponse(client, threadId, result.input);
      setMessage('');
      toast.success('Message sent');
      onSent();
    }, "The message wasn't sent");
  };

  return (
    <FollowUp onSubmit={submit} noValidate aria-label="Send a follow-up message">
      <Textarea
        ref={fieldRef}
        label="Follow-up message"
        hint="The buyer sees it in this thread."
        rows={3}
        maxLength={5000}
        value={message}
        error={error}
        onChange={(event) => {
          setMessage(event.currentTarget.value);
          if (error) setError(null);
        }}
      />
      <Button type="submit" loading={sending}>
        Send Message
      </Button>
    </FollowUp>
  );
}

function ThreadBody({ threadId }: { threadId: string }) {
  const client = useMarketplaceClient();
  const queryClient = useQueryClient();
  const thread = useApiQuery(inquiryQueries.thread(client, threadId));
  if (thread.status === 'error' && !thread.data)
    return <LoadError what="the thread" message={thread.message} onRetry={thread.reload} />;
  if (!thread.data) return <ListSkeleton rows={2} label="Loading the thread" />;
  const { data } = thread;
  return (
    <>
      <p>
        <strong>{data.buyer.businessName || 'Buyer'}</strong>
        {data.buyer.country ? ` · ${data.buyer.country}` : ''} · {formatNumber(data.quantity)}{' '}
        {data.quantityUnit}{' '}
        <Badge tone={data.status === 'responded' ? 'success' : 'info'}>
          {DELIVERY_STATUS_LABEL[data.status]}
        </Badge>
      </p>
      {data.inquiryMessage && (
        <MessageBubble $mine={false} as="div">
          <header>
            <strong>Inquiry</strong>
          </header>
          <p>{data.inquiryMessage}</p>
        </MessageBubble>
      )}
      {data.messages.length === 0 ? (
        <p>No messages yet.</p>
      ) : (
        <ThreadMessageList
          messages={data.messages}
          viewer="supplier"
          otherName={data.buyer.businessName || 'Buyer'}
          label="Messages"
          renderQuote={(quote) => <QuoteDetails quote={quote} />}
        />
      )}
      {thread.status === 'error' && (
        <LoadError what="the thread" message={thread.message} onRetry={thread.reload} />
      )}
      <FollowUpForm threadId={threadId} onSent={() => void invalidateInquiries(queryClient, threadId)} />
    </>
  );
}

/** 'View Thread': the conversation with the buyer, with the quotes sent. */
export function ThreadDialog({
  threadId,
  title,
  onClose,
}: {
  threadId: string | null;
  title: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={threadId !== null} onClose={onClose} title={title} size="lg">
      {threadId && <ThreadBody threadId={threadId} />}
    </Dialog>
  );
}
