/**
 * Fast multilingual phrase lookup, shared by the glossary (product names) and the matcher (category
 * words). Text and phrases are compared in one normalised form (see `matchForm`); Latin phrases are
 * found through a first-token map, other scripts by substring with script-aware word boundaries.
 */

const ASCII = /^\p{ASCII}*$/u;
const NOT_ALNUM = /[^a-z0-9]+/g;

/** Lower-case, accents folded, one space between words (the glossary's `foldText`, kept here to avoid an import cycle). */
export function foldLatin(text: string): string {
  // ASCII text (most catalog text) folds the same without Unicode normalisation.
  if (ASCII.test(text)) return text.toLowerCase().replace(NOT_ALNUM, ' ').trim();
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, (mark) => (/[\u0900-\u097F]/u.test(mark) ? mark : '')) // keep Devanagari vowel signs
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

// The Arabic article and its proclitic forms (و ف ب ك + ال, and لل), removed at the start of a word
// so "الفلفل الأسود" and "فلفل أسود" compare equal. Runs on NFC text, where آ (U+0622) is not ا+ل.
const ARABIC_ARTICLE =
  /(?<![\u0621-\u064A])(?:[\u0648\u0641\u0628\u0643]?\u0627\u0644|\u0644\u0644)(?=[\u0621-\u064A]{2})/gu;

/**
 * The form every phrase lookup compares: `foldText` plus a light Arabic and Devanagari spelling
 * normalisation (article removed, ة→ه, ى→ي, Persian letters; nukta removed, ँ→ं).
 */
export function matchForm(text: string): string {
  if (ASCII.test(text)) return foldLatin(text);
  let nfc = text.normalize('NFC');
  if (/[\u0600-\u06FF]/u.test(nfc)) nfc = nfc.replace(ARABIC_ARTICLE, '');
  let folded = foldLatin(nfc);
  if (/[\u0600-\u06FF]/u.test(folded)) {
    folded = folded
      .replace(/\u0629/g, '\u0647')
      .replace(/[\u0649\u06CC]/g, '\u064A')
      .replace(/\u06A9/g, '\u0643');
  }
  if (/[\u0900-\u097F]/u.test(folded)) folded = folded.replace(/\u093C/g, '').replace(/\u0901/g, '\u0902');
  return folded;
}

type Script = 'latin' | 'devanagari' | 'arabic' | 'han' | 'other';

function scriptOf(char: string | undefined): Script | null {
  if (char === undefined || char === ' ') return null;
  const code = char.codePointAt(0) ?? 0;
  if ((code >= 0x30 && code <= 0x39) || (code >= 0x61 && code <= 0x7a) || (code >= 0xc0 && code <= 0x24f))
    return 'latin';
  if (code >= 0x0900 && code <= 0x097f) return 'devanagari';
  if (code >= 0x0600 && code <= 0x06ff) return 'arabic';
  if ((code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf)) return 'han';
  if (/[\p{L}\p{N}]/u.test(char)) return /\p{Script=Latin}/u.test(char) ? 'latin' : 'other';
  return null;
}

// Hindi postpositions are separate words, but plural/oblique endings attach; Arabic attaches
// one-letter proclitics (و ف ب ل ك) and a few endings.
const DEVANAGARI_SUFFIXES = ['ों', 'ें', 'े'];
const ARABIC_PROCLITICS = new Set(['و', 'ف', 'ب', 'ل', 'ك']);
const ARABIC_SUFFIXES = ['ات', 'ه', 'ي', 'ين', 'ان'];

/** Function words in one of the 8 languages that are also a folded product name ("mais", "the"). */
const FUNCTION_WORD_FORMS = new Set(['mais', 'the', 'te', 'tee']);

export interface Phrase<T> {
  text: string;
  value: T;
  /** Found only as written, capitals included ("UPS", "PET"): its folded form is an ordinary word. */
  asWritten?: boolean;
}

export interface PhraseHit<T> {
  value: T;
  /** Offsets into `matchForm(text)`, not into the original text. */
  start: number;
  end: number;
  /** The phrase as written in the dictionary. */
  phrase: string;
}

interface LatinPhrase<T> {
  tokens: string[];
  length: number;
  value: T;
  phrase: string;
  guard: RegExp | null;
}

interface ScriptPhrase<T> {
  form: string;
  value: T;
  phrase: string;
  guard: RegExp | null;
  first: Script | null;
  last: Script | null;
}

interface Candidate<T> {
  start: number;
  end: number;
  value: T;
  phrase: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A name whose folded form is a common function word ("Mais", "thé") only counts when the text has it
 * as written: with its accent, or with its capital when it has no accent.
 */
function guardFor(phrase: string, form: string, asWritten = false): RegExp | null {
  if (!asWritten && !FUNCTION_WORD_FORMS.has(form)) return null;
  const written = phrase.normalize('NFC');
  const flags = !asWritten && /[^\p{ASCII}]/u.test(written) ? 'iu' : 'u';
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(written)}(?![\\p{L}\\p{N}])`, flags);
}

const LATIN_TOKEN = /[a-z0-9\u00c0-\u024f]+/gu;
const ASCII_FORM = /^[a-z0-9 ]*$/;

export interface PhraseMatcherOptions {
  /**
   * A further normalisation of the folded form, applied to phrases and texts alike (the matcher
   * folds plurals with it: "compressor" finds "compressors").
   */
  normalise?: (form: string) => string;
}

export class PhraseMatcher<T> {
  private readonly latin = new Map<string, LatinPhrase<T>[]>();
  private readonly others: ScriptPhrase<T>[] = [];
  private readonly normalise: ((form: string) => string) | null;

  constructor(phrases: Iterable<Phrase<T>>, options: PhraseMatcherOptions = {}) {
    this.normalise = options.normalise ?? null;
    for (const { text, value, asWritten } of phrases) {
      const form = this.normalise ? this.normalise(matchForm(text)) : matchForm(text);
      if (!form) continue;
      const guard = guardFor(text, form, asWritten);
      if (/^[a-z0-9\u00c0-\u024f ]+$/u.test(form)) {
        const tokens = form.split(' ');
        const first = tokens[0] ?? '';
        const list = this.latin.get(first) ?? [];
        list.push({ tokens, length: form.length, value, phrase: text, guard });
        this.latin.set(first, list);
      } else {
        const chars = [...form];
        this.others.push({
          form,
          value,
          phrase: text,
          guard,
          first: scriptOf(chars[0]),
          last: scriptOf(chars[chars.length - 1]),
        });
      }
    }
  }

  /** Non-overlapping hits, longest phrase first where two overlap, in order of appearance. */
  find(text: string): PhraseHit<T>[] {
    return this.findInForm(matchForm(text), text);
  }

  /**
   * `find` on text already put in `matchForm`; `text` is the original (for names matched as
   * written). Offsets are into the form after the matcher's own `normalise`, if any.
   */
  findInForm(folded: string, text: string): PhraseHit<T>[] {
    const form = this.normalise ? this.normalise(folded) : folded;
    if (!form) return [];
    const candidates: Candidate<T>[] = [];
    let raw: string | null = null;
    const guardOk = (guard: RegExp | null): boolean => {
      if (!guard) return true;
      raw ??= text.normalize('NFC');
      return guard.test(raw);
    };

    // Latin phrases: consecutive Latin tokens separated by exactly one space.
    const ascii = ASCII_FORM.test(form);
    const tokens: { text: string; start: number; end: number }[] = [];
    if (ascii) {
      let at = 0;
      for (const word of form.split(' ')) {
        tokens.push({ text: word, start: at, end: at + word.length });
        at += word.length + 1;
      }
    } else {
      for (const match of form.matchAll(LATIN_TOKEN)) {
        tokens.push({ text: match[0], start: match.index, end: match.index + match[0].length });
      }
    }
    for (let i = 0; i < tokens.length; i += 1) {
      const head = tokens[i];
      if (!head) continue;
      const list = this.latin.get(head.text);
      if (!list) continue;
      for (const phrase of list) {
        let end = head.end;
        let ok = true;
        for (let k = 1; k < phrase.tokens.length; k += 1) {
          const next = tokens[i + k];
          const prev = tokens[i + k - 1];
          if (
            !next ||
            !prev ||
            next.text !== phrase.tokens[k] ||
            next.start !== prev.end + 1 ||
            form[prev.end] !== ' '
          ) {
            ok = false;
            break;
          }
          end = next.end;
        }
        if (ok && guardOk(phrase.guard)) {
          candidates.push({ start: head.start, end, value: phrase.value, phrase: phrase.phrase });
        }
      }
    }

    // Other scripts (and mixed names like "LED灯"): substring with script-aware boundaries.
    if (!ascii && /[^a-z0-9\u00c0-\u024f ]/u.test(form)) {
      for (const phrase of this.others) {
        let from = 0;
        for (let at = form.indexOf(phrase.form, from); at !== -1; at = form.indexOf(phrase.form, from)) {
          from = at + 1;
          const end = at + phrase.form.length;
          if (
            this.leftOk(form, at, phrase.first) &&
            this.rightOk(form, end, phrase.last) &&
            guardOk(phrase.guard)
          ) {
            candidates.push({ start: at, end, value: phrase.value, phrase: phrase.phrase });
          }
        }
      }
    }

    if (candidates.length <= 1) return candidates;
    candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
    const taken = new Uint8Array(form.length);
    const hits: PhraseHit<T>[] = [];
    for (const candidate of candidates) {
      let free = true;
      for (let i = candidate.start; i < candidate.end; i += 1) {
        if (taken[i]) {
          free = false;
          break;
        }
      }
      // The same words may name several values (a trade code shared by two products): all count.
      if (!free && !hits.some((hit) => hit.start === candidate.start && hit.end === candidate.end)) continue;
      if (
        hits.some(
          (hit) =>
            hit.start === candidate.start && hit.end === candidate.end && hit.value === candidate.value,
        )
      )
        continue;
      taken.fill(1, candidate.start, candidate.end);
      hits.push(candidate);
    }
    return hits.sort((a, b) => a.start - b.start);
  }

  private leftOk(form: string, at: number, script: Script | null): boolean {
    if (script === 'han' || script === null) return true;
    const before = form[at - 1];
    if (scriptOf(before) !== script) return true;
    if (script === 'arabic' && before !== undefined && ARABIC_PROCLITICS.has(before)) {
      return scriptOf(form[at - 2]) !== 'arabic';
    }
    return false;
  }

  private rightOk(form: string, end: number, script: Script | null): boolean {
    if (script === 'han' || script === null) return true;
    if (scriptOf(form[end]) !== script) return true;
    const suffixes =
      script === 'devanagari' ? DEVANAGARI_SUFFIXES : script === 'arabic' ? ARABIC_SUFFIXES : [];
    return suffixes.some(
      (suffix) => form.startsWith(suffix, end) && scriptOf(form[end + suffix.length]) !== script,
    );
  }
}
