// Whether a mention is negated in its clause, in the eight languages: "no samples needed", "sin
// muestras", "pas besoin d'échantillons", "keine Muster", "não precisamos de amostra", "नमूना नहीं
// चाहिए", "لا نحتاج عينات", "不需要样品". Two negations cancel ("we cannot order without samples",
// "没有样品无法下单" still ask for samples).

// Where a clause ends: punctuation, and "but" in each language.
const CLAUSE_END =
  /[.!?;\n।。！？；,，、]|(?<![\p{L}])(?:but|however|pero|sino|mais|aber|jedoch|mas|porém|लेकिन|परंतु|पर|मगर|لكن|ولكن|بل)(?![\p{L}])|但是?|不过|而是/giu;

/** Longer than any clause end above ("however", "jedoch", "ولكن"). */
const CLAUSE_END_LONGEST = 12;

// Negation words. "no" (also Portuguese "in the") counts only before what a buyer needs or a sample.
const NEGATION = new RegExp(
  [
    '(?<![\\p{L}])(?:not|never|without|none|nor|cannot|dont|doesnt|sin|ning[uú]n[oa]?|nunca|pas|sans|aucune?|jamais|kein(?:e[nmrs]?)?|ohne|nicht|nie|n[ãa]o|sem|nenhum(?:a)?|nahi|nahin|nahii|bina)(?![\\p{L}])',
    "n['’]t(?![\\p{L}])",
    '(?<![\\p{L}])no(?=\\s+(?:\\p{L}+\\s+)?(?:sampl|muestr|amostr|swatch|need|necesit|requ|hace\\s+falta|se\\s+necesit|precis|queremos|quiero|podemos|puedo|can|will|would|se\\s+requier))',
    'नहीं|नही(?![\\u0900-\\u097F])|बिना|(?<![\\u0900-\\u097F])मत(?![\\u0900-\\u097F])',
    '(?<![\\u0621-\\u064A])(?:لا(?!\\s+مانع)|بدون|دون|غير|لسنا|ليس|لم|لن|بلا)(?![\\u0621-\\u064A])',
    '不(?!锈|同|仅|但|错|断|过|少|久|论|管|然)|无(?!论)|没有?|免(?!费)',
  ].join('|'),
  'giu',
);

// What a buyer needs or wants: a negation after the mention counts only with one of these near it
// ("samples not needed", "Muster sind nicht nötig", "العينات غير مطلوبة"), so "samples, if not free"
// still asks.
const NEED =
  /(?<![\p{L}])(?:need(?:ed|s)?|requir\p{L}*|necessar\p{L}*|want(?:ed)?|request(?:ed)?|necesari\p{L}*|necesit\p{L}*|requerid\p{L}*|falta|n[ée]cessaires?|requis|besoin|n[öo]tig|notwendig|erforderlich|ben[öo]tig\p{L}*|brauch\p{L}*|gebraucht|necess[áa]ri\p{L}*|precis\p{L}*|chahiye|zaroorat|jarurat)(?![\p{L}])|चाहिए|चाहिये|ज़रूरत|जरूरत|ज़रुरत|आवश्यक|مطلوب\p{L}*|ضروري\p{L}*|نحتاج|حاجة|需要|要|用|必要|必/iu;
// A negated ability is a negation wherever it stands ("without samples we cannot order").
const CANNOT =
  /(?<![\p{L}])(?:cannot|can['’]t|can\s+not|could\s+not|couldn['’]t|unable|not\s+possible|no\s+(?:podemos|puedo|es\s+posible)|ne\s+(?:pouvons|peux|peut)\s+pas|k[öo]nnen\s+nicht|kann\s+nicht|n[ãa]o\s+(?:podemos|posso|[ée]\s+poss[íi]vel)|k[öo]nnen(?:\s+\p{L}+)?\s+(?:nicht|kein\p{L}*)|kann(?:\s+\p{L}+)?\s+nicht)(?![\p{L}])|नहीं\s+(?:कर|दे|ले)\s+सकते|لا\s+(?:يمكن|نستطيع)|不能|无法|不可能/iu;

// "能不能", "有没有", "要不要": a question, not a negation.
const A_NOT_A = /(\p{Script=Han})[不没]\1/gu;
// Hindi "…या नहीं" ("whether or not") asks.
const OR_NOT = /(?:या|ya)\s+(?:नहीं|nahi|nahin)/giu;

function clauseAround(text: string, start: number, end: number): { from: number; clause: string } {
  let from = Math.max(0, start - 60);
  let to = Math.min(text.length, end + 40);
  // Only the window around the mention is scanned (a clause end may begin up to a word before it).
  CLAUSE_END.lastIndex = Math.max(0, from - CLAUSE_END_LONGEST);
  for (let match = CLAUSE_END.exec(text); match && match.index < to; match = CLAUSE_END.exec(text)) {
    if (match.index + match[0].length <= start) from = Math.max(from, match.index + match[0].length);
    else if (match.index >= end) {
      to = Math.min(to, match.index);
      break;
    }
  }
  const clause = text
    .slice(from, to)
    .replace(A_NOT_A, '  ')
    .replace(OR_NOT, (written) => ' '.repeat(written.length));
  return { from, clause };
}

// After the mention "no" needs no look-ahead: a need word must stand near it anyway ("las muestras
// no son necesarias").
const NEGATION_AFTER = new RegExp(`${NEGATION.source}|(?<![\\p{L}])no(?![\\p{L}])`, 'giu');

/** Whether the mention at [start, end) of `text` is negated in its clause. */
function negatedAt(text: string, start: number, end: number): boolean {
  const { from, clause } = clauseAround(text, start, end);
  const mentionStart = start - from;
  const mentionEnd = end - from;
  let count = [...clause.matchAll(NEGATION)].filter((match) => match.index < mentionStart).length;
  const after = clause.slice(mentionEnd);
  const hindiOrHan = /[\u0900-\u097F\p{Script=Han}]/u.test(after);
  for (const match of after.matchAll(NEGATION_AFTER)) {
    const near = after.slice(Math.max(0, match.index - 24), match.index + match[0].length + 24);
    // Hindi puts the negation after the noun ("नमूना नहीं चाहिए", "सैंपल की ज़रूरत नहीं"), Chinese
    // too ("样品不需要").
    if (NEED.test(near) || CANNOT.test(near) || (hindiOrHan && /^(?:नहीं|नही|मत)$/u.test(match[0]))) count++;
  }
  return count % 2 === 1;
}

/** Whether `pattern` matches `text` somewhere it is not negated. */
export function mentionedUnnegated(text: string, pattern: RegExp): boolean {
  for (const match of text.matchAll(globalOf(pattern))) {
    if (match[0] && !negatedAt(text, match.index, match.index + match[0].length)) return true;
  }
  return false;
}

// Each pattern's global form, built once (the callers pass module-level patterns).
const GLOBAL_FORMS = new WeakMap<RegExp, RegExp>();

function globalOf(pattern: RegExp): RegExp {
  let global = GLOBAL_FORMS.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    GLOBAL_FORMS.set(pattern, global);
  }
  return global;
}
