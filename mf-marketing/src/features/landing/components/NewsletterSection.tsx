import type { NewsletterSignup } from 'contracts/wire';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Input, media, toast } from 'shared-ui';
import styled from 'styled-components';
import { errorMessage } from '../../../lib/api';
import { delay } from '../../../lib/delay';
import { loadOnce } from '../../../lib/loadOnce';
import { subscribeToNewsletter } from '../api/newsletter';
import type { NewsletterForm } from '../lib/formSchemas';
import {
  CONFIRM_BY_EMAIL,
  NEWSLETTER_NOTE,
  NEWSLETTER_TITLE,
  SUBSCRIBE_MIN_BUSY_MS,
  SUBSCRIBED_DESCRIPTION,
  SUBSCRIBED_TITLE,
} from './newsletterCopy';
import { Section, SectionLead, SectionTitle } from './Section';

export {
  CONFIRM_BY_EMAIL,
  NEWSLETTER_NOTE,
  NEWSLETTER_TITLE,
  SUBSCRIBE_MIN_BUSY_MS,
  SUBSCRIBED_DESCRIPTION,
  SUBSCRIBED_TITLE,
} from './newsletterCopy';

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
 * The form's checks (react-hook-form with POST /v1/newsletter's contract), fetched on the reader's
 * first focus, pointer or submit: the landing page's first load carries only the plain field.
 */
const loadChecks = loadOnce(async () => (await import('../lib/formSchemas')).createNewsletterForm);

/**
 * Part 10: the newsletter form. Checks the address with the contract's rules (the message on the
 * field, which takes focus, and nothing sent), stays busy about a second while the api records it
 * (idempotently: subscribing twice is fine) and mails a confirmation link, then toasts 'Successfully
 * subscribed!', asks the reader to confirm by email, and clears the field. A refused address or a
 * failed call keeps what was typed. react-hook-form drives the field the page already shows (a form
 * control made once its checks have loaded, from what was typed meanwhile), so nothing is swapped
 * under the reader's hands.
 */
export function NewsletterSection() {
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<NewsletterForm | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [subscribing, setSubscribing] = useState(false);
  const busy = useRef(false);
  const unsubscribe = useRef<(() => void) | null>(null);

  useEffect(() => () => unsubscribe.current?.(), []);

  /** The form control over the field, made on first need. */
  const ready = async (): Promise<NewsletterForm> => {
    const createForm = await loadChecks();
    if (form.current) return form.current;
    const control = createForm(input.current?.value ?? '');
    control.register('email').ref(input.current);
    unsubscribe.current = control.subscribe({
      formState: { errors: true },
      callback: () => setError(control.getFieldState('email').error?.message),
    });
    form.current = control;
    return control;
  };
  const wake = () => void ready().catch(() => undefined); // tried again on the next need

  const send = async ({ email }: NewsletterSignup) => {
    try {
      await Promise.all([subscribeToNewsletter(email), delay(SUBSCRIBE_MIN_BUSY_MS)]);
      toast.success(SUBSCRIBED_TITLE, { description: `${SUBSCRIBED_DESCRIPTION} ${CONFIRM_BY_EMAIL}` });
      // The field stays registered: it is the page's own, not re-rendered for the form.
      form.current?.reset({ email: '' }, { keepFieldsRef: true });
    } catch (failure) {
      toast.error('Error', { description: errorMessage(failure) });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setSubscribing(true);
    try {
      const control = await ready();
      await control.handleSubmit(send)();
    } catch (failure) {
      toast.error('Error', { description: errorMessage(failure) });
    } finally {
      busy.current = false;
      setSubscribing(false);
    }
  };

  return (
    <Section id="newsletter" titleId="newsletter-title" tone="alt">
      <SectionTitle id="newsletter-title">{NEWSLETTER_TITLE}</SectionTitle>
      <SectionLead>
        Weekly insights on sourcing, shipping and demand across global markets, straight to your inbox.
      </SectionLead>
      <Form
        noValidate
        onSubmit={(event) => void submit(event)}
        onFocus={wake}
        onPointerEnter={wake}
        aria-labelledby="newsletter-title"
      >
        <Input
          ref={input}
          label="Email address"
          hideLabel
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter your email"
          required
          error={error}
          onChange={(event) => void form.current?.register('email').onChange(event)}
          onBlur={(event) => void form.current?.register('email').onBlur(event)}
        />
        <Button type="submit" size="md" loading={subscribing}>
          {subscribing ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </Form>
      <Note>{NEWSLETTER_NOTE}</Note>
    </Section>
  );
}
