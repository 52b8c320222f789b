import { z } from 'zod';

/** The auth server's password rule (GoTrue's minimum length); shown as a hint where one is chosen. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
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

/** A new password: required, then the server's minimum length. Never trimmed. */
export function newPasswordField() {
  return (
    z
      .string()
      .min(1, { error: 'Password is required' })
      // Counted in characters (code points), as the server counts, not UTF-16 units.
      .refine((password) => [...password].length >= PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT })
  );
}
