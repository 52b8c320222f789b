import { assessPassword, PASSWORD_POLICY, type PasswordAssessment } from 'contracts/password';
import { z } from 'zod';

export { EMAIL_INVALID, EMAIL_REQUIRED, emailField } from './email';

/** The auth server's password rule (contracts/password, the same code); shown where one is chosen. */
export const PASSWORD_MIN_LENGTH = PASSWORD_POLICY.minLength;
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. Not a common password or a simple pattern.`;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
/** The server's `pwned` reason (and the same verdict here before submit). */
export const PASSWORD_TOO_WEAK =
  'This password is too easy to guess: it is a common or leaked password, or a simple pattern. Try a longer, less predictable one, such as a few unrelated words.';
const recent = new Map<string, PasswordAssessment>();

/**
 * The server's verdict on a password (contracts/password), remembered for the last few inputs: a
 * form asks for the same one on every keystroke in any field (its validation and the strength meter),
 * and zxcvbn takes milliseconds a call. Kept in this page's memory only, like the field's value.
 */
export function assessNewPassword(password: string, userInputs: readonly string[] = []): PasswordAssessment {
  const key = JSON.stringify([password, userInputs]);
  const known = recent.get(key);
  if (known) return known;
  const verdict = assessPassword(password, { userInputs });
  if (recent.size >= 32) recent.delete(recent.keys().next().value ?? '');
  recent.set(key, verdict);
  return verdict;
}

/**
 * What the form says about a new password under the auth server's rule, or null when the server
 * will take it: `userInputs` are the account's email and names (`passwordUserInputs`), as the server
 * counts them. Length is counted in characters (code points), as the server counts.
 */
export function passwordProblem(password: string, userInputs: readonly string[] = []): string | null {
  const { reasons, message } = assessNewPassword(password, userInputs);
  if (reasons.includes('length')) return PASSWORD_TOO_SHORT;
  if (reasons.includes('pwned')) return PASSWORD_TOO_WEAK;
  return reasons.length > 0 ? message : null;
}

/** A new password: required, then the server's rule (without the account's words; the register
 * form adds those). Never trimmed. */
export function newPasswordField() {
  return z
    .string()
    .min(1, { error: 'Password is required' })
    .superRefine((password, ctx) => {
      const problem = passwordProblem(password);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}
