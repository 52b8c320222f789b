// Numbers written in words, in the eight languages: "twenty", "fifty thousand", "two hundred and
// fifty", "veinte", "doscientas", "quatre-vingt-dix", "fünfundzwanzigtausend", "vinte e cinco",
// "बीस", "पचास हज़ार", "डेढ़ लाख", "عشرين", "خمسة آلاف", "خمسة وعشرين". Chinese numerals are read
// by facts.ts (hanNumber). A number in words is a span of the buyer's text like a number in digits:
// the reply quotes it as written, so it never writes a number of its own.

interface WordNumber {
  start: number;
  end: number;
  value: number;
}

// Atoms: a value, and whether it multiplies what comes before ("hundred", "mille", "लाख", "آلاف").
interface Atom {
  value: number;
  multiplier?: boolean;
  /** "a" and "an" are numbers only before a multiplier ("a hundred", "a thousand"). */
  onlyBeforeMultiplier?: boolean;
}

const small = (value: number): Atom => ({ value });
const times = (value: number): Atom => ({ value, multiplier: true });

function lexicon(entries: Record<string, number>, multipliers: Record<string, number>): Map<string, Atom> {
  const map = new Map<string, Atom>();
  for (const [word, value] of Object.entries(entries)) map.set(word, small(value));
  for (const [word, value] of Object.entries(multipliers)) map.set(word, times(value));
  return map;
}

const LATIN_MULTIPLIERS: Record<string, number> = {
  hundred: 100,
  hundreds: 100,
  thousand: 1000,
  million: 1_000_000,
  millions: 1_000_000,
  lakh: 100_000,
  lakhs: 100_000,
  lac: 100_000,
  lacs: 100_000,
  crore: 10_000_000,
  crores: 10_000_000,
  // Spanish, Portuguese
  cien: 100,
  ciento: 100,
  cento: 100,
  cem: 100,
  mil: 1000,
  millón: 1_000_000,
  millon: 1_000_000,
  millones: 1_000_000,
  milhão: 1_000_000,
  milhao: 1_000_000,
  milhões: 1_000_000,
  milhoes: 1_000_000,
  // French
  cent: 100,
  cents: 100,
  mille: 1000,
  // German (also inside compounds: "zweitausend")
  hundert: 100,
  tausend: 1000,
  millionen: 1_000_000,
};

const LATIN_WORDS: Record<string, number> = {
  // English
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  // Spanish
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciséis: 16,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiuno: 21,
  veintiún: 21,
  veintiuna: 21,
  veintidós: 22,
  veintidos: 22,
  veintitrés: 23,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiséis: 26,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  doscientos: 200,
  doscientas: 200,
  trescientos: 300,
  trescientas: 300,
  cuatrocientos: 400,
  cuatrocientas: 400,
  quinientos: 500,
  quinientas: 500,
  seiscientos: 600,
  seiscientas: 600,
  setecientos: 700,
  setecientas: 700,
  ochocientos: 800,
  ochocientas: 800,
  novecientos: 900,
  novecientas: 900,
  // French
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  vingt: 20,
  vingts: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  septante: 70,
  huitante: 80,
  octante: 80,
  nonante: 90,
  // German
  ein: 1,
  eine: 1,
  einen: 1,
  eins: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  fuenf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwölf: 12,
  zwoelf: 12,
  dreizehn: 13,
  vierzehn: 14,
  fünfzehn: 15,
  sechzehn: 16,
  siebzehn: 17,
  achtzehn: 18,
  neunzehn: 19,
  zwanzig: 20,
  dreißig: 30,
  dreissig: 30,
  vierzig: 40,
  fünfzig: 50,
  fuenfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
  // Portuguese
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  três: 3,
  quatro: 4,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  doze: 12,
  treze: 13,
  catorze: 14,
  dezesseis: 16,
  dezasseis: 16,
  dezessete: 17,
  dezassete: 17,
  dezoito: 18,
  dezenove: 19,
  dezanove: 19,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
  cinqüenta: 50,
  sessenta: 60,
  oitenta: 80,
  duzentos: 200,
  duzentas: 200,
  trezentos: 300,
  trezentas: 300,
  quatrocentos: 400,
  quatrocentas: 400,
  quinhentos: 500,
  quinhentas: 500,
  seiscentos: 600,
  seiscentas: 600,
  setecentos: 700,
  setecentas: 700,
  oitocentos: 800,
  oitocentas: 800,
  novecentos: 900,
  novecentas: 900,
};

const LATIN = lexicon(LATIN_WORDS, LATIN_MULTIPLIERS);
LATIN.set('a', { value: 1, onlyBeforeMultiplier: true });
LATIN.set('an', { value: 1, onlyBeforeMultiplier: true });
// Words that join the parts of one number: "one hundred and fifty", "treinta y cinco", "vingt et
// un", "vinte e cinco" ("und" joins inside German compounds).
const LATIN_JOINERS = new Set(['and', 'y', 'et', 'e', 'und']);

// German writes a number as one word: "zweitausendfünfhundert" is zwei·tausend·fünf·hundert.
const GERMAN_PARTS = [...LATIN.keys()]
  .filter((word) => /^(?:[a-zäöüß]+)$/.test(word) && word.length > 2)
  .filter((word) =>
    /^(?:ein|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|\p{L}+zehn|\p{L}+zig|dreißig|hundert|tausend)$/u.test(
      word,
    ),
  )
  .concat(['und'])
  .sort((a, b) => b.length - a.length);

function germanCompound(word: string): string[] | null {
  if (word.length < 7) return null;
  const parts: string[] = [];
  let rest = word;
  while (rest) {
    const part = GERMAN_PARTS.find((candidate) => rest.startsWith(candidate));
    if (!part) return null;
    parts.push(part);
    rest = rest.slice(part.length);
  }
  return parts.length > 1 ? parts : null;
}

const HINDI = lexicon(
  {
    एक: 1,
    दो: 2,
    तीन: 3,
    चार: 4,
    पांच: 5,
    पाँच: 5,
    छह: 6,
    छः: 6,
    छै: 6,
    सात: 7,
    आठ: 8,
    नौ: 9,
    दस: 10,
    ग्यारह: 11,
    बारह: 12,
    तेरह: 13,
    चौदह: 14,
    पंद्रह: 15,
    पन्द्रह: 15,
    सोलह: 16,
    सत्रह: 17,
    अठारह: 18,
    उन्नीस: 19,
    बीस: 20,
    इक्कीस: 21,
    बाईस: 22,
    तेईस: 23,
    चौबीस: 24,
    पच्चीस: 25,
    छब्बीस: 26,
    सत्ताईस: 27,
    अट्ठाईस: 28,
    अठाईस: 28,
    उनतीस: 29,
    तीस: 30,
    इकतीस: 31,
    बत्तीस: 32,
    तैंतीस: 33,
    चौंतीस: 34,
    पैंतीस: 35,
    छत्तीस: 36,
    सैंतीस: 37,
    अड़तीस: 38,
    उनतालीस: 39,
    चालीस: 40,
    इकतालीस: 41,
    बयालीस: 42,
    तैंतालीस: 43,
    चौवालीस: 44,
    चवालीस: 44,
    पैंतालीस: 45,
    छियालीस: 46,
    सैंतालीस: 47,
    अड़तालीस: 48,
    उनचास: 49,
    पचास: 50,
    इक्यावन: 51,
    बावन: 52,
    तिरपन: 53,
    चौवन: 54,
    पचपन: 55,
    छप्पन: 56,
    सत्तावन: 57,
    अट्ठावन: 58,
    उनसठ: 59,
    साठ: 60,
    इकसठ: 61,
    बासठ: 62,
    तिरसठ: 63,
    चौंसठ: 64,
    पैंसठ: 65,
    छियासठ: 66,
    सड़सठ: 67,
    अड़सठ: 68,
    उनहत्तर: 69,
    सत्तर: 70,
    इकहत्तर: 71,
    बहत्तर: 72,
    तिहत्तर: 73,
    चौहत्तर: 74,
    पचहत्तर: 75,
    छिहत्तर: 76,
    सतहत्तर: 77,
    अठहत्तर: 78,
    उन्यासी: 79,
    उनासी: 79,
    अस्सी: 80,
    इक्यासी: 81,
    बयासी: 82,
    तिरासी: 83,
    चौरासी: 84,
    पचासी: 85,
    छियासी: 86,
    सत्तासी: 87,
    अट्ठासी: 88,
    नवासी: 89,
    नब्बे: 90,
    इक्यानवे: 91,
    बानवे: 92,
    तिरानवे: 93,
    चौरानवे: 94,
    पचानवे: 95,
    पंचानवे: 95,
    छियानवे: 96,
    सत्तानवे: 97,
    अट्ठानवे: 98,
    निन्यानवे: 99,
    // "डेढ़ लाख" (1.5 lakh), "ढाई हज़ार" (2.5 thousand): only before a multiplier.
  },
  { सौ: 100, हज़ार: 1000, हजार: 1000, लाख: 100_000, करोड़: 10_000_000, करोड: 10_000_000 },
);
for (const [word, value] of [
  ['डेढ़', 1.5],
  ['डेढ', 1.5],
  ['ढाई', 2.5],
] as const)
  HINDI.set(word, { value, onlyBeforeMultiplier: true });

const ARABIC = lexicon(
  {
    واحد: 1,
    واحدة: 1,
    اثنان: 2,
    اثنين: 2,
    اثنتان: 2,
    اثنتين: 2,
    إثنين: 2,
    ثلاثة: 3,
    ثلاث: 3,
    أربعة: 4,
    أربع: 4,
    اربعة: 4,
    اربع: 4,
    خمسة: 5,
    خمس: 5,
    ستة: 6,
    ست: 6,
    سبعة: 7,
    سبع: 7,
    ثمانية: 8,
    ثماني: 8,
    ثمان: 8,
    تسعة: 9,
    تسع: 9,
    عشرة: 10,
    عشر: 10,
    أحد: 1,
    إحدى: 1,
    احدى: 1,
    اثنا: 2,
    اثني: 2,
    اثنتا: 2,
    اثنتي: 2,
    عشرون: 20,
    عشرين: 20,
    ثلاثون: 30,
    ثلاثين: 30,
    أربعون: 40,
    أربعين: 40,
    اربعون: 40,
    اربعين: 40,
    خمسون: 50,
    خمسين: 50,
    ستون: 60,
    ستين: 60,
    سبعون: 70,
    سبعين: 70,
    ثمانون: 80,
    ثمانين: 80,
    تسعون: 90,
    تسعين: 90,
  },
  {
    مائة: 100,
    مئة: 100,
    ألف: 1000,
    الف: 1000,
    آلاف: 1000,
    الاف: 1000,
    ألاف: 1000,
    مليون: 1_000_000,
    ملايين: 1_000_000,
  },
);

// Arabic writes some products as one word: "مائتين" (two hundred), "خمسمائة", "ألفين" (two thousand).
const ARABIC_UNITS: Record<string, number> = {
  ثلاث: 3,
  أربع: 4,
  اربع: 4,
  خمس: 5,
  ست: 6,
  سبع: 7,
  ثمان: 8,
  ثماني: 8,
  تسع: 9,
};
const ARABIC_COMPOUNDS = new Map<string, Atom[]>([
  ...['مائتان', 'مائتين', 'مائتا', 'مائتي', 'مئتان', 'مئتين', 'مئتا', 'مئتي'].map(
    (word): [string, Atom[]] => [word, [small(2), times(100)]],
  ),
  ...['ألفان', 'ألفين', 'الفين', 'الفان'].map((word): [string, Atom[]] => [word, [small(2), times(1000)]]),
  ...['مليونان', 'مليونين'].map((word): [string, Atom[]] => [word, [small(2), times(1_000_000)]]),
  ...Object.entries(ARABIC_UNITS).flatMap(([unit, value]) =>
    ['مائة', 'مئة'].map((hundred): [string, Atom[]] => [`${unit}${hundred}`, [small(value), times(100)]]),
  ),
]);

type Script = 'latin' | 'devanagari' | 'arabic';

const WORD =
  /[\p{Script=Latin}\p{M}]+|[\u0900-\u0963\u0971-\u097F]+|(?:[\u0621-\u064A]|[\u064B-\u0652\u0670])+/gu;

function scriptOf(word: string): Script {
  if (/[\u0900-\u097F]/u.test(word)) return 'devanagari';
  if (/[\u0600-\u06FF]/u.test(word)) return 'arabic';
  return 'latin';
}

// A nukta letter has a precomposed and a combining spelling (ज़ / ज + ़); buyers also leave it out.
function devanagariKey(word: string): string {
  return word
    .replace(/[\u0958-\u095F]/gu, (ch) => 'कखगजडढफय'.charAt(ch.charCodeAt(0) - 0x0958))
    .replace(/\u093C/gu, '');
}
const HINDI_KEYS = new Map([...HINDI].map(([word, atom]) => [devanagariKey(word), atom]));

const JOINER: Atom = { value: -1 };

interface Piece {
  atoms: Atom[];
  /** Arabic writes the joiner "و" on the word it joins ("وعشرين"). */
  joined: boolean;
}

/** A word as number atoms, or null when it is not a number word. */
function piece(word: string, script: Script): Piece | null {
  if (script === 'latin') {
    const lower = word.toLowerCase();
    const atom = LATIN.get(lower);
    if (atom) return { atoms: [atom], joined: false };
    const parts = germanCompound(lower);
    return parts
      ? { atoms: parts.map((part) => (part === 'und' ? JOINER : (LATIN.get(part) as Atom))), joined: false }
      : null;
  }
  if (script === 'devanagari') {
    const atom = HINDI_KEYS.get(devanagariKey(word));
    return atom ? { atoms: [atom], joined: false } : null;
  }
  const bare = word.replace(/[\u064B-\u0652\u0670\u0640]/gu, '');
  const arabic = (written: string): Atom[] | null => {
    const atom = ARABIC.get(written) ?? ARABIC.get(written.replace(/ا$/u, ''));
    if (atom) return [atom];
    return ARABIC_COMPOUNDS.get(written) ?? null;
  };
  const atoms = arabic(bare);
  if (atoms) return { atoms, joined: false };
  const joined = bare.startsWith('و') && bare.length > 2 ? arabic(bare.slice(1)) : null;
  return joined ? { atoms: joined, joined: true } : null;
}

/** The number a run of number atoms makes, or null when the run is not one number ("two three"). */
function valueOf(atoms: readonly Atom[]): number | null {
  let total = 0;
  let smallSum = 0; // units, tens and hundreds since the last "thousand"/"million"
  let afterJoiner = false;
  let lastMultiplier = Infinity;
  for (let i = 0; i < atoms.length; i++) {
    const atom = atoms[i] as Atom;
    if (atom === JOINER) {
      afterJoiner = true;
      continue;
    }
    if (atom.onlyBeforeMultiplier && !atoms[i + 1]?.multiplier) return null;
    if (atom.multiplier) {
      if (atom.value === 100) {
        if (smallSum >= 100) return null;
        smallSum = (smallSum || 1) * 100;
      } else {
        if (atom.value >= lastMultiplier) return null;
        total += (smallSum || 1) * atom.value;
        lastMultiplier = atom.value;
        smallSum = 0;
      }
      afterJoiner = false;
      continue;
    }
    const value = atom.value;
    const below = smallSum % 100;
    // "quatre-vingt(s)": four twenties.
    if (value === 20 && smallSum === 4 && !afterJoiner) {
      smallSum = 80;
      continue;
    }
    const fits =
      smallSum === 0 ||
      (below === 0 && value < 100) ||
      // "twenty-five", "soixante-dix", "quatre-vingt-dix-neuf", "dix-sept".
      (below % 10 === 0 && below >= 10 && value < 20 && value < below) ||
      // Arabic teens say the unit first: "ثلاثة عشر".
      (value === 10 && below > 0 && below < 10) ||
      // German and Arabic say the unit before the tens: "fünfundzwanzig", "خمسة وعشرين".
      (afterJoiner && below < 10 && value >= 20 && value < 100 && value % 10 === 0);
    if (!fits) return null;
    smallSum += value;
    afterJoiner = false;
  }
  const result = total + smallSum;
  return result > 0 ? result : null;
}

const GAP = /^(?:[ \u00a0]{1,2}|-)$/u;

/**
 * Numbers written in words in `text`, with their spans. A run of number words (with joiners and
 * hyphens between them) is one number, read as far as it stays one number.
 */
export function wordNumbers(text: string): WordNumber[] {
  const words = [...text.matchAll(WORD)].map((match) => ({
    word: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
  const found: WordNumber[] = [];
  let i = 0;
  while (i < words.length) {
    const first = words[i] as (typeof words)[number];
    const script = scriptOf(first.word);
    const firstPiece = piece(first.word, script);
    if (!firstPiece || firstPiece.joined) {
      i++;
      continue;
    }
    const atoms: Atom[] = [...firstPiece.atoms];
    let best: { end: number; value: number; next: number } | null = null;
    const value = valueOf(atoms);
    if (value !== null) best = { end: first.end, value, next: i + 1 };
    let end = first.end;
    let j = i + 1;
    while (j < words.length) {
      const next = words[j] as (typeof words)[number];
      if (!GAP.test(text.slice(end, next.start)) || scriptOf(next.word) !== script) break;
      const lower = next.word.toLowerCase();
      const joiner = script === 'latin' ? LATIN_JOINERS.has(lower) : script === 'arabic' && lower === 'و';
      let added: Atom[];
      let to = next;
      if (joiner) {
        const after = words[j + 1];
        if (!after || !GAP.test(text.slice(next.end, after.start))) break;
        const joinedPiece = piece(after.word, script);
        if (!joinedPiece || joinedPiece.joined || joinedPiece.atoms[0]?.onlyBeforeMultiplier) break;
        added = [JOINER, ...joinedPiece.atoms];
        to = after;
        j += 2;
      } else {
        const nextPiece = piece(next.word, script);
        if (!nextPiece) break;
        added = nextPiece.joined ? [JOINER, ...nextPiece.atoms] : nextPiece.atoms;
        j += 1;
      }
      atoms.push(...added);
      const runValue = valueOf(atoms);
      if (runValue === null) break;
      end = to.end;
      best = { end, value: runValue, next: j };
    }
    if (best) {
      found.push({ start: first.start, end: best.end, value: best.value });
      i = best.next;
    } else i++;
  }
  return found;
}

/**
 * A word that multiplies the digits before it: "50 thousand", "2 mil", "5k", "2 mio.", "५० हज़ार",
 * "٥ آلاف", "20万". One list for the quantity reader (facts.ts) and `countPrefix`.
 */
export const MULTIPLIER_WORD =
  '(?:(?:k|mil|mille|tausend|thousands?|millions?|mio\\.?|millones|mill[óo]n|milh[õo]es|milh[ãa]o|millionen|lakhs?|lacs?|crores?)(?![\\p{Script=Latin}\\p{N}])|लाख|करोड़|करोड|हज़ार|हजार|हज़ार|(?:ألف|الف|آلاف|الاف|ألاف|مليون|ملايين)(?![\\u0621-\\u064A])|万|千(?![克米瓦]))';

// Digits (with their grouping), then a multiplier word, ending the count.
const DIGITS_PREFIX = new RegExp(
  `^[\\d\\u0660-\\u0669\\u0966-\\u096F][\\d\\u0660-\\u0669\\u0966-\\u096F.,\\u066B\\u066C]*(?:[\\s\\u00a0\\u202f][\\d\\u0660-\\u0669\\u0966-\\u096F]{3}(?![\\d\\u0660-\\u0669\\u0966-\\u096F]))*(?:\\s*${MULTIPLIER_WORD})?(?=\\s|$)`,
  'iu',
);

/**
 * The count a quantity span starts with, as written ("200" of "200 leather bags", "twenty" of
 * "twenty leather bags", "50 thousand" of "50 thousand pieces"), or null.
 */
export function countPrefix(span: string): string | null {
  const digits = DIGITS_PREFIX.exec(span);
  if (digits) return digits[0].trimEnd();
  const [first] = wordNumbers(span);
  return first && first.start === 0 ? span.slice(0, first.end) : null;
}
