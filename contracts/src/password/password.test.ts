import { describe, expect, it } from 'vitest';
import { dictionary } from '@zxcvbn-ts/language-common';
import {
  PASSWORD_MIN_SCORE,
  PASSWORD_POLICY,
  WEAK_PASSWORD_MESSAGES,
  assessPassword,
  passwordUserInputs,
} from './index.ts';

describe('assessPassword: the weak and leaked-password list', () => {
  it('refuses the passwords attackers try first, as pwned, with GoTrue message', () => {
    for (const password of ['password', '12345678', 'qwertyuiop', 'iloveyou', 'Password1', 'P@ssw0rd']) {
      const verdict = assessPassword(password);
      expect(verdict.reasons, password).toEqual(['pwned']);
      expect(verdict.message).toBe(WEAK_PASSWORD_MESSAGES.pwned);
    }
  });

  it('refuses every entry of the shipped list that is long enough, sampled across the list', () => {
    const list = dictionary['passwords-common'].filter((entry) => [...entry].length >= 8);
    expect(list.length).toBeGreaterThan(10_000);
    const step = Math.floor(list.length / 200);
    const sample = list.filter((_, i) => i % step === 0);
    for (const entry of sample) {
      const verdict = assessPassword(entry);
      expect(verdict.listed, entry).toBe(true);
      expect(verdict.reasons, entry).toEqual(['pwned']);
    }
  });

  it('refuses patterns zxcvbn scores below 3: sequences, repeats, keyboard walks, dates', () => {
    for (const password of ['abcdefgh', 'aaaaaaaaaa', 'zxcvbnm,./', '19/08/1990', 'secret-pass']) {
      const verdict = assessPassword(password);
      expect(verdict.score, password).toBeLessThan(PASSWORD_MIN_SCORE);
      expect(verdict.reasons, password).toEqual(['pwned']);
    }
  });

  it("counts the user's own email and names as known words", () => {
    const password = 'priyasharma2026';
    expect(assessPassword(password).reasons).toEqual([]);
    const inputs = passwordUserInputs('priya.sharma@spices.example', 'Priya Sharma');
    expect(inputs).toContain('priya');
    expect(assessPassword(password, { userInputs: inputs }).reasons).toEqual(['pwned']);
  });

  it('accepts long, unusual passwords', () => {
    for (const password of [
      'correct-horse-42',
      'Krishika-demo-2026',
      'kx9!Qe-7ZmVb',
      'turmeric lantern harbour',
    ]) {
      const verdict = assessPassword(password);
      expect(verdict.reasons, password).toEqual([]);
      expect(verdict.message).toBe('');
      expect(verdict.score).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
    }
  });
});

describe('assessPassword: length and characters, as GoTrue', () => {
  it('counts the minimum in characters, not UTF-16 units', () => {
    expect(PASSWORD_POLICY.minLength).toBe(8);
    expect(assessPassword('k9!Qe-7').reasons).toEqual(['length']);
    expect(assessPassword('k9!Qe-7').message).toBe('Password should be at least 8 characters.');
    // Seven emoji are fourteen UTF-16 units but seven characters.
    expect(assessPassword('🌶️🌶️🌶️🌶'.slice(0, 7)).reasons).toContain('length');
  });

  it('judges pwned only once length and characters pass (GoTrue stops there)', () => {
    expect(assessPassword('12345').reasons).toEqual(['length']);
    const policy = { ...PASSWORD_POLICY, requirements: 'lower_upper_letters_digits' as const };
    const verdict = assessPassword('abc', { policy });
    expect(verdict.reasons).toEqual(['length', 'characters']);
    expect(verdict.message).toBe(
      'Password should be at least 8 characters. Password should contain at least one character of each: ' +
        'abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
    );
  });

  it('applies password_requirements', () => {
    const policy = { ...PASSWORD_POLICY, requirements: 'lower_upper_letters_digits_symbols' as const };
    expect(assessPassword('Krishika-demo-2026', { policy }).reasons).toEqual([]);
    expect(assessPassword('krishika-demo-2026', { policy }).reasons).toEqual(['characters']);
    const digits = { ...PASSWORD_POLICY, requirements: 'letters_digits' as const };
    expect(assessPassword('turmeric lantern harbour', { policy: digits }).reasons).toEqual(['characters']);
  });

  it('skips the list when the policy turns it off, and still scores', () => {
    const verdict = assessPassword('password', { policy: { ...PASSWORD_POLICY, rejectWeak: false } });
    expect(verdict.reasons).toEqual([]);
    expect(verdict.score).toBe(0);
    expect(verdict.hint).toMatch(/most used/);
  });
});
