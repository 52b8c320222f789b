import MiniSearch from 'minisearch';

import { foldText } from '../glossary.ts';
import { KNOWLEDGE, type KnowledgeEntry } from './knowledge.ts';

export interface ChatAnswer {
  answer: string;
  /** The knowledge-base topic answered, 'greeting' / 'thanks' / 'goodbye', or null (fallback). */
  topic: string | null;
}

export const FALLBACK_ANSWER =
  'I\'m not sure about that one, and I\'d rather not guess. I can help with: registering as a buyer or supplier, supplier verification, posting and tracking inquiries, plans and pricing (Free, Pro, Enterprise), the AI assistant (reply drafting, product matching, voice replies, catalog upload, log export), and trade basics: Incoterms, payment terms (L/C, T/T, CAD), HS codes, export documents, certificates, FCL/LCL, MOQ and samples. Try asking, for example, "What does FOB mean?" or "How do I register as a supplier?"';

const GREETING_ANSWER =
  "Hello! I'm Krishika. Ask me about registering as a buyer or supplier, plans, posting inquiries, the AI assistant, or trade basics like Incoterms, payment terms and export documents.";
const THANKS_ANSWER = "You're welcome! Is there anything else I can help you with?";
const GOODBYE_ANSWER = 'Goodbye, and good luck with your trade!';

// English function words and question words: they say nothing about the topic.
const STOP_WORDS = new Set(
  (
    'a an the and or but of for to in on at by from with into about as than then so not no yes is are ' +
    'was were be been being am do does did doing have has had can could will would shall should must may ' +
    'might it its this that these those there here what which who whom whose how when where why i me my we ' +
    'us our you your he she they them their please pls kindly tell explain know want wanted like need ' +
    'help get give show let mean means meaning define definition exactly really just also any some ' +
    'much many more most very still ok okay hi hello hey dear sir madam thanks thank regards'
  ).split(' '),
);

const GREETING_WORDS = new Set(
  (
    'hi hello hey hiya heya yo namaste namaskar hola bonjour salaam salam greetings good morning afternoon ' +
    'evening day there krishika dear team bot sir madam how are you doing is it going all well fine'
  ).split(' '),
);
const THANKS_WORDS = new Set(
  'thanks thank thx ty cheers appreciate appreciated great cool nice awesome perfect helpful ok okay got it that s very much a lot so you for the help'.split(
    ' ',
  ),
);
const GOODBYE_WORDS = new Set(
  'bye goodbye see you later cya take care good night have a nice day'.split(' '),
);

// Trade abbreviations written with slashes or ampersands, and split words, in one form each; one
// pass over the text.
const ABBREVIATION =
  /\b(?:[ltdbc]\s*[/&]\s*[ctplaf]'?s?|c\s*(?:and|n)\s*f|cost,?\s+insurance,?\s+(?:and|&)\s+freight|cost\s+(?:and|&)\s+freight|carriage\s+(?:and|&)\s+insurance\s+paid(?:\s+to)?|carriage\s+paid(?:\s+to)?|free\s+on\s+board|free\s+carrier|free\s+alongside(?:\s+ship)?|delivered\s+at\s+place\s+unloaded|delivered\s+at\s+place|delivered\s+duty\s+paid|e-?mail|sign(?:ing)?[\s-]*(?:up|in)|log(?:ging)?[\s-]*(?:in|out)|ex[\s-]+works|pro[\s-]+forma|white[\s-]+label|iso[\s-]*\d{4,5}|fssc[\s-]*22000|hs[\s-]*codes?)\b/giu;
const ABBREVIATION_FORMS: Readonly<Record<string, string>> = {
  lc: 'lc',
  lcs: 'lc',
  tt: 'tt',
  dp: 'dp',
  da: 'da',
  bl: 'bl',
  cf: 'cfr',
  candf: 'cfr',
  cnf: 'cfr',
  email: 'email',
  signup: 'signup',
  signingup: 'signup',
  signin: 'login',
  signingin: 'login',
  login: 'login',
  loggingin: 'login',
  logout: 'logout',
  exworks: 'exw',
  proforma: 'proforma',
  whitelabel: 'whitelabel',
  fssc22000: 'fssc iso22000',
  costinsuranceandfreight: 'cif',
  costinsurancefreight: 'cif',
  costandfreight: 'cfr',
  carriageandinsurancepaid: 'cip',
  carriageandinsurancepaidto: 'cip',
  carriagepaid: 'cpt',
  carriagepaidto: 'cpt',
  freeonboard: 'fob',
  freecarrier: 'fca',
  freealongside: 'fas',
  freealongsideship: 'fas',
  deliveredatplaceunloaded: 'dpu',
  deliveredatplace: 'dap',
  delivereddutypaid: 'ddp',
  hscode: 'hs code',
  hscodes: 'hs code',
};

function normalise(text: string): string {
  return text.replace(ABBREVIATION, (match) => {
    const key = match.toLowerCase().replace(/[\s'/&,-]+/gu, '');
    if (/^iso\d+$/u.test(key)) return ` ${key} `;
    const form = ABBREVIATION_FORMS[key];
    return form ? ` ${form} ` : match;
  });
}

/** Past this length, a message is read as its distinct words (in order), so any length is fast. */
const DEDUPLICATE_FROM = 50_000;

function prepare(text: string): string {
  if (text.length <= DEDUPLICATE_FROM) return text;
  const unique = new Set<string>();
  for (const word of text.split(/\s+/u)) if (word.length <= 60) unique.add(word);
  return [...unique].join(' ');
}

/** Plural and common verb endings folded, so "registering" and "register", "samples" and "sample" meet. */
function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/u.test(word)) return word.slice(0, -1);
  return word;
}

/** The words of `text` that can point to a topic, folded and stemmed, stop words removed. */
function terms(text: string): string[] {
  const out: string[] = [];
  for (const word of foldText(normalise(text)).split(' ')) {
    if (!word || STOP_WORDS.has(word) || word.length > 40) continue;
    if (word.length < 2 && !/\d/u.test(word)) continue;
    out.push(stem(word));
  }
  return out;
}

interface KnowledgeDoc {
  id: string;
  questions: string;
  keywords: string;
  answer: string;
}

let index: MiniSearch<KnowledgeDoc> | null = null;
let vocabulary: Map<string, number> | null = null;

function knowledgeIndex(): { search: MiniSearch<KnowledgeDoc>; vocabulary: Map<string, number> } {
  if (!index || !vocabulary) {
    index = new MiniSearch<KnowledgeDoc>({
      fields: ['questions', 'keywords', 'answer'],
      tokenize: (text) => terms(text),
      processTerm: (term) => term,
      searchOptions: { boost: { keywords: 3, questions: 2, answer: 0.3 } },
    });
    index.addAll(
      KNOWLEDGE.map((entry: KnowledgeEntry) => ({
        id: entry.id,
        questions: entry.questions.join(' . '),
        keywords: entry.keywords.join(' . '),
        answer: entry.answer,
      })),
    );
    // How many entries each term appears in, to pick the telling words of long messages.
    vocabulary = new Map();
    for (const entry of KNOWLEDGE) {
      for (const term of new Set(
        terms(`${entry.questions.join(' ')} ${entry.keywords.join(' ')} ${entry.answer}`),
      )) {
        vocabulary.set(term, (vocabulary.get(term) ?? 0) + 1);
      }
    }
  }
  return { search: index, vocabulary };
}

const ENTRIES = new Map(KNOWLEDGE.map((entry) => [entry.id, entry]));

/** Words searched per question: the most telling known words, plus a few unknown ones (typos). */
const MAX_KNOWN_TERMS = 24;
const MAX_UNKNOWN_TERMS = 6;
/** Greetings are recognised in short messages only. */
const MAX_SMALL_TALK_WORDS = 12;
/**
 * The absolute floor: a knowledge-base hit must score this much (BM25+ over a fixed knowledge base,
 * so scores are stable) and match at least one question or keyword word, not only answer text.
 */
const MIN_SCORE = 4;
/** Words that name the site or the trade in general: not enough, alone, to pick a topic. */
const WEAK_TERMS = new Set([
  'krishika',
  'platform',
  'site',
  'website',
  'trade',
  'trading',
  'export',
  'import',
  'product',
  'business',
  'company',
]);

const GOODBYE_CORE = new Set(['bye', 'goodbye', 'cya']);
const THANKS_CORE = new Set([
  'thanks',
  'thank',
  'thx',
  'ty',
  'cheers',
  'appreciate',
  'appreciated',
  'helpful',
  'great',
  'awesome',
  'perfect',
  'cool',
  'nice',
  'ok',
  'okay',
]);
const GREETING_CORE = new Set([
  'hi',
  'hello',
  'hey',
  'hiya',
  'heya',
  'yo',
  'namaste',
  'namaskar',
  'hola',
  'bonjour',
  'salaam',
  'salam',
  'greetings',
  'morning',
  'afternoon',
  'evening',
]);
const IDENTITY =
  /^(?:(?:who|what) are you|are you (?:a |an )?(?:bot|robot|human|real|person|ai)|what (?:can|do) you do|(?:what|how) can you help(?: me)?(?: with)?|what do you know)$/u;

/** Greetings, thanks, goodbyes and "who are you": whole short messages made of such words only. */
function smallTalk(text: string): ChatAnswer | null {
  const folded = foldText(text);
  if (IDENTITY.test(folded.replace(/^(?:hi|hello|hey) /u, ''))) {
    const bot = ENTRIES.get('bot');
    if (bot) return { answer: bot.answer, topic: bot.id };
  }
  const words = folded.split(' ').filter(Boolean);
  if (words.length === 0 || words.length > MAX_SMALL_TALK_WORDS) return null;
  const known = (word: string): boolean =>
    GREETING_WORDS.has(word) || THANKS_WORDS.has(word) || GOODBYE_WORDS.has(word);
  if (!words.every(known)) return null;
  const howAreYou = /\bhow are you\b/u.test(folded);
  if (words.some((word) => GOODBYE_CORE.has(word)) || /\b(?:see you|take care|good night)\b/u.test(folded)) {
    return { answer: GOODBYE_ANSWER, topic: 'goodbye' };
  }
  if (words.some((word) => THANKS_CORE.has(word))) return { answer: THANKS_ANSWER, topic: 'thanks' };
  if (howAreYou || words.some((word) => GREETING_CORE.has(word)))
    return { answer: GREETING_ANSWER, topic: 'greeting' };
  return null;
}

/**
 * Answers a visitor's question from the knowledge base, in English. Greetings and thanks get a
 * short friendly reply; a question the knowledge base does not cover gets a fallback saying what
 * Krishika can help with. Never answers beyond the knowledge base. Any length of input is read,
 * in time linear in its length.
 */
export function answerChat(question: string): ChatAnswer {
  const text = typeof question === 'string' ? question : '';
  if (text.trim() === '') return { answer: GREETING_ANSWER, topic: null };
  const talk = text.length <= 400 ? smallTalk(text) : null;
  if (talk) return talk;

  const { search, vocabulary } = knowledgeIndex();
  const seen = new Set<string>();
  const known: string[] = [];
  const unknown: string[] = [];
  for (const term of terms(prepare(text))) {
    if (seen.has(term)) continue;
    seen.add(term);
    if (vocabulary.has(term)) known.push(term);
    else if (term.length >= 4 && !/\d/u.test(term) && unknown.length < MAX_UNKNOWN_TERMS) unknown.push(term);
  }
  // The rarest known words say the most about the topic.
  known.sort((a, b) => (vocabulary.get(a) ?? 99) - (vocabulary.get(b) ?? 99));
  const queryTerms = [...known.slice(0, MAX_KNOWN_TERMS), ...unknown];
  if (queryTerms.length === 0) return { answer: FALLBACK_ANSWER, topic: null };

  const results = search.search(queryTerms.join(' '), {
    tokenize: (query) => query.split(' '),
    processTerm: (term) => term,
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    combineWith: 'OR',
  });
  const best = results[0];
  if (!best || best.score < MIN_SCORE) return { answer: FALLBACK_ANSWER, topic: null };
  const inQuestionsOrKeywords = Object.values(best.match).some((fields) =>
    fields.some((field) => field === 'questions' || field === 'keywords'),
  );
  const entry = ENTRIES.get(String(best.id));
  if (!entry || !inQuestionsOrKeywords) return { answer: FALLBACK_ANSWER, topic: null };
  // "Krishika refund policy": matching only on the site's name while the rest is unknown is no answer.
  if (
    best.queryTerms.every((term) => WEAK_TERMS.has(term)) &&
    queryTerms.some((term) => !WEAK_TERMS.has(term))
  ) {
    return { answer: FALLBACK_ANSWER, topic: null };
  }
  return { answer: entry.answer, topic: entry.id };
}
