import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { assessPassword, PASSWORD_MAX_BYTES, PASSWORD_POLICY, passwordUserInputs } from 'contracts/password';
import { authError, unprocessable } from './auth-errors.ts';

const BCRYPT_COST = 10;

export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, BCRYPT_COST);

/**
 * A hash of a random secret, compared against when the email is unknown so that "no such user" takes
 * as long as "wrong password" (no account enumeration through timing).
 */
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const target = hash || (await dummyHash);
  const matches = await bcrypt.compare(password, target);
  return Boolean(hash) && matches;
}

/**
 * GoTrue's password check (internal/api/password.go) under the project's policy, shared with the
 * forms (contracts/password): too long is `validation_failed`; too short, a missing character class or
 * a weak or leaked password is 422 `weak_password` with `weak_password.reasons`. `userInputs` are the
 * account's email and names (`passwordUserInputs`), which zxcvbn counts as known words.
 */
export function checkPasswordStrength(password: string, userInputs: readonly string[] = []): void {
  if (Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES) {
    throw unprocessable(
      'validation_failed',
      `Password cannot be longer than ${PASSWORD_MAX_BYTES} characters`,
    );
  }
  const { reasons, message } = assessPassword(password, { policy: PASSWORD_POLICY, userInputs });
  if (reasons.length > 0) {
    throw authError(422, 'weak_password', message, { weak_password: { reasons } });
  }
}

/** The words of an account that an attacker tries first: its email and the names in its metadata
 * (`full_name`, `business_name`: what the register form sends, and what the form itself counts). */
export function accountWords(email: string | null | undefined, metadata: Record<string, unknown>): string[] {
  const text = (key: string) => {
    const value = metadata[key];
    return typeof value === 'string' ? value : null;
  };
  return passwordUserInputs(email, text('full_name'), text('business_name'));
}
