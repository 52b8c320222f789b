import { useRef, useState, type FormEvent } from 'react';
import { Button, Input, media, toast } from 'shared-ui';
import styled from 'styled-components';
import { delay } from '../../../lib/delay';
import { errorMessage } from '../../../lib/api';
import { emailError } from '../../../lib/email';
import { subscribeToNewsletter } from '../api/newsletter';
import { Section, SectionLead, SectionTitle } from './Section';

// Part 10 of the landing page, word for word as docs/product.md#public-pages quotes it.
export const NEWSLETTER_TITLE = 'Stay Updated with Global Trade Insights';
export const NEWSLETTER_NOTE = 'Join 10,000+ trade professionals. Unsubscribe anytime.';
export const SUBSCRIBED_TITLE = 'Successfully subscribed!';
export const SUBSCRIBED_DESCRIPTION = "You'll receive weekly trade insights and exclusive updates.";
/** Double opt-in: the subscription waits for the link mailed to the address (after the line above). */
export const CONFIRM_BY_EMAIL = 'Please check your email to confirm your subscription.';
/** The subscribing state lasts about a second, however fast the api answers. */
export const SUBSCRIBE_MIN_BUSY_MS = 1000;

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  max-width: 34rem;
  margin: 0 auto;
  > :first-child {
    flex: 1;
    min-width: 0;
  }
  ${media.down('sm')} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The newsletter form: validates the address, stays busy about a second while the api records it
 * (idempotently: subscribing twice is fine) and mails a confirmation link, then toasts
 * 'Successfully subscribed!', asks the reader to confirm by email, and clears the field.
 */
export function NewsletterSection() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribing, setSubscribing] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribing) return;
    const invalid = emailError(email);
    setError(invalid);
    if (invalid) {
      input.current?.focus();
      return;
    }
    setSubscribing(true);
    try {
      await Promise.all([subscribeToNewsletter(email), delay(SUBSCRIBE_MIN_BUSY_MS)]);
      toast.success(SUBSCRIBED_TITLE, { description: `${SUBSCRIBED_DESCRIPTION} ${CONFIRM_BY_EMAIL}` });
      setEmail('');
    } catch (failure) {
      toast.error('Error', { description: errorMessage(failure) });
    } finally {
      setSubscribing(false);
    }
  };

  return (
    <Section id="newsletter" titleId="newsletter-title" tone="alt">
      <SectionTitle id="newsletter-title">{NEWSLETTER_TITLE}</SectionTitle>
      <SectionLead>
        Weekly insights on sourcing, shipping and demand across global markets, straight to your inbox.
      </SectionLead>
      <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="newsletter-title">
        <Input
          ref={input}
          label="Email address"
          hideLabel
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter your email"
          required
          value={email}
          error={error ?? undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
        />
        <Button type="submit" size="md" loading={subscribing}>
          {subscribing ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </Form>
      <Note>{NEWSLETTER_NOTE}</Note>
    </Section>
  );
}
