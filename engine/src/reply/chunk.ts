// The product as the noun phrase the buyer's sentence is about. An anchor says where the product is
// (a glossary name the buyer wrote, or a word of the supplier's own product name); the phrase is
// widened around it within its clause: the words after it that belong to the name (material,
// grade, variety: "carteras de cuero", "cominho em grão", "فلفل أسود حب") as the product reader
// reads a name, and the modifiers before it where a language puts them there (English, German and
// Hinglish adjectives: "frozen parathas", "men's leather wallets"; Hindi and Chinese, whose head
// noun comes last: "सूती कपड़ा", "純牛酥油"). Arabic and the Romance languages put them after.
import { normaliseDigits, parseNumberToken } from '../facts.ts';
import { foldText } from '../glossary.ts';
import type { Language } from '../language.ts';
import { GENERIC, HINDI_STOP, LATIN_STOP, SENTENCE_WORDS, UNIT_WORDS, phraseAfter } from './product.ts';

// Where a clause ends: a modifier never crosses punctuation or a line.
const CLAUSE_END = /[\n\r,.;:!?()[\]{}"“”«»،؛؟。，、；：！？（）|•+&।॥]/u;
const MAX_MODIFIERS = 3;
// Han modifiers are at most this many characters ("純牛", "不锈钢").
const MAX_HAN_MODIFIER = 6;

// Words before a name that are not its modifiers: verbs, adverbs and determiners the shared stop
// lists do not hold ("love the", "nun konkret", "bikes ke liye").
const LEFT_STOP = new Set(
  (
    'the a an some any this these those that its his their my love like bring get stock carry sell supply ' +
    'buy order import source quote offer send need needs want wants require requires looking sourcing ' +
    'importing buying ordering now just only currently mainly mostly especially again also too very really ' +
    'nun jetzt konkret dringend gerne bitte noch auch nur derzeit aktuell ca etwa rund einige ' +
    'liye lie wala wali wale hamare hamara hamari aapke aapka aapki koi kuch bhi sirf ' +
    'hello hi hey dear thanks regards sir madam team bhai bhaiya sahab ji ' +
    // Articles and prepositions that lead into a name ("tons of chickpeas", "Tonnen von Kurkuma").
    'of von x × de des du der die das den dem ein eine einen einer einem ihre ihren'
  ).split(' '),
);
const LATIN_MODIFIER = /^(?:\p{L}[\p{L}\p{M}'’-]*|\d+(?:[.,]\d+)?%)$/u;

// Hindi words before a name that are not its modifiers: pronouns, postpositions, verbs, quantifiers.
const HINDI_LEFT_STOP =
  /^(?:हम|हमें|हमको|मुझे|मैं|आप|आपके|आपका|आपकी|हमारे|हमारा|हमारी|की|का|के|को|में|से|पर|है|हैं|था|थे|भी|ये|यह|वह|वो|लिए|वाले|वाला|वाली|एक|कुछ|कोई|और|या|तथा|एवं|अच्छी|चाहिए|चाहिये|नमस्ते|नमस्कार|जी|सर|कृपया)$/u;

// Han characters or words that end a modifier run from the left: verbs, pronouns, particles, periods.
const HAN_BOUNDARY =
  /需要|需求|要|采购|採購|购买|購買|求购|订购|訂購|进口|進口|寻找|尋找|想买|买|買|有没有|有|是|的|我们|我們|我司|贵司|貴司|你们|你們|每月|每年|每周|每週|月|年|约|約|大约|大約|了|和|及|与|與|或|请问|請問|请|請|对|對|询|詢|问|問|报价|報價|价格|價格|提供|供应|供應|生产|生產|做|卖|賣|在|为|為|从|從|给|給|些|批|个|個|[零一二两三四五六七八九十百千万亿几多]/gu;

const HAN_NUMERAL = /[零一二两三四五六七八九十百千万亿几多]/u;

function script(char: string): 'han' | 'deva' | 'arabic' | 'latin' | 'other' {
  if (/\p{Script=Han}/u.test(char)) return 'han';
  if (/[\u0900-\u097F]/u.test(char)) return 'deva';
  if (/[\u0600-\u06FF]/u.test(char)) return 'arabic';
  if (/\p{Script=Latin}/u.test(char)) return 'latin';
  return 'other';
}

/** The clause before `at`: the text back to the last punctuation mark or line break. */
function clauseBefore(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - 80), at);
  let cut = before.length;
  while (cut > 0 && !CLAUSE_END.test(before.charAt(cut - 1))) cut--;
  return before.slice(cut);
}

function latinModifiers(clause: string): string[] {
  const words = clause.trim().split(/\s+/u).filter(Boolean);
  const kept: string[] = [];
  for (let i = words.length - 1; i >= 0 && kept.length < MAX_MODIFIERS; i--) {
    const word = words[i] ?? '';
    const lower = word.toLowerCase();
    if (
      !LATIN_MODIFIER.test(word) ||
      LATIN_STOP.has(lower) ||
      GENERIC.has(lower) ||
      LEFT_STOP.has(lower) ||
      // A unit is the count's, not the name's ("250 cartons mango pulp").
      UNIT_WORDS.test(word) ||
      SENTENCE_WORDS.test(word)
    )
      break;
    kept.unshift(word);
  }
  return kept;
}

function hindiModifiers(clause: string): string[] {
  const words = clause.trim().split(/\s+/u).filter(Boolean);
  const kept: string[] = [];
  for (let i = words.length - 1; i >= 0 && kept.length < MAX_MODIFIERS; i--) {
    const word = words[i] ?? '';
    // "पीतल की मूर्तियाँ", "सूती कपड़े का थान": a material or kind joined by a possessive belongs to the name.
    const owner = words[i - 1] ?? '';
    if (
      /^(?:की|का|के)$/u.test(word) &&
      /^[\u0900-\u097F]+$/u.test(owner) &&
      !HINDI_LEFT_STOP.test(owner) &&
      !HINDI_STOP.test(owner)
    ) {
      kept.unshift(owner, word);
      i--;
      continue;
    }
    if (
      !/^[\u0900-\u097F]+$/u.test(word) ||
      HINDI_LEFT_STOP.test(word) ||
      HINDI_STOP.test(word) ||
      UNIT_WORDS.test(word)
    )
      break;
    kept.unshift(word);
  }
  return kept;
}

function hanModifier(before: string): string {
  const run = /\p{Script=Han}*$/u.exec(before)?.[0] ?? '';
  let from = 0;
  for (const match of run.matchAll(HAN_BOUNDARY)) from = match.index + match[0].length;
  const modifier = run.slice(from);
  // A unit after a count is the count's ("20吨姜黄粉", "五千公斤棉花").
  const counted =
    from > 0
      ? HAN_NUMERAL.test(run.charAt(from - 1))
      : /[\d\s]$/u.test(before.slice(0, before.length - run.length));
  return modifier.length <= MAX_HAN_MODIFIER && !counted ? modifier : '';
}

/**
 * The noun phrase around the anchor `text.slice(start, end)`: the name as read from the anchor's
 * word on, with the modifiers before it in English, German, Hindi (either script) and Chinese. Null
 * when nothing there reads as a product (a price, a document, a stop word).
 */
export function phraseAround(text: string, start: number, end: number, language: Language): string | null {
  if (typeof text !== 'string' || start < 0 || end <= start || end > text.length) return null;
  const kind = script(text.charAt(start));
  // A Latin anchor inside a compound starts the compound ("Messing-Klangschalen").
  let from = start;
  if (kind !== 'han') while (from > 0 && /[\p{L}\p{M}\p{N}'’-]/u.test(text.charAt(from - 1))) from--;
  // The name ends with its line ("pièces détachées tracteurs\n\nMonsieur").
  const line = /^[^\n\r]*/u.exec(text.slice(from, Math.max(end, from + 160)))?.[0] ?? '';
  const after = phraseAfter(line);
  if (!after) return null;
  // The name must still hold the anchor (the reader may cut a pack size or a lead word before it).
  const anchor = foldText(text.slice(start, end));
  if (!foldText(after).includes(anchor.slice(0, Math.max(2, Math.min(anchor.length, 4))))) return null;
  const clause = clauseBefore(text, from);
  if (kind === 'han') return `${hanModifier(clause)}${after}`;
  const modifiers =
    kind === 'deva'
      ? hindiModifiers(clause)
      : kind === 'latin' && ['en', 'de', 'hi'].includes(language)
        ? latinModifiers(clause)
        : [];
  return [...modifiers, after].join(' ');
}

/** Content words of the supplier's product name: 4+ letters, folded, singular, not generic. */
export function productWords(name: string | null): Set<string> {
  const words = new Set<string>();
  if (!name) return words;
  for (const word of foldText(name).split(/[^\p{L}\p{M}]+/u)) {
    if (word.length < 4 || GENERIC.has(word) || LATIN_STOP.has(word)) continue;
    words.add(singular(word));
  }
  return words;
}

function singular(word: string): string {
  return word.replace(/(?:es|s)$/u, '');
}

/**
 * The phrases the supplier's product words anchor in the inquiry ("parathas" of "Frozen
 * Ready-to-Cook Parathas" in "frozen parathas (malabar + aloo)"), each with how many of those words
 * it holds, best first. Latin words only: the context is written in a Latin script.
 */
export function contextPhrases(
  inquiry: string,
  contextName: string | null,
  language: Language,
): { phrase: string; score: number }[] {
  const words = productWords(contextName);
  // The supplier writes in English: its words in another language's inquiry are loans or glosses
  // ("riz brisé 100 % (100% broken)"), not the buyer's name for the product.
  if (words.size === 0 || typeof inquiry !== 'string' || language !== 'en') return [];
  const found: { phrase: string; score: number }[] = [];
  for (const match of inquiry.slice(0, 5000).matchAll(/\p{Script=Latin}[\p{Script=Latin}\p{M}]{3,}/gu)) {
    if (!words.has(singular(foldText(match[0])))) continue;
    const phrase = phraseAround(inquiry, match.index, match.index + match[0].length, language);
    if (phrase && !found.some((seen) => seen.phrase === phrase))
      found.push({ phrase, score: overlap(phrase, words) });
  }
  return found.sort((a, b) => b.score - a.score);
}

/** How many of `words` the phrase holds. */
export function overlap(phrase: string, words: ReadonlySet<string>): number {
  let count = 0;
  for (const word of productWords(phrase)) if (words.has(word)) count++;
  return count;
}

// What a multiplier word after digits multiplies by ("20 mil", "5k", "2 lakh", "3万").
const MULTIPLIERS: readonly [RegExp, number][] = [
  [/^(?:k|mil|mille|tausend|thousands?|हज़ार|हजार|हज़ार|ألف|الف|آلاف|الاف|ألاف|千)$/iu, 1e3],
  [/^万$/u, 1e4],
  [/^(?:lakhs?|lacs?|लाख)$/iu, 1e5],
  [/^(?:millions?|mio\.?|millones|mill[óo]n|milh[õo]es|milh[ãa]o|millionen|مليون|ملايين)$/iu, 1e6],
  [/^(?:crores?|करोड़|करोड)$/iu, 1e7],
];

// Digits with their grouping, an optional multiplier, an optional "of", then the name: the count of
// the product ("de 8.500 camisas tipo polo", "un lote de 20 mil medidores"). A unit, a size or a
// pack between the number and the name makes it no count of the product ("20 kg pulpa").
const COUNT_BEFORE =
  /(?<![\d.,:/x×-])(\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+|\d{1,7})(?:\s*(k|mil|mille|tausend|thousands?|millions?|millones|mill[óo]n|milh[õo]es|milh[ãa]o|millionen|lakhs?|lacs?|crores?|हज़ार|हजार|हज़ार|लाख|करोड़|करोड|ألف|الف|آلاف|الاف|ألاف|مليون|ملايين|万|千))?\s*(?:(?:of|de|d'|x)\s+)?$/iu;

/**
 * The count written right before the product's name in the inquiry, as a quantity of pieces: its
 * value and its text as the buyer wrote it with the name's first word ("8.500 camisas", "20 mil
 * medidores"). Null when the name is not in the inquiry or no count stands right before it; a year
 * or a number after a price, a size or a time word is no count.
 */
export function countBefore(inquiry: string, name: string | null): { value: number; text: string } | null {
  if (typeof inquiry !== 'string' || !name) return null;
  const at = inquiry.indexOf(name);
  if (at <= 0) return null;
  const from = Math.max(0, at - 30);
  const before = normaliseDigits(inquiry.slice(from, at));
  const match = COUNT_BEFORE.exec(before);
  if (!match?.[1]) return null;
  const start = from + match.index;
  // A currency, a price or a code before the number ("USD 5", "No. 12", "Ref. 300") is not a count.
  if (
    /(?:[$€£¥₹]|usd|eur|inr|rs\.?|no\.?|nr\.?|ref\.?|#)\s*$/iu.test(
      normaliseDigits(inquiry.slice(Math.max(0, start - 6), start)),
    )
  )
    return null;
  const values = parseNumberToken(match[1].replace(/[\u00a0\u202f ]/gu, ' '));
  const [base] = values;
  if (values.length !== 1 || base === undefined || base <= 0) return null;
  // A year is a date, not a count ("2027 camisas" is no order).
  if (!match[2] && /^(?:19|20)\d{2}$/u.test(match[1])) return null;
  const factor = match[2] ? (MULTIPLIERS.find(([word]) => word.test(match[2] ?? ''))?.[1] ?? 0) : 1;
  if (factor === 0) return null;
  const head = /^[\p{L}\p{M}'’-]+/u.exec(name)?.[0] ?? '';
  // A name that opens with a unit is a size's ("10 टन की क्रेन": a 10-ton crane).
  if (!head || UNIT_WORDS.test(head)) return null;
  const written = inquiry.slice(start, at).trimEnd();
  const joiner = /\p{Script=Han}/u.test(head) ? '' : ' ';
  // "de", "of" between the count and the name stay out of the quantity ("8.500 camisas").
  const count = written.replace(/\s+(?:of|de|d'|x)$/iu, '');
  return { value: base * factor, text: `${count}${joiner}${head}` };
}
