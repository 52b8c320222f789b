import { badRequest } from './auth-errors.ts';

// The shape GoTrue accepts (github.com/badoux/checkmail's format check): a local part, an @, and
// dot-separated host labels.
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Top-level domains that can never receive mail (RFC 2606 / RFC 6761). */
const UNDELIVERABLE_TLDS = new Set(['invalid', 'test', 'localhost', 'local', 'example']);

/**
 * Validates and lower-cases an address as GoTrue does: a malformed one is `validation_failed`; a
 * well-formed one no mail could reach (a host without a dot, a reserved TLD) is what GoTrue's mailer
 * rejects as `email_address_invalid`.
 */
export function validateEmail(raw: string | undefined | null): string {
  if (!raw) throw badRequest('validation_failed', 'An email address is required');
  if (raw.length > 255 || !EMAIL_FORMAT.test(raw)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  }
  const email = raw.toLowerCase();
  const host = email.slice(email.lastIndexOf('@') + 1);
  const tld = host.includes('.') ? host.slice(host.lastIndexOf('.') + 1) : null;
  if (!tld || UNDELIVERABLE_TLDS.has(tld)) {
    throw badRequest('email_address_invalid', `Email address "${raw}" is invalid`);
  }
  return email;
}
