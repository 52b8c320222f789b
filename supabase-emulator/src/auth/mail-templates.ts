import type { NewMail } from '../mail/outbox.ts';

export type VerifyType = 'signup' | 'recovery' | 'email_change';

/** The link GoTrue puts in its emails: GET /auth/v1/verify, which redirects back to the site. */
export function verifyLink(baseUrl: string, token: string, type: VerifyType, redirectTo: string): string {
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${baseUrl}/auth/v1/verify?${query.toString()}`;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface Template {
  kind: NewMail['kind'];
  subject: string;
  heading: string;
  action: string;
}

// GoTrue's default subjects and wording.
const TEMPLATES: Record<VerifyType, Template> = {
  signup: {
    kind: 'signup',
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    action: 'Follow this link to confirm your user:',
  },
  recovery: {
    kind: 'recovery',
    subject: 'Reset Your Password',
    heading: 'Reset Password',
    action: 'Follow this link to reset the password for your user:',
  },
  email_change: {
    kind: 'email_change',
    subject: 'Confirm Email Change',
    heading: 'Confirm Change of Email',
    action: 'Follow this link to confirm the update of your email:',
  },
};

/** A confirmation, recovery or email-change message with its link and 6-digit code. */
export function authMail(type: VerifyType, to: string, link: string, otp: string): NewMail {
  const template = TEMPLATES[type];
  const text = `${template.heading}\n\n${template.action}\n${link}\n\nAlternatively, enter the code: ${otp}\n`;
  const html =
    `<h2>${escapeHtml(template.heading)}</h2>` +
    `<p>${escapeHtml(template.action)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(template.subject)}</a></p>` +
    `<p>Alternatively, enter the code: <strong>${escapeHtml(otp)}</strong></p>`;
  return { to, kind: template.kind, subject: template.subject, text, html, links: [link], otp };
}
