import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * The password rule of Krishika, one implementation for the auth server (the local emulator) and the
 * forms that choose a password (mf-auth), so the form's verdict before submit is the server's after.
 *
 * It speaks Supabase Auth's terms: a password is refused as `weak_password` with `reasons` from
 * `length` (shorter than the minimum), `characters` (a required character class is missing:
 * `password_requirements` in supabase/config.toml) and `pwned` (known to be weak). Where a hosted
 * project asks the Pwned Passwords service for `pwned`, this rule asks zxcvbn (`@zxcvbn-ts/core` with
 * `@zxcvbn-ts/language-common`: about 49,000 common and leaked passwords, keyboard walks, repeats,
 * sequences, dates, l33t and case variants of them), shipped with the code and working offline.
 *
 * `pwned` when either holds:
 * - the whole password is one entry of that list (in any case or l33t spelling): the list, whatever
 *   the score says;
 * - zxcvbn scores it below 3 (`PASSWORD_MIN_SCORE`), i.e. it estimates fewer than 10^8 guesses: what
 *   an attacker with the list and its rules tries first, and what an online attack at our rate limits
 *   can still reach. Score 3 is zxcvbn's "safely unguessable" for an online attack and the threshold
 *   its authors suggest for sign-up. The user's own email and names count as known words.
 *
 * As in GoTrue, `pwned` is only judged once length and characters pass.
 */

export type WeakPasswordReason = 'length' | 'characters' | 'pwned';

/** Supabase Auth's `password_requirements` (config.toml) values; '' requires no character class. */
export const PASSWORD_REQUIREMENTS = [
  '',
  'letters_digits',
  'lower_upper_letters_digits',
  'lower_upper_letters_digits_symbols',
] as const;
export type PasswordRequirements = (typeof PASSWORD_REQUIREMENTS)[number];

export interface PasswordPolicy {
  /** `minimum_password_length`, counted in characters (code points). */
  minLength: number;
  /** `password_requirements`. */
  requirements: PasswordRequirements;
  /** The weak and leaked-password check (`pwned`). */
  rejectWeak: boolean;
}

/** Krishika's policy: what supabase/config.toml sets and the emulator enforces by default. */
export const PASSWORD_POLICY: PasswordPolicy = { minLength: 8, requirements: '', rejectWeak: true };

/** zxcvbn's score (0-4) a password needs: 3 is at least 10^8 estimated guesses. */
export const PASSWORD_MIN_SCORE = 3;

/** bcrypt reads 72 bytes; GoTrue refuses longer passwords (as `validation_failed`, not weak). */
export const PASSWORD_MAX_BYTES = 72;

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~';

/** The character sets of each requirement, as GoTrue lists them in its message. */
const REQUIRED_SETS: Record<PasswordRequirements, readonly string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
};

/** GoTrue's messages, joined with a space when there are several. */
export const WEAK_PASSWORD_MESSAGES = {
  length: (minLength: number) => `Password should be at least ${minLength} characters.`,
  characters: (sets: readonly string[]) =>
    `Password should contain at least one character of each: ${sets.join(', ')}.`,
  pwned: 'Password is known to be weak and easy to guess, please choose a different one.',
} as const;

export interface PasswordAssessment {
  /** Empty when the password is accepted. */
  reasons: WeakPasswordReason[];
  /** GoTrue's message for the reasons, '' when accepted. */
  message: string;
  /** zxcvbn's score, 0-4, for a strength meter. */
  score: 0 | 1 | 2 | 3 | 4;
  /** The whole password is an entry of the common-password list. */
  listed: boolean;
  /** What zxcvbn found, in words a form can show (see `PASSWORD_HINTS`), '' when nothing. */
  hint: string;
}

/** zxcvbn's warnings (its translation keys) in our words. */
export const PASSWORD_HINTS: Readonly<Record<string, string>> = {
  straightRow: 'Rows of keys on the keyboard are easy to guess.',
  keyPattern: 'Short keyboard patterns are easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated patterns like "abcabcabc" are easy to guess.',
  sequences: 'Sequences like "abc" or "6543" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'This is one of the most used passwords.',
  topHundred: 'This is a very commonly used password.',
  common: 'This is a commonly used password.',
  similarToCommon: 'This is similar to a commonly used password.',
  wordByItself: 'Single words are easy to guess.',
  namesByThemselves: 'Names on their own are easy to guess.',
  commonNames: 'Common names are easy to guess.',
  userInputs: 'Do not use your name or email address in the password.',
  pwned: 'This password appeared in a data breach.',
};

let factory: ZxcvbnFactory | null = null;

function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return factory;
}

/** The words of an email address and names, for zxcvbn's user inputs ("jane.doe@acme.com" → janedoeacmecom, jane, doe, acme, …). */
export function passwordUserInputs(...values: (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  const add = (text: string) => {
    if (text.length < 3) return;
    words.add(text);
    const joined = text.replace(/[^\p{L}\p{N}]+/gu, '');
    if (joined.length >= 3) words.add(joined);
    for (const part of text.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  };
  for (const value of values) {
    const lower = value?.trim().toLowerCase();
    if (!lower) continue;
    add(lower);
    // An address's mailbox on its own, without a +tag: "meera.kapoor+buyer@x.com" → meera.kapoor.
    const at = lower.lastIndexOf('@');
    if (at > 0) add(lower.slice(0, at).replace(/\+.*$/, ''));
  }
  return [...words];
}

let common: ReadonlySet<string> | null = null;

/** An entry of the list itself (lower-cased, as the list is), or one dictionary match covering all of it
 * (a case or l33t spelling of an entry). zxcvbn may explain an entry more cheaply another way
 * ("testtest" as a repeat), so its sequence alone does not say. */
function isListed(password: string, result: ZxcvbnResult): boolean {
  common ??= new Set(dictionary['passwords-common']);
  if (common.has(password.toLowerCase())) return true;
  const [only, ...rest] = result.sequence;
  return (
    only !== undefined &&
    rest.length === 0 &&
    only.pattern === 'dictionary' &&
    'dictionaryName' in only &&
    only.dictionaryName === 'passwords-common'
  );
}

/**
 * Judges a new password under a policy. `userInputs` (see `passwordUserInputs`) are words an
 * attacker would try first for this account. Passwords past `PASSWORD_MAX_BYTES` are the caller's
 * to refuse; zxcvbn reads at most its first 256 characters.
 */
export function assessPassword(
  password: string,
  options: { policy?: PasswordPolicy; userInputs?: readonly string[] } = {},
): PasswordAssessment {
  const policy = options.policy ?? PASSWORD_POLICY;
  const reasons: WeakPasswordReason[] = [];
  const messages: string[] = [];
  if ([...password].length < policy.minLength) {
    reasons.push('length');
    messages.push(WEAK_PASSWORD_MESSAGES.length(policy.minLength));
  }
  const sets = REQUIRED_SETS[policy.requirements];
  if (sets.some((set) => ![...set].some((char) => password.includes(char)))) {
    reasons.push('characters');
    messages.push(WEAK_PASSWORD_MESSAGES.characters(sets));
  }
  const result = zxcvbn().check(password, [...(options.userInputs ?? [])]);
  const listed = isListed(password, result);
  if (policy.rejectWeak && reasons.length === 0 && (listed || result.score < PASSWORD_MIN_SCORE)) {
    reasons.push('pwned');
    messages.push(WEAK_PASSWORD_MESSAGES.pwned);
  }
  return {
    reasons,
    message: messages.join(' '),
    score: result.score,
    listed,
    hint: (result.feedback.warning && PASSWORD_HINTS[result.feedback.warning]) ?? '',
  };
}
