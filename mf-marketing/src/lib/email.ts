// The email checks of the public forms (required, in email format).
export const EMAIL_REQUIRED = 'Please enter your email address.';
export const EMAIL_INVALID = 'Please enter a valid email address.';

// The same shape the api accepts (JSON schema format "email"): one @, a dotted domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The message for an invalid address, or null when it is fine. */
export function emailError(value: string): string | null {
  const email = value.trim();
  if (!email) return EMAIL_REQUIRED;
  if (email.length > 254 || !EMAIL.test(email)) return EMAIL_INVALID;
  return null;
}
