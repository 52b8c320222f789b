import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { authError, unprocessable } from './auth-errors.ts';

const BCRYPT_COST = 10;
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt ignores everything past 72 bytes; GoTrue refuses longer passwords instead. */
const PASSWORD_MAX_BYTES = 72;

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

/** GoTrue's password rules with its default settings: a minimum length, reported as `weak_password`. */
export function checkPasswordStrength(password: string): void {
  if (Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES) {
    throw unprocessable(
      'validation_failed',
      `Password cannot be longer than ${PASSWORD_MAX_BYTES} characters`,
    );
  }
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    throw authError(422, 'weak_password', `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
}
