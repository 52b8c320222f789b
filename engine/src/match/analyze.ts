import { matchForm } from '../glossary/phrases.ts';
import { STOP_WORDS } from './stopwords.ts';

/** How a term was written: decides fuzziness (Latin only) and whether it can anchor a match. */
export type TermKind = 'latin' | 'number' | 'han' | 'other';

export interface Term {
  term: string;
  kind: TermKind;
  /** The folded word before plural stripping (Latin), for glossary spelling correction. */
  word: string;
}

const HAN_RUN = /\p{Script=Han}+|[^\p{Script=Han}]+/gu;
const LATIN_WORD = /^[a-z0-9\u00c0-\u024f]+$/u;
const NUMBER = /^\p{N}+$/u;

/** Light plural folding for Latin words: "cashews" → "cashew", "lentejas" → "lenteja" (not "glass"). */
export function stem(word: string): string {
  const n = word.length;
  if (n <= 3 || word.charCodeAt(n - 1) !== 115 /* s */) return word;
  const before = word.charCodeAt(n - 2);
  if (before === 115 /* s */ || before === 117 /* u */ || before === 105 /* i */) return word;
  return word.slice(0, -1);
}

const ASCII_FORM = /^[a-z0-9 ]*$/;
/** Longer "words" (URLs, codes, runaway input) name no product; dropped on both sides. */
export const MAX_TERM_LENGTH = 64;

function isDigits(word: string): boolean {
  for (let i = 0; i < word.length; i += 1) {
    const code = word.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/** `analyzeForm` for the common case of a plain ASCII form: no regular expression per word. */
function analyzeAscii(form: string, maxTerms: number): Term[] {
  const terms: Term[] = [];
  for (const word of form.split(' ')) {
    if (terms.length >= maxTerms) break;
    if (word.length < 2 || word.length > MAX_TERM_LENGTH || STOP_WORDS.has(word)) continue;
    if (isDigits(word)) {
      terms.push({ term: word, kind: 'number', word });
      continue;
    }
    const stemmed = stem(word);
    if (stemmed !== word && STOP_WORDS.has(stemmed)) continue;
    terms.push({ term: stemmed, kind: 'latin', word });
  }
  return terms;
}

/**
 * Splits text into index terms: folded and normalised like glossary lookups, stop words and single
 * letters removed, Latin plurals folded, Han runs as overlapping bigrams (Chinese has no spaces).
 * Index and query use this same function, so both sides always agree.
 */
export function analyze(text: string, maxTerms = Infinity): Term[] {
  return analyzeForm(matchForm(text), maxTerms);
}

/** `analyze` on text already put in `matchForm`. */
export function analyzeForm(form: string, maxTerms = Infinity): Term[] {
  if (ASCII_FORM.test(form)) return analyzeAscii(form, maxTerms);
  const terms: Term[] = [];
  for (const chunk of form.split(' ')) {
    for (const run of chunk.match(HAN_RUN) ?? []) {
      if (terms.length >= maxTerms) return terms;
      const first = run.codePointAt(0) ?? 0;
      if (first >= 0x3400 && /^\p{Script=Han}/u.test(run)) {
        const chars = [...run];
        if (chars.length === 1) {
          if (!STOP_WORDS.has(run)) terms.push({ term: run, kind: 'han', word: run });
          continue;
        }
        for (let i = 0; i + 1 < chars.length && terms.length < maxTerms; i += 1) {
          const bigram = `${chars[i]}${chars[i + 1]}`;
          if (!STOP_WORDS.has(bigram)) terms.push({ term: bigram, kind: 'han', word: bigram });
        }
        continue;
      }
      if (run.length > MAX_TERM_LENGTH || STOP_WORDS.has(run)) continue;
      if (NUMBER.test(run)) {
        if (run.length >= 2) terms.push({ term: run, kind: 'number', word: run });
        continue;
      }
      if (LATIN_WORD.test(run)) {
        if (run.length < 2) continue;
        const stemmed = stem(run);
        if (STOP_WORDS.has(stemmed)) continue;
        terms.push({ term: stemmed, kind: 'latin', word: run });
        continue;
      }
      if ([...run].length >= 2) terms.push({ term: run, kind: 'other', word: run });
    }
  }
  return terms;
}

/** Only the term strings of text already in `matchForm`, for the index tokenizer. */
export function indexTermsOfForm(form: string): string[] {
  return analyzeForm(form).map((term) => term.term);
}
