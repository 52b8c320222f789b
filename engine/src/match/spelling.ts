/*
 * Spelling tolerance scaled to word length, shared by the query analyser and by the generator of
 * the real-word list (data/real-words.ts):
 * - words of 1–3 letters are never corrected;
 * - 4–7 letters: one edit; 8 and more: two edits;
 * - an edit is an insertion, a deletion, a substitution or a swap of two neighbouring letters
 *   ("tumreic" is one edit from "turmeric");
 * - up to 5 letters the first letter must be right (or swapped with the second).
 * Candidates are found through a deletion index (SymSpell): every form of a vocabulary word with
 * up to two letters deleted points back to it, so a lookup costs a few dozen map reads.
 */

/** Edits allowed for a word of `length` letters. */
export function maxEditsFor(length: number): number {
  if (length <= 3) return 0;
  return length >= 8 ? 2 : 1;
}

/** Optimal string alignment distance (Levenshtein plus adjacent swaps), or `max + 1` past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  let twoBack: number[] = [];
  let previous = Array.from({ length: m + 1 }, (_, j) => j);
  for (let i = 1; i <= n; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= m; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, (twoBack[j - 2] ?? 0) + 1);
      }
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    twoBack = previous;
    previous = current;
  }
  return previous[m] ?? max + 1;
}

function deletions(word: string, depth: number, into: Set<string>): void {
  if (depth === 0 || word.length <= 1) return;
  for (let i = 0; i < word.length; i += 1) {
    const shorter = word.slice(0, i) + word.slice(i + 1);
    if (into.has(shorter)) continue;
    into.add(shorter);
    deletions(shorter, depth - 1, into);
  }
}

function firstLetterOk(word: string, candidate: string): boolean {
  if (word.length > 5) return true;
  if (word.charAt(0) === candidate.charAt(0)) return true;
  return word.charAt(0) === candidate.charAt(1) && word.charAt(1) === candidate.charAt(0);
}

export interface Correction {
  word: string;
  distance: number;
}

/** A vocabulary of words to correct towards. */
export class SpellingIndex {
  private readonly words: ReadonlySet<string>;
  private readonly byDeletion = new Map<string, string[]>();

  constructor(words: Iterable<string>) {
    const set = new Set<string>();
    for (const word of words) if (word.length >= 3) set.add(word);
    this.words = set;
    for (const word of set) {
      const forms = new Set<string>([word]);
      deletions(word, 2, forms);
      for (const form of forms) {
        const list = this.byDeletion.get(form);
        if (list) list.push(word);
        else this.byDeletion.set(form, [word]);
      }
    }
  }

  has(word: string): boolean {
    return this.words.has(word);
  }

  /**
   * The vocabulary words nearest to `word` within the edits its length allows, nearest first (all
   * those at the smallest distance); empty when `word` is itself in the vocabulary.
   */
  correct(word: string): Correction[] {
    const max = maxEditsFor(word.length);
    if (max === 0 || this.words.has(word)) return [];
    const forms = new Set<string>([word]);
    deletions(word, max, forms);
    let best = max + 1;
    const found = new Map<string, number>();
    for (const form of forms) {
      for (const candidate of this.byDeletion.get(form) ?? []) {
        if (found.has(candidate) || !firstLetterOk(word, candidate)) continue;
        // A candidate must be long enough to allow the same edits from its side too.
        const distance = editDistance(word, candidate, Math.min(max, maxEditsFor(candidate.length)));
        if (distance > max || distance > best) continue;
        found.set(candidate, distance);
        if (distance < best) best = distance;
      }
    }
    return [...found]
      .filter(([, distance]) => distance === best)
      .map(([candidate, distance]) => ({ word: candidate, distance }))
      .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  }
}
