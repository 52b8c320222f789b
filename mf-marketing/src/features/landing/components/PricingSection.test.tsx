import { installDialogPolyfill } from '@krishika/tooling/testing/dialogPolyfill';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, SERVICE_UNAVAILABLE } from '../../../lib/api';
import { EMAIL_INVALID } from '../../../lib/email';
import { findLocation, findToast, renderScreen } from '../../../test/render';
import { sendContactMessage } from '../api/contact';
import { CONTACT_SUBJECT, MESSAGE_REQUIRED, NAME_REQUIRED } from './ContactSalesDialog';
import { PricingSection } from './PricingSection';

vi.mock('../api/contact', () => ({
  sendContactMessage: vi.fn(),
  CONTACT_LIMITS: { name: 200, company: 200, subject: 200, message: 5000 },
}));
const send = vi.mocked(sendContactMessage);

installDialogPolyfill();

describe('PricingSection', () => {
  beforeEach(() => {
    vi.resetAllMocks();
  });

  it('lists Free $0, Pro $12 and Enterprise $18 per month, with Pro marked as the popular plan', () => {
    renderScreen(<PricingSection />);
    const plans = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    const [free, pro, enterprise] = plans;
    if (!free || !pro || !enterprise) throw new Error('three plans expected');
    expect(plans.map((plan) => within(plan).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Free',
      'Pro',
      'Enterprise',
    ]);
    expect(plans.map((plan) => plan.querySelector('strong')?.textContent)).toEqual(['$0', '$12', '$18']);
    expect(within(pro).getByText('Most Popular')).toBeInTheDocument();
    expect(within(free).queryByText('Most Popular')).toBeNull();
    expect(within(free).getByText('Up to 10 product listings')).toBeInTheDocument();
    expect(within(free).getByText('5 inquiries per month')).toBeInTheDocument();
    expect(within(enterprise).getByText('24/7 phone support')).toBeInTheDocument();
  });

  it("'Get Started' goes to sign-up with the chosen plan", async () => {
    const { user } = renderScreen(<PricingSection />);
    expect(screen.getByRole('link', { name: 'Get Started with the Free plan' })).toHaveAttribute(
      'href',
      '/register?plan=free',
    );
    await user.click(screen.getByRole('link', { name: 'Get Started with the Pro plan' }));
    expect(await findLocation()).toBe('/register?plan=pro');
  });

  it("'Contact Sales' opens the form, which checks its fields and focuses the first wrong one", async () => {
    const { user } = renderScreen(<PricingSection />);
    await user.click(screen.getByRole('button', { name: /Contact Sales/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Sales' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(within(dialog).getByRole('textbox', { name: /Full name/ })).toHaveAccessibleDescription(
      NAME_REQUIRED,
    );
    expect(within(dialog).getByRole('textbox', { name: /Full name/ })).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: /How can we help/ })).toHaveAccessibleDescription(
      MESSAGE_REQUIRED,
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the message to the api, thanks the visitor and closes', async () => {
    send.mockResolvedValue({ message: 'Thank you! Our team will get back to you soon.' });
    const { user } = renderScreen(<PricingSection />);
    await user.click(screen.getByRole('button', { name: /Contact Sales/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Sales' });
    await user.type(within(dialog).getByRole('textbox', { name: /Full name/ }), 'Asha Patel');
    await user.type(within(dialog).getByRole('textbox', { name: /Work email/ }), 'asha@spiceroute.in');
    await user.type(within(dialog).getByRole('textbox', { name: /Company/ }), 'Spice Route Exports');
    await user.type(within(dialog).getByRole('textbox', { name: /How can we help/ }), 'We need API access.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(send).toHaveBeenCalledWith({
      name: 'Asha Patel',
      email: 'asha@spiceroute.in',
      company: 'Spice Route Exports',
      subject: CONTACT_SUBJECT,
      message: 'We need API access.',
    });
    expect((await findToast('Message sent')).description).toBe(
      'Thank you! Our team will get back to you soon.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact Sales' })).toBeNull());
  });

  async function fillContactForm(email: string) {
    const { user } = renderScreen(<PricingSection />);
    await user.click(screen.getByRole('button', { name: /Contact Sales/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Sales' });
    const box = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    await user.type(box(/Full name/), 'Asha Patel');
    await user.type(box(/Work email/), email);
    await user.type(box(/Company/), 'Spice Route Exports');
    await user.type(box(/How can we help/), 'We need API access.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    return { user, dialog, box };
  }

  it('refuses an invalid work email on its field, sends nothing and keeps what was typed', async () => {
    const { dialog, box } = await fillContactForm('asha@spiceroute');
    await waitFor(() => expect(box(/Work email/)).toHaveAccessibleDescription(EMAIL_INVALID));
    expect(box(/Work email/)).toHaveFocus();
    expect(box(/Full name/)).not.toHaveAttribute('aria-invalid');
    expect(box(/Full name/)).toHaveValue('Asha Patel');
    expect(box(/Work email/)).toHaveValue('asha@spiceroute');
    expect(box(/How can we help/)).toHaveValue('We need API access.');
    expect(send).not.toHaveBeenCalled();
    expect(dialog).toBeVisible();
  });

  it('keeps the dialog open with everything typed when the api fails, and says why', async () => {
    send.mockRejectedValue(new ApiError(SERVICE_UNAVAILABLE, 503));
    const { box } = await fillContactForm('asha@spiceroute.in');
    expect(await findToast('Error')).toEqual({ title: 'Error', description: SERVICE_UNAVAILABLE });
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Contact Sales' })).toBeVisible();
    expect(box(/Full name/)).toHaveValue('Asha Patel');
    expect(box(/Work email/)).toHaveValue('asha@spiceroute.in');
    expect(box(/Company/)).toHaveValue('Spice Route Exports');
    expect(box(/How can we help/)).toHaveValue('We need API access.');
  });
});
