import { useRef, type FormEvent } from 'react';
import { Button, Input, Textarea } from 'shared-ui';
import styled from 'styled-components';
import { Actions, Section } from '../../../components/Section';
import { ASK_KRISHIKA } from '../../../lib/messages';
import type { AskOutcome, GeneratedReply } from '../hooks/useReply';
import { ReplyBubble } from './ReplyBubble';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export interface InquiryAssistantProps {
  inquiry: string;
  productContext: string;
  onInquiryChange: (value: string) => void;
  onProductContextChange: (value: string) => void;
  reply: GeneratedReply | null;
  busy: boolean;
  onAsk: (inquiry: string, productContext: string) => Promise<AskOutcome>;
  className?: string;
}

/** Inquiry Assistant (docs/product.md#replies): buyer inquiry, product context, 'Ask Krishika', the reply bubble. */
export function InquiryAssistant({
  inquiry,
  productContext,
  onInquiryChange,
  onProductContextChange,
  reply,
  busy,
  onAsk,
  className,
}: InquiryAssistantProps) {
  const inquiryRef = useRef<HTMLTextAreaElement>(null);
  const contextRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await onAsk(inquiry, productContext);
    if (outcome !== 'invalid') return;
    // Take the user to what is missing.
    if (!inquiry.trim()) inquiryRef.current?.focus();
    else contextRef.current?.focus();
  };

  return (
    <Section
      title="Inquiry Assistant"
      description="Paste a buyer's inquiry in any language and describe your product: Krishika drafts the reply in the buyer's language."
      className={className}
    >
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Textarea
          ref={inquiryRef}
          label="Buyer inquiry"
          name="inquiry"
          placeholder="e.g. We need 5 MT of turmeric powder, 5% curcumin, CIF Rotterdam. Please quote."
          rows={4}
          required
          value={inquiry}
          onChange={(event) => onInquiryChange(event.target.value)}
        />
        <Input
          ref={contextRef}
          label="Product context"
          name="productContext"
          placeholder="e.g. Turmeric powder, 5% curcumin, USD 2.10/kg FOB Kochi, MOQ 1 MT"
          autoComplete="off"
          required
          value={productContext}
          onChange={(event) => onProductContextChange(event.target.value)}
        />
        <Actions>
          <Button type="submit" loading={busy}>
            {ASK_KRISHIKA}
          </Button>
        </Actions>
      </Form>
      <ReplyBubble reply={reply} />
    </Section>
  );
}
