import { z } from 'zod';

// Kept apart from the password rule (lib/validation.ts), whose dictionary is large: sign-in and the
// forgotten-password page need only this.
export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Please enter a valid email address';

/** A required, trimmed email address; `requiredMessage` lets sign-in use its own wording. */
export function emailField(requiredMessage: string = EMAIL_REQUIRED) {
  return z
    .string()
    .trim()
    .min(1, { error: requiredMessage })
    .max(254, { error: EMAIL_INVALID })
    .regex(z.regexes.email, { error: EMAIL_INVALID });
}
