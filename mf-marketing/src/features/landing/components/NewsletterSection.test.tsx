import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, RATE_LIMITED, SERVICE_UNAVAILABLE } from '../../../lib/api';
import { EMAIL_INVALID, EMAIL_REQUIRED } from '../../../lib/email';
import { findToast, renderScreen } from '../../../test/render';
import { subscribeToNewsletter } from '../api/newsletter';
import {
  NEWSLETTER_NOTE,
  NEWSLETTER_TITLE,
  CONFIRM_BY_EMAIL,
  NewsletterSection,
  SUBSCRIBED_DESCRIPTION,
  SUBSCRIBED_TITLE,
} from './NewsletterSection';

vi.mock('../api/newsletter', () => ({ subscribeToNewsletter: vi.fn() }));
const subscribe = vi.mocked(subscribeToNewsletter);

const field = () => screen.getByRole('textbox', { name: 'Email address' });
const button = () => screen.getByRole('button', { name: /Subscrib/ });

describe('NewsletterSection', () => {
  beforeEach(() => {
    vi.resetAllMocks();
  });

  it('shows the newsletter copy', () => {
    renderScreen(<NewsletterSection />);
    expect(screen.getByRole('heading', { level: 2, name: NEWSLETTER_TITLE })).toBeInTheDocument();
    expect(screen.getByText(NEWSLETTER_NOTE)).toBeInTheDocument();
    expect(button()).toHaveTextContent('Subscribe');
  });

  it.each([
    ['', EMAIL_REQUIRED],
    ['not-an-email', EMAIL_INVALID],
    ['trader@example', EMAIL_INVALID],
  ])('rejects %j with a message on the field, and calls nobody', async (value, message) => {
    const { user } = renderScreen(<NewsletterSection />);
    if (value) await user.type(field(), value);
    await user.click(button());
    // The checks load on first use: the message comes a moment later.
    await waitFor(() => expect(field()).toHaveAttribute('aria-invalid', 'true'));
    expect(field()).toHaveAccessibleDescription(message);
    expect(field()).toHaveFocus();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('stays busy about a second, then toasts the success and clears the field', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    subscribe.mockResolvedValue({ message: SUBSCRIBED_TITLE, detail: SUBSCRIBED_DESCRIPTION });
    const { user } = renderScreen(<NewsletterSection />, { fakeTimers: true });
    await user.type(field(), ' trader@example.com ');
    await user.click(button());
    await waitFor(() => expect(subscribe).toHaveBeenCalledWith('trader@example.com'));
    expect(button()).toHaveAttribute('aria-busy', 'true');
    expect(button()).toHaveTextContent('Subscribing...');
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(button()).toHaveAttribute('aria-busy', 'true');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(await findToast(SUBSCRIBED_TITLE)).toEqual({
      title: SUBSCRIBED_TITLE,
      description: `${SUBSCRIBED_DESCRIPTION} ${CONFIRM_BY_EMAIL}`,
    });
    expect(CONFIRM_BY_EMAIL).toBe('Please check your email to confirm your subscription.');
    expect(field()).toHaveValue('');
    expect(button()).not.toHaveAttribute('aria-busy');
    vi.useRealTimers();
  });

  it("shows the api's failure as an Error toast and keeps the address", async () => {
    subscribe.mockRejectedValue(new ApiError(RATE_LIMITED, 429));
    const { user } = renderScreen(<NewsletterSection />);
    await user.type(field(), 'trader@example.com');
    await user.click(button());
    expect(await findToast('Error')).toEqual({ title: 'Error', description: RATE_LIMITED });
    expect(field()).toHaveValue('trader@example.com');
  });

  it('keeps a refused address in the field to correct, then sends the corrected one', async () => {
    subscribe.mockResolvedValue({ message: SUBSCRIBED_TITLE, detail: SUBSCRIBED_DESCRIPTION });
    const { user } = renderScreen(<NewsletterSection />);
    await user.type(field(), 'trader@example');
    await user.click(button());
    await waitFor(() => expect(field()).toHaveAccessibleDescription(EMAIL_INVALID));
    expect(field()).toHaveValue('trader@example');
    expect(subscribe).not.toHaveBeenCalled();
    await user.type(field(), '.com');
    await user.click(button());
    await waitFor(() => expect(subscribe).toHaveBeenCalledWith('trader@example.com'));
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(await findToast(SUBSCRIBED_TITLE)).toBeTruthy();
  });

  it('keeps the address through a server error, and sends it again on the next try', async () => {
    subscribe.mockRejectedValueOnce(new ApiError(SERVICE_UNAVAILABLE, 503));
    subscribe.mockResolvedValueOnce({ message: SUBSCRIBED_TITLE, detail: SUBSCRIBED_DESCRIPTION });
    const { user } = renderScreen(<NewsletterSection />);
    await user.type(field(), 'trader@example.com');
    await user.click(button());
    expect(await findToast('Error')).toEqual({ title: 'Error', description: SERVICE_UNAVAILABLE });
    expect(field()).toHaveValue('trader@example.com');
    expect(field()).not.toHaveAttribute('aria-invalid');
    await user.click(button());
    expect(await findToast(SUBSCRIBED_TITLE)).toBeTruthy();
    expect(subscribe).toHaveBeenCalledTimes(2);
    expect(field()).toHaveValue('');
  });

  it('checks the next address after a subscription as carefully as the first', async () => {
    subscribe.mockResolvedValue({ message: SUBSCRIBED_TITLE, detail: SUBSCRIBED_DESCRIPTION });
    const { user } = renderScreen(<NewsletterSection />);
    await user.type(field(), 'trader@example.com');
    await user.click(button());
    await waitFor(() => expect(field()).toHaveValue(''));
    await user.type(field(), 'not-an-email');
    await user.click(button());
    await waitFor(() => expect(field()).toHaveAccessibleDescription(EMAIL_INVALID));
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('not-an-email');
    expect(subscribe).toHaveBeenCalledTimes(1);
  });
});
