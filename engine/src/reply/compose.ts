// Drafts a supplier's reply to a buyer's inquiry the way an export sales desk writes it: greeting,
// thanks naming the product, what the product context answers, what is still needed, a close.
// Pure and deterministic. Every number in a reply is a span of the inquiry or the context.
import {
  certificationCovers,
  extractContextFacts,
  numbersIn,
  occursWhole,
  type ContextMoq,
  type ContextPrice,
  type ProductContextFacts,
} from '../context.ts';
import {
  CERTIFICATIONS,
  PLACES,
  destinationWritten,
  extractFacts,
  normaliseDigits,
  placeAt,
  type Certification,
  type Incoterm,
  type PaymentTerm,
  type QuantityUnit,
  type TradeFacts,
} from '../facts.ts';
import { displayName, findGlossaryTerms, foldText, type GlossaryEntry } from '../glossary.ts';
import { detectLanguage, type Language } from '../language.ts';
import { countPrefix } from '../numberWords.ts';
import { readForm, type FormFacts, type InquiryForm } from './form.ts';
import { PHRASES } from './phrases/index.ts';
import type { FixedPaymentTerm, KnownCountry, MissingItem, Pack, Phrases } from './phrases/types.ts';
import { contextPhrases, countBefore, overlap, phraseAround, productWords } from './chunk.ts';
import { buyerProductWords, glossarySpanAt, notAProduct } from './product.ts';
import { detectQuestions, type DocumentKind, type QuestionTopic } from './questions.ts';

export type { MissingItem } from './phrases/types.ts';
export type { InquiryForm } from './form.ts';
export type { QuestionTopic } from './questions.ts';

export interface ReplyInput {
  inquiry: string;
  productContext: string;
  /** Signs the reply; when absent the language's "Sales Team" signs. Quoted as given. */
  supplierName?: string | null;
  /** The inquiry form's fields, when the inquiry came through the form: given facts, never asked again. */
  form?: InquiryForm | null;
}

export interface ComposedReply {
  reply: string;
  language: Language;
  /** English glossary name or the context's product name, for the conversation log. */
  product: string | null;
  /** What the reply asks the buyer for, in the order asked. */
  missing: MissingItem[];
  /** The questions the buyer asked (detected in the inquiry), in a fixed order. */
  questions: QuestionTopic[];
  /** The questions the reply answers, from the context or as "we will confirm". */
  answered: QuestionTopic[];
  /** The facts of the inquiry (as read from its first MAX_INPUT_CHARACTERS). */
  facts: TradeFacts;
  context: ProductContextFacts;
}

/** Upper bound of a reply's length, whatever the inputs. */
export const MAX_REPLY_CHARACTERS = 1500;
/** Inquiry and context are read up to this length (the API accepts 5,000 characters). */
export const MAX_INPUT_CHARACTERS = 5000;

const MISSING_ORDER: readonly MissingItem[] = [
  'product',
  'quantity',
  'destination',
  'incoterm',
  'deliveryWindow',
];

// ---------------------------------------------------------------------------------------------
// Input hygiene

const NUMBER_CHAR = /[\d.,]/;

/** Cuts `text` to `max` characters without splitting a number (a cut number is an invented one). */
function bound(value: unknown, max: number): string {
  const text = typeof value === 'string' ? value : '';
  if (text.length <= max) return text;
  const normalised = normaliseDigits(text);
  let end = max;
  while (end > 0 && NUMBER_CHAR.test(normalised.charAt(end - 1)) && NUMBER_CHAR.test(normalised.charAt(end)))
    end--;
  // Never leave half of a surrogate pair.
  if (end > 0 && /[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

/** Shortens a quoted span at a word boundary; a trailing partial number is dropped, never kept. */
function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  const kept =
    space > max / 3
      ? cut.slice(0, space)
      : cut.replace(/[\d.,\u0660-\u0669\u06F0-\u06F9\u0966-\u096F]+$/u, '');
  return kept.replace(/[\s,;:–-]+$/u, '').trim();
}

function signature(name: string | null | undefined, phrases: Phrases): string {
  const clean = typeof name === 'string' ? name.replace(/[\p{Cc}\p{Cf}]+/gu, ' ') : '';
  return shorten(clean, 80) || phrases.team;
}

// ---------------------------------------------------------------------------------------------
// Product

interface ProductChoice {
  /** The name the reply uses, in the reply language where the glossary has it. */
  name: string | null;
  /** The English name for the log. */
  log: string | null;
  /** False when the buyer asks for another product than the one the context describes. */
  contextApplies: boolean;
  /** The glossary entry of the product, when the glossary knows it. */
  entry: GlossaryEntry | null;
}

// (A mark glued to a digit counts too: "biologique٠" still says organic to a reader.)
const GLOBAL_CERTIFICATIONS: readonly RegExp[] = CERTIFICATIONS.map(
  ([, pattern]) =>
    new RegExp(
      pattern.source
        .replaceAll('(?<![\\p{L}\\p{N}])', '(?<![\\p{L}])')
        .replaceAll('(?![\\p{L}\\p{N}])', '(?![\\p{L}])'),
      `${pattern.flags.replace('g', '')}g`,
    ),
);

/** A product name never carries a certification the context does not hold ("Organic …"). */
function withoutUnheldCertifications(name: string, held: readonly Certification[]): string {
  let result = name;
  // Until nothing changes: removing one mark may free another ("حلالbiologique" hides "biologique").
  for (let previous = ''; previous !== result; ) {
    previous = result;
    CERTIFICATIONS.forEach(([label], index) => {
      const pattern = GLOBAL_CERTIFICATIONS[index];
      if (pattern && !certificationCovers(held, label)) result = result.replace(pattern, ' ');
    });
  }
  return result.replace(/\s+/g, ' ').replace(/^[\s,;:–-]+|[\s,;:–-]+$/gu, '');
}

/** Content words of a product phrase, folded (case and accents ignored), 4+ letters or any Han. */
function contentWords(phrase: string | null): Set<string> {
  const words = new Set<string>();
  if (!phrase) return words;
  for (const word of foldText(phrase).split(' ')) {
    if (/\p{Script=Han}/u.test(word)) for (const char of word) words.add(char);
    else if (word.length >= 4) words.add(word.replace(/(?:es|s)$/u, ''));
  }
  return words;
}

// Grades, units and pharmacopoeias that follow a product name ("250 kVA", "99.5% USP").
const SPEC_WORD = /^(?:k?va|k?w|gsm|mm|cm|kg|ml|mg|mah|ah|hp|usp|bp|ip|ep|api)$/iu;

/**
 * Whether one English name of the entry is the whole Latin name but for specs and at most one leading
 * word ("Genuine Leather Handbags" is "leather handbags"; "Rice Color Sorter" is not "rice").
 */
function namesWhole(name: string, entry: GlossaryEntry): boolean {
  if (!/^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]+$/u.test(name)) return false;
  const words = foldText(name)
    .split(' ')
    .filter((word) => /^\p{L}{2,}$/u.test(word) && !SPEC_WORD.test(word));
  if (words.length === 0) return false;
  return entry.names.en.some((english) => {
    const folded = foldText(english);
    const whole = words.join(' ');
    return folded === whole || (words.length >= 2 && folded === words.slice(1).join(' '));
  });
}

function overlaps(a: Set<string>, b: Set<string>): boolean {
  for (const word of a) if (b.has(word)) return true;
  return false;
}

export type { ProductChoice };

function chooseProduct(
  inquiry: string,
  productContext: string,
  context: ProductContextFacts,
  language: Language,
  form: FormFacts | null,
  facts: TradeFacts,
  questions: readonly QuestionTopic[],
): ProductChoice {
  const held = context.certifications;
  // The buyer's words are echoed as written, a certification word in the name included ("organic
  // cane sugar"): echoing the buyer is not claiming the mark. What is left once the marks the
  // context does not hold are gone must still be a name ("biologique٠" leaves a digit).
  const withoutMarks = (words: string | null) => {
    const kept = words ? withoutUnheldCertifications(words, held) : '';
    return (kept.match(/\p{L}/gu) ?? []).length >= 2 ? kept : null;
  };
  const own = (words: string | null) => (withoutMarks(words) === null ? null : words);
  // The supplier's own name for the product carries only the marks it holds: from the supplier,
  // a mark in the name would be a claim ("Organic turmeric (certification pending)").
  const supplierOwn = withoutMarks;
  const quantityText = facts.quantity?.text ?? null;
  const tradeText = Boolean(
    quantityText || facts.incoterm || facts.destination || facts.deliveryWindow || questions.length > 0,
  );
  const buyerWords = own(buyerProductWords(inquiry, quantityText, tradeText));
  const formName = own(form?.productName ?? null);
  const asked = findGlossaryTerms(inquiry);
  if (asked.length === 0 && form?.productName) asked.push(...findGlossaryTerms(form.productName));
  const offered = context.glossaryEntry;
  // The context is about the asked product when the glossary says so, or when the names share a word
  // ("Cotton poplin fabric" and "Cotton fabric", which the glossary may file under two entries).
  // Without a readable name, the context's opening words ("Complete rice mill plants from 2 to 10 TPH: …").
  const supplierName = context.productName ?? productContext.split(/[.:;\n]/u)[0]?.slice(0, 80) ?? null;
  const sharesWords = overlaps(
    new Set([...contentWords(buyerWords), ...contentWords(formName)]),
    contentWords(supplierName),
  );
  // The reply names the product in the buyer's own words (the form's name first), else the glossary's.
  const ownWords = form?.productName ? (formName ?? buyerWords) : (buyerWords ?? formName);
  // The supplier's product words, and the best phrase they anchor in the inquiry.
  const supplierWords = productWords(supplierName);
  const aroundContext = () => {
    for (const { phrase, score } of contextPhrases(inquiry, supplierName, language)) {
      const name = own(phrase);
      if (name && !notAProduct(name, inquiry)) return { name, score };
    }
    return null;
  };
  // Words that do not name the glossary product the inquiry names ("hey", "First order would be
  // around", "Demande de") are not a product: the buyer's own spelling of that product is used instead.
  const names = (entry: GlossaryEntry) => Object.values(entry.names).flat();
  const mentions = (words: string, entry: GlossaryEntry) =>
    findGlossaryTerms(words).some((found) => found.id === entry.id);
  const nameFor = (entry: GlossaryEntry): string => {
    if (ownWords && form?.productName && ownWords === formName) {
      // An English form name under an Arabic, Hindi or Chinese reply: the reply's own name for the
      // product first, the form's name after it, when the glossary names the form's head noun.
      const local = displayName(entry, language);
      if (
        ['ar', 'hi', 'zh'].includes(language) &&
        namesWhole(ownWords, entry) &&
        !/[()（）]/u.test(ownWords) &&
        local.length + ownWords.length + 3 <= 60
      )
        return language === 'zh' ? `${local}（${ownWords}）` : `${local} (${ownWords})`;
      return ownWords;
    }
    // The noun phrase around the buyer's own name for the product, unless the supplier's product
    // words anchor a phrase that holds more of them ("frozen parathas" over "aloo").
    const at = glossarySpanAt(inquiry, names(entry));
    const around = at?.exact ? own(phraseAround(inquiry, at.start, at.end, language)) : null;
    // Words that name the product stand, or the phrase around them when it adds their modifiers
    // ("पीतल की मूर्तियाँ" around "मूर्तियाँ").
    if (ownWords && mentions(ownWords, entry))
      return around && around.length > ownWords.length && around.endsWith(` ${ownWords}`) ? around : ownWords;
    const fromContext = aroundContext();
    const anchored =
      fromContext && (!around || fromContext.score > overlap(around, supplierWords))
        ? fromContext.name
        : around;
    // A salutation line ("Messieurs,", "जनाब,", "الأخ العزيز راجيش،") is no product either.
    const salutation = (words: string) => (/^\s*([^\n]*?)\s*[,،]\s*\n/u.exec(inquiry)?.[1] ?? '') === words;
    const usableOwn = ownWords && !notAProduct(ownWords, inquiry) && !salutation(ownWords) ? ownWords : null;
    // Words read from their place ("boa tarde", "directo", "Corporate gifting ke liye") that name
    // nothing the glossary or the supplier knows give way to the anchored phrase, when the anchor
    // is the supplier's kind of product (not "Kaffeebohnen" the machine is for).
    const known = (words: string) => findGlossaryTerms(words).length > 0 || overlap(words, supplierWords) > 0;
    const confirmed =
      !offered ||
      offered.id === entry.id ||
      offered.category === entry.category ||
      findGlossaryTerms(productContext).some((found) => found.id === entry.id) ||
      (anchored !== null && overlap(anchored, supplierWords) > 0);
    // The buyer names the product before what it is for ("molinos de martillo para maíz",
    // "Schlauchbeutelmaschine für Kaffeebohnen"): words read before the anchor stand.
    const ownAt = usableOwn ? inquiry.indexOf(usableOwn) : -1;
    // ("300 kits d'embrayage destinés aux tracteurs": the words the count is of stand too.)
    const quantityAt = quantityText ? inquiry.indexOf(quantityText) : -1;
    const counted =
      ownAt !== -1 &&
      quantityAt !== -1 &&
      ownAt >= quantityAt + (quantityText?.length ?? 0) &&
      ownAt - quantityAt - (quantityText?.length ?? 0) <= 4;
    const before = (ownAt !== -1 && at !== null && ownAt < at.start) || counted;
    if (anchored && (!usableOwn || (!known(usableOwn) && confirmed && !before))) return anchored;
    if (usableOwn) return usableOwn;
    return own(at?.text ?? null) ?? displayName(entry, language);
  };
  const named = (entry: GlossaryEntry, contextApplies: boolean): ProductChoice => ({
    name: nameFor(entry),
    log: displayName(entry, 'en'),
    contextApplies,
    entry,
  });
  const first = asked[0];
  if (first) {
    if (offered) {
      // The context is about the asked product when it names it anywhere ("Men's Leather Wallets,
      // genuine cow leather": the first entry is "leather", the wallets are named too).
      const mentioned = findGlossaryTerms(productContext);
      // The first product the buyer names that the context names too ("Hoodies aus Bio-Baumwolle":
      // the hoodies, though the context's first glossary word may be the cotton).
      const same =
        asked.find((entry) => entry.id === offered.id && entry === asked[0]) ??
        asked.find((entry) => mentioned.some((found) => found.id === entry.id)) ??
        asked.find((entry) => entry.id === offered.id);
      return same ? named(same, true) : named(first, sharesWords);
    }
    return named(first, true);
  }
  // The glossary does not know what the buyer asked for: quote the buyer's words.
  const contextName = context.productName ? supplierOwn(context.productName) : null;
  // Words that are not a product ("भाई साहब", "First order would be around") give way to the context's name.
  // Words that share none of the supplier's product words give way to a phrase those words anchor.
  const fromContext = ownWords === formName && formName ? null : aroundContext();
  const usable =
    fromContext && !(ownWords && overlap(ownWords, supplierWords) > 0)
      ? fromContext.name
      : ownWords && (ownWords === formName || !notAProduct(ownWords, inquiry))
        ? ownWords
        : null;
  // Words that are not a product at all ("pouvez-vous m'envoyer vos prix pour") are never named: the
  // product is asked for instead.
  const name = usable ?? (offered ? displayName(offered, language) : null) ?? contextName ?? null;
  const log =
    (offered ? displayName(offered, 'en') : null) ??
    context.productName ??
    form?.productName ??
    buyerWords ??
    null;
  // Two Latin names that share no word are two products ("LED bulbs" asked, "Leather wallets" offered):
  // the context's price is not quoted for another product.
  const latin = (text: string | null) => text !== null && /^[\p{Script=Latin}\p{N}\p{P}\p{Zs}]+$/u.test(text);
  const otherProduct =
    ownWords !== null &&
    context.productName !== null &&
    latin(ownWords) &&
    latin(context.productName) &&
    !sharesWords &&
    contentWords(ownWords).size > 0 &&
    contentWords(context.productName).size > 0;
  return {
    name,
    log,
    contextApplies: !otherProduct,
    entry: name && offered && !buyerWords && !formName ? offered : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Facts → phrases

// Units of one dimension, in a common base: a quantity meets an MOQ of another unit of the same kind.
const BASE: Partial<Record<QuantityUnit, [kind: string, factor: number]>> = {
  MT: ['mass', 1000],
  kg: ['mass', 1],
  g: ['mass', 0.001],
  lb: ['mass', 0.45359237],
  quintal: ['mass', 100],
  m: ['length', 1],
  yd: ['length', 0.9144],
  sqm: ['area', 1],
  sqft: ['area', 0.09290304],
  litre: ['volume', 1],
  gallon: ['volume', 3.785411784],
  piece: ['count', 1],
  unit: ['count', 1],
  dozen: ['count', 12],
};

interface GivenQuantity {
  value: number;
  unit: QuantityUnit | null;
  /** As the reply writes it: the buyer's span, or the form's amount and unit. */
  text: string;
}

function moqFit(quantity: GivenQuantity | null, moq: ContextMoq): 'meets' | 'below' | null {
  if (!quantity?.unit || !moq.unit) return null;
  if (quantity.unit === moq.unit) return quantity.value >= moq.value ? 'meets' : 'below';
  const from = BASE[quantity.unit];
  const to = BASE[moq.unit];
  if (!from || !to || from[0] !== to[0]) return null;
  return quantity.value * from[1] >= moq.value * to[1] ? 'meets' : 'below';
}

function moqText(moq: ContextMoq, phrases: Phrases): string {
  // "1 x 20' FCL" carries a second number (the size): quoted as written.
  if (!moq.unit || numbersIn(moq.text).length !== 1) return shorten(moq.text, 40);
  return phrases.quantity(moq.amountText, moq.unit, moq.value);
}

function priceAmount(price: ContextPrice, phrases: Phrases): string {
  return `${price.currency ? `${price.currency} ` : ''}${price.amountText}${price.unit ? phrases.perUnit(price.unit) : ''}`;
}

/** Whether the buyer's basis (CIF Rotterdam) differs from the price's (FOB Kochi). */
function otherBasis(
  given: { incoterm: Incoterm | null; destination: string | null },
  price: ContextPrice,
): boolean {
  if (!given.incoterm || !price.incoterm) return false;
  if (given.incoterm !== price.incoterm) return true;
  // Same C/D term, another named place: the freight differs too.
  if (/^[CD]/.test(price.incoterm) && given.destination && price.place) {
    return (placeAt(price.place, 0) ?? price.place) !== given.destination;
  }
  return false;
}

function lastNumber(text: string): number {
  const numbers = numbersIn(text);
  return numbers[numbers.length - 1] ?? 0;
}

const PACK_PATTERN =
  /^(?:(\d+(?:[.,]\d+)?)\s*-?\s*(kgs?|kilos?|lbs?|g)\s*-?\s*)?(?:(pp|hdpe|ldpe|bopp)\s+)?(bags?|sacks?|cartons?|drums?)$/iu;
const BULK_PATTERN = /^(?:in\s+)?bulk$|^a\s+granel$|^en\s+vrac$|^lose\s+ware$|^散装$/iu;

function packagingText(written: string, phrases: Phrases): string {
  const text = normaliseDigits(written.trim());
  if (BULK_PATTERN.test(text)) return phrases.bulk;
  const match = PACK_PATTERN.exec(text);
  if (!match?.[4]) return shorten(written, 80);
  const unit = match[2]?.toLowerCase() ?? null;
  const kind = match[4].toLowerCase();
  const pack: Pack = {
    weight: match[1] ?? null,
    weightUnit: unit === null ? null : unit.startsWith('k') ? 'kg' : unit.startsWith('l') ? 'lb' : 'g',
    material: match[3] ? match[3].toUpperCase() : null,
    kind: kind.startsWith('carton') ? 'carton' : kind.startsWith('drum') ? 'drum' : 'bag',
  };
  return phrases.pack(pack);
}

function paymentLabel(term: PaymentTerm, phrases: Phrases): string {
  return term.startsWith('Net ')
    ? phrases.net(term.slice(4))
    : phrases.paymentTerms[term as FixedPaymentTerm];
}

function countryName(origin: string, phrases: Phrases): string {
  return Object.hasOwn(phrases.countries, origin) ? phrases.countries[origin as KnownCountry] : origin;
}

/** The destination as the buyer spelled it ("上海", "Anvers"), else its canonical name. */
function destinationAsWritten(inquiry: string, destination: string): string {
  const spellings = [...(PLACES[destination] ?? [])].sort((a, b) => b.length - a.length);
  return spellings.find((spelling) => inquiry.includes(spelling)) ?? destination;
}

/**
 * A certification as the reply names it: the language's word ("orgánica"), else as the source wrote it
 * when it carries a number ("FSSC 22000" is read as ISO 22000 but is quoted as written), else the label.
 */
function certificationName(certification: Certification, phrases: Phrases, source: string): string {
  const translated = phrases.certifications[certification];
  if (translated) return translated;
  if (!/\d/.test(certification)) return certification;
  const pattern = CERTIFICATIONS.find(([label]) => label === certification)?.[1];
  const written = pattern ? pattern.exec(source)?.[0].trim() : undefined;
  return written && /\d/.test(written) ? written.replace(/\s+/g, ' ') : certification;
}

// ---------------------------------------------------------------------------------------------
// Assembly

/** Between two sentences: a space, except in Chinese. */
function separatorOf(phrases: Phrases): string {
  return phrases === PHRASES.zh ? '' : ' ';
}

interface Bullet {
  text: string;
  /** Dropped first (highest) when a reply would exceed MAX_REPLY_CHARACTERS; 0 is never dropped. */
  drop: number;
  /** The buyer's questions this line answers. */
  answers: QuestionTopic[];
}

/** Drop levels: what was asked or given is dropped last, what the context adds unasked first. */
const KEEP = 0;
const ASKED = 1;

/** A span of the inquiry fit to quote: whole numbers at its edges, shortened at a word boundary. */
function joinedSpans(source: string, span: string | null): string | null {
  const space = span?.indexOf(' ') ?? -1;
  if (!span || space < 1 || span.length > 40) return null;
  return occursWhole(source, span.slice(0, space)) && occursWhole(source, span.slice(space + 1))
    ? span
    : null;
}

function quotable(source: string, span: string | null, max: number): string | null {
  return span !== null && occursWhole(source, span) ? shorten(span, max) : null;
}

/** Whether every number of `text` is one of `numbers` (a name quoted from the context). */
function faithfulTo(text: string, numbers: readonly number[]): boolean {
  return numbersIn(text).every((value) => numbers.includes(value));
}

function withWrittenDays(terms: readonly PaymentTerm[], numbers: readonly number[]): PaymentTerm[] {
  return terms.filter((term) => !term.startsWith('Net ') || numbers.includes(Number(term.slice(4))));
}

// What a clause of the inquiry must name to be the buyer's packing or payment wish.
const PACKING_WORDS = new RegExp(
  `(?<![\\p{Script=Latin}])(?:pack\\p{L}*|bags?|sacks?|cartons?|boxes|drums?|tins?|cans|jars?|bottles?|pouch(?:es)?|ibc|pallets?|bulk|bales?|polybags?|verpack\\p{L}*|s[äa]cke?n?|kartons?|dosen|fässer|beutel|polybeutel|palette\\p{L}*|embal\\p{L}*|envase\\p{L}*|empa\\p{L}*|sacos?|cajas?|bolsas?|latas?|garrafas?|bidons?|bid[óo]n(?:es)?|tambor(?:es)?|f[ûu]ts?|bo[îi]tes?|flacons?|frascos?|sacs?|caixas?|conditionn\\p{L}*|vrac|granel|ensacad\\p{L}*)(?![\\p{Script=Latin}])|पैक|बैग|सैक|बोरी|कार्टन|बॉक्स|डिब्बे|पाउच|ड्रम|عبوات|عبوة|أكياس|كيس|كرتون|كراتين|تعبئة|تغليف|براميل|برميل|包装|袋装|袋|纸箱|每箱|每桶|桶装|罐|托盘`,
  'iu',
);
// Pack nouns (not the verbs "pack", "embalar"): a question naming one states the buyer's wish.
const PACK_NOUNS = new RegExp(
  `(?<![\\p{Script=Latin}])(?:bags?|sacks?|cartons?|boxes|drums?|tins?|cans|jars?|bottles?|pouch(?:es)?|ibc|pallets?|bales?|s[äa]cke?n?|kartons?|dosen|fässer|beutel|sacos?|cajas?|caja|bolsas?|latas?|garrafas?|bidons?|tambor(?:es)?|f[ûu]ts?|bo[îi]tes?|flacons?|frascos?|sacs?|caixas?)(?![\\p{Script=Latin}])|बैग|बोरी|कार्टन|बॉक्स|डिब्बे|पाउच|ड्रम|عبوات|عبوة|أكياس|كيس|كرتون|براميل|袋|箱|桶|罐|瓶`,
  'iu',
);
const PAYMENT_WORDS = new RegExp(
  `(?<![\\p{Script=Latin}/])(?:payment|pay|pago|paiement|zahlung|pagamento|l\\s*/\\s*c|lc|t\\s*/\\s*t|tt|d\\s*/\\s*p|dp|d\\s*/\\s*a|cad|advance|anticipo|acompte|anzahlung|vorkasse|antecipado|adiantamento|letters?\\s+of\\s+credit|carta\\s+de\\s+cr[ée]dito|lettre\\s+de\\s+cr[ée]dit|akkreditiv|net\\s*\\d+|\\d+\\s+tage\\s+netto|[àa]\\s+\\d+\\s+(?:jours|d[íi]as|dias))(?![\\p{Script=Latin}/])|भुगतान|पेमेंट|एडवांस|एलसी|الدفع|مقدم|اعتماد|حوالة|تحويل\\s+بنكي|付款|支付|预付|信用证|电汇`,
  'iu',
);
// A sentence ends at ! ? ; 。 and new lines, and at a "." before a space not followed by a lower-case
// letter ("11.34", "4 Stk. pro Karton" do not end one).
const SENTENCE_END = /(?<=[!?？。！؟\n;；।])\s*|(?<=\.)\s+(?![a-zà-ÿ])|\s+(?=¿)/u;
const CLAUSE_SPLIT = /,\s+|，|、|،\s*|;\s*|；|\s[-–—]\s/u;

/** The payment words of a clause: from the first payment word (and its "by"/"por") to the end. */
function paymentPart(clause: string): string | null {
  const match = PAYMENT_WORDS.exec(clause);
  if (!match) return null;
  let start = match.index;
  const before = /(?:^|\s)(?:by|per|via|por|par|per|mit|com|con|بـ|عبر)\s*$/iu.exec(clause.slice(0, start));
  if (before) start = before.index + (/^\s/u.test(before[0]) ? 1 : 0);
  // "Payment: L/C at sight" is quoted as "L/C at sight" when terms follow the label.
  const part = clause.slice(start).trim();
  const terms = part.replace(
    /^(?:payment|paiement|pago|zahlung|pagamento|الدفع|भुगतान|पेमेंट|付款)(?:\s*(?:terms?|conditions?|bedingungen))?\s*[:：]?\s*(?:(?:by|par|por|per|mit|com|con|via)\s+)?/iu,
    '',
  );
  return (terms.length >= 2 && PAYMENT_WORDS.test(terms) ? terms : part) || null;
}

/**
 * The packing words of a clause that also names the product: from the packing word (with the
 * preposition before it) to the product or the clause's end; null when the packing word is the
 * product itself ("des sacs en cuir").
 */
function packingPart(clause: string, words: RegExp, product: string): string | null {
  if (!foldText(clause).includes(foldText(product))) return clause;
  const match = words.exec(clause);
  if (!match) return null;
  const productAt = clause.toLowerCase().indexOf(product.toLowerCase());
  let start = match.index;
  // Back over the pack's size and material and the preposition: "1 L PET bottles", "je 4 Stk. pro Karton".
  const before =
    /(?:(?:^|\s)(?:in|en|em|im|à|a|dans|de|mit|with|com|con|je|each|per|pro|x|×|[\d.,]+|l|ml|kg|g|lb|lbs|pet|hdpe|pp|glass|plastic|stk\.?|pcs|pieces?|stück|St\.)(?=\s|$))+\s*$/iu.exec(
      clause.slice(0, start),
    );
  if (before) start = before.index + (/^\s/u.test(before[0]) ? 1 : 0);
  let end = clause.length;
  if (productAt > start) end = productAt;
  else if (productAt !== -1 && productAt + product.length > start) return null;
  const part = clause
    .slice(start, end)
    .replace(/[\s,;:]+(?:of|de|d'|du|des|da|do|von|من|का|की|के)?\s*$/iu, '')
    .replace(/\s*d'$/u, '')
    .trim();
  if (!part || foldText(part).includes(foldText(product))) return null;
  return part;
}

/**
 * The first clause of the inquiry naming `words` that states rather than asks (no question mark),
 * shortened for quoting, and not the quantity alone ("80 drums" is the order, not its packing).
 */
function buyerClause(
  inquiry: string,
  words: RegExp,
  quantity: string | null,
  held: readonly Certification[],
  product: string | null = null,
): string | null {
  // Statements first; then a question that names a concrete pack ("¿Pueden empacar en caja con
  // nuestra marca?", "en boîtes de 850 g ?"), which is a wish too.
  const sentences = inquiry.split(SENTENCE_END);
  const statements = sentences.filter((sentence) => !/[?？؟¿]/u.test(sentence));
  // A payment question that proposes shares ("可以30%预付，70%见提单副本付清吗？", "¿aceptan 30% anticipo?")
  // states the buyer's terms as well.
  const questions = sentences.filter(
    (sentence) =>
      /[?？؟¿]/u.test(sentence) &&
      (words === PACKING_WORDS || (words === PAYMENT_WORDS && /\d\s*[%٪]/u.test(normaliseDigits(sentence)))),
  );
  for (const sentence of [...statements, ...questions]) {
    const isQuestion = /[?？؟¿]/u.test(sentence);
    for (const raw of sentence.split(CLAUSE_SPLIT)) {
      const clause = raw.replace(/^[\s:：\-–—¿]+|[\s.,;:!?？؟。，；：、،]+$/gu, '');
      if (!clause || !words.test(clause)) continue;
      if (isQuestion && words === PACKING_WORDS && !PACK_NOUNS.test(clause)) continue;
      if (isQuestion && words === PAYMENT_WORDS && !/\d\s*[%٪]/u.test(normaliseDigits(clause))) continue;
      if (quantity && normaliseDigits(clause).trim() === normaliseDigits(quantity).trim()) continue;
      // "pulpa de mango en latas de 3,1 kg": only the packing part of a clause that names the product.
      const share = isQuestion ? /\d[\d.,]*\s*[%٪]/u.exec(normaliseDigits(clause)) : null;
      const part =
        words === PAYMENT_WORDS
          ? share
            ? clause.slice(share.index).replace(/(?:吗|呢|ما)$/u, '')
            : paymentPart(clause)
          : product
            ? packingPart(clause, words, product)
            : clause;
      // "de 20 000 flacons" is the order quantity with its preposition, not a packing wish.
      const bare = (part ?? '').replace(/^(?:of|de|d'|du|des|da|do|von|من|का|की|के)\s*/iu, '');
      if (!part || (quantity && normaliseDigits(bare).trim() === normaliseDigits(quantity).trim())) continue;
      // Quoting "organic jute bags" would read as a claim the context does not make.
      if (CERTIFICATIONS.some(([label, pattern]) => !certificationCovers(held, label) && pattern.test(part)))
        continue;
      const quoted = quotable(inquiry, part, 70);
      if (quoted) return quoted;
    }
  }
  return null;
}

/** What the buyer gave (inquiry and form together) and asked. */
interface Given {
  facts: TradeFacts;
  quantity: GivenQuantity | null;
  incoterm: Incoterm | null;
  /** The destination for the freight comparison: canonical when known. */
  destination: string | null;
  /** The delivery date as the reply quotes it. */
  window: string | null;
  targetPrice: string | null;
  /** The buyer's packing wish as written ("fûts de 200 L", "每桶25公斤"), or null. */
  packagingText: string | null;
  /** The buyer's payment terms as written ("L/C at sight", "30% anticipo"), or null. */
  paymentText: string | null;
  asked: ReadonlySet<QuestionTopic>;
  documents: readonly DocumentKind[];
}

function offerBullets(
  inquiry: string,
  contextText: string,
  given: Given,
  context: ProductContextFacts,
  phrases: Phrases,
  terms: string | null,
  contextApplies: boolean,
): Bullet[] {
  const { facts, asked } = given;
  const bullets: Bullet[] = [];
  const add = (text: string, drop: number, answers: QuestionTopic[] = []) =>
    bullets.push({ text, drop, answers });
  const useContext = contextApplies;
  // "ISO 22000" is quoted only where its number was written as such (not inside "22000,4243").
  const written = (label: Certification, numbers: readonly number[]) =>
    numbersIn(label).every((value) => numbers.includes(value));
  const held = useContext ? context.certifications.filter((label) => written(label, context.numbers)) : [];

  if (useContext) {
    const { price } = context;
    if (price) {
      const basis = price.incoterm ? [price.incoterm, price.place].filter(Boolean).join(' ') : null;
      const note =
        otherBasis(given, price) && given.incoterm ? phrases.priceOtherBasis(terms ?? given.incoterm) : '';
      add(phrases.price(priceAmount(price, phrases), basis) + note, KEEP, ['price']);
    } else {
      add(phrases.priceToConfirm, KEEP, ['price']);
    }
  }
  if (given.targetPrice) add(phrases.targetPrice(given.targetPrice), ASKED);
  if (useContext && context.moq) {
    add(
      phrases.moq(moqText(context.moq, phrases), moqFit(given.quantity, context.moq)),
      asked.has('moq') ? ASKED : 3,
      ['moq'],
    );
  } else if (asked.has('moq')) {
    add(phrases.moqToConfirm, ASKED, ['moq']);
  }
  if (useContext) {
    const quality = [
      context.origin ? phrases.origin(countryName(context.origin, phrases)) : null,
      context.grade ? phrases.grade(shorten(context.grade, 30)) : null,
    ].filter((part): part is string => part !== null);
    if (quality.length > 0) add(quality.join(separatorOf(phrases)), 5);
    if (context.specs.length > 0)
      add(phrases.specs(context.specs.map((spec) => shorten(spec, 60)).join(', ')), 6);
  }

  const certificatesAsked = asked.has('certificates') || facts.certifications.length > 0;
  // Marks and certificates outside the labels ("CE", "WHO-GMP") are quoted as the context writes them.
  const others = useContext
    ? context.otherCertifications.filter((name) => faithfulTo(name, context.numbers))
    : [];
  if (held.length > 0 || others.length > 0) {
    // The certifications the buyer asked about come first.
    const ordered = [
      ...held.filter((label) => facts.certifications.some((wanted) => certificationCovers([label], wanted))),
      ...held.filter((label) => !facts.certifications.some((wanted) => certificationCovers([label], wanted))),
    ];
    add(
      phrases.certificationsHeld(
        phrases.list([...ordered.map((label) => certificationName(label, phrases, contextText)), ...others]),
      ),
      certificatesAsked ? ASKED : 3,
      ['certificates'],
    );
  }
  const toConfirm = facts.certifications.filter(
    (wanted) => !certificationCovers(held, wanted) && written(wanted, facts.numbers),
  );
  if (toConfirm.length > 0) {
    add(
      phrases.certificationsToConfirm(
        phrases.list(toConfirm.map((label) => certificationName(label, phrases, inquiry))),
        toConfirm.length,
      ),
      KEEP,
      ['certificates'],
    );
  }
  if (asked.has('certificates') && held.length === 0 && others.length === 0 && toConfirm.length === 0) {
    add(phrases.certificatesToConfirm, ASKED, ['certificates']);
  }

  if (given.documents.length > 0 || asked.has('documents')) {
    const listed = useContext ? context.documents : [];
    const wanted = given.documents.length > 0 ? given.documents : listed;
    const available = wanted.filter((kind) => listed.includes(kind));
    const pending = given.documents.filter((kind) => !listed.includes(kind));
    const names = (kinds: readonly DocumentKind[]) =>
      kinds.length > 0 ? phrases.list(kinds.map((kind) => phrases.documentNames[kind])) : null;
    add(phrases.documents(names(available), names(pending)), ASKED, ['documents']);
  }

  const window = given.window;
  const lead = useContext ? context.leadTime : null;
  if (lead) {
    const duration =
      lead.amountText && lead.unit
        ? phrases.duration(lead.amountText, lead.unit, lastNumber(lead.amountText))
        : shorten(lead.text, 40);
    add(phrases.leadTime(duration, window), asked.has('leadTime') || window ? ASKED : 2, ['leadTime']);
  } else {
    if (window) add(phrases.deliveryNoted(window), ASKED, ['leadTime']);
    if (asked.has('leadTime') && !window) add(phrases.leadTimeToConfirm, ASKED, ['leadTime']);
  }

  const ours = useContext && context.packaging ? packagingText(context.packaging, phrases) : null;
  // The buyer's packing and payment wishes are quoted as written ("fûts de 200 L", "L/C at sight").
  let theirs = given.packagingText ?? quotable(inquiry, facts.packaging, 60);
  if (ours && theirs && context.packaging && foldText(context.packaging) === foldText(theirs)) theirs = null;
  if (ours || theirs) {
    add(phrases.packaging(ours, theirs), asked.has('packaging') || theirs ? ASKED : 5, ['packaging']);
  } else if (asked.has('packaging')) {
    add(phrases.packagingToConfirm, ASKED, ['packaging']);
  }

  // "net 8,535,809" is read as "Net 8" upstream: a term is kept only if its days were written.
  const offered = useContext ? withWrittenDays(context.paymentTerms, context.numbers) : [];
  const wanted = withWrittenDays(facts.paymentTerms, facts.numbers);
  const labels = (list: readonly PaymentTerm[]) =>
    list.length > 0 ? phrases.list(list.map((term) => paymentLabel(term, phrases))) : null;
  const asWritten = given.paymentText;
  const withWritten = (text: string | null) =>
    text && asWritten && foldText(asWritten) !== foldText(text)
      ? `${text} (${asWritten})`
      : (text ?? asWritten);
  if (offered.length > 0 || wanted.length > 0 || asWritten) {
    const accepted = wanted.filter((term) => offered.includes(term));
    const unlisted = wanted.filter((term) => !offered.includes(term));
    add(
      phrases.payment(
        offered.length === 0
          ? { ours: null, accepted: null, toCheck: null, noted: withWritten(labels(wanted)) }
          : {
              ours: accepted.length > 0 ? null : labels(offered),
              accepted: accepted.length > 0 ? withWritten(labels(accepted)) : null,
              toCheck:
                unlisted.length > 0 || (accepted.length === 0 && asWritten)
                  ? withWritten(labels(unlisted))
                  : null,
              noted: null,
            },
      ),
      asked.has('paymentTerms') || wanted.length > 0 || asWritten ? ASKED : 4,
      ['paymentTerms'],
    );
  } else if (asked.has('paymentTerms')) {
    add(phrases.paymentToConfirm, ASKED, ['paymentTerms']);
  }

  const samples = useContext ? context.samples : null;
  const samplesAsked = asked.has('samples') || facts.sampleRequested;
  if (samplesAsked || samples) {
    add(
      phrases.samples(samples ? (samples.free ? 'free' : 'available') : 'toConfirm'),
      samplesAsked ? ASKED : 4,
      ['samples'],
    );
  }
  return bullets;
}

function hasOffer(context: ProductContextFacts): boolean {
  return Boolean(
    context.price ||
      context.moq ||
      context.origin ||
      context.grade ||
      context.leadTime ||
      context.packaging ||
      context.samples ||
      context.certifications.length > 0 ||
      context.paymentTerms.length > 0 ||
      context.specs.length > 0,
  );
}

/** The reply's language, facts and choices, worked out once (composeReply and draftProblems share it). */
export interface ReplyPlan {
  inquiry: string;
  productContext: string;
  language: Language;
  phrases: Phrases;
  facts: TradeFacts;
  context: ProductContextFacts;
  form: FormFacts | null;
  product: ProductChoice;
  productName: string | null;
  given: Given;
  /** The quantity as the reply writes it, or null. */
  quantityText: string | null;
  /** The destination as the reply writes it, or null. */
  destinationText: string | null;
  missing: MissingItem[];
  questions: QuestionTopic[];
  /** Every number the reply may quote. */
  allowed: ReadonlySet<number>;
  sign: string;
}

export function planReply(input: ReplyInput): ReplyPlan {
  const inquiry = bound(input?.inquiry, MAX_INPUT_CHARACTERS);
  const productContext = bound(input?.productContext, MAX_INPUT_CHARACTERS);
  const language = detectLanguage(inquiry);
  const phrases = PHRASES[language];
  const facts = extractFacts(inquiry);
  const context = extractContextFacts(productContext);
  const form = readForm(input?.form);

  // The quantity: the buyer's span as written, else the form's amount in the reply language's unit.
  // A table's count with its header's unit ("3.000" under "Menge (Stk.)") is quoted as "3.000 Stk.":
  // both parts are the buyer's.
  const written =
    quotable(inquiry, facts.quantity?.text ?? null, 40) ?? joinedSpans(inquiry, facts.quantity?.text ?? null);
  let quantity: GivenQuantity | null = null;
  // The form's quantity is the order; the message may only mention a pack or sample size.
  const formFirst = form?.quantity && facts.quantity?.value !== form.quantity.value;
  if (facts.quantity && written && !formFirst) {
    quantity = { value: facts.quantity.value, unit: facts.quantity.unit, text: written };
  } else if (form?.quantity) {
    const { value, amountText, unit, unitText } = form.quantity;
    // A unit the buyer wrote in the reply's own language ("flacons", "Stück") is kept as written;
    // an English or abbreviated one ("pcs", "MT") is put in the reply language's word.
    const ownWord =
      unitText !== null &&
      language !== 'en' &&
      !/\d/.test(unitText) &&
      !ENGLISH_UNIT_FIELD.test(unitText.trim());
    const text =
      unit && !ownWord
        ? phrases.quantity(amountText, unit, value)
        : unitText
          ? /^\p{Script=Han}/u.test(unitText)
            ? `${amountText}${unitText}`
            : `${amountText} ${unitText}`
          : amountText;
    quantity = { value, unit, text };
  }

  const asked = detectQuestions(inquiry);
  const product = chooseProduct(inquiry, productContext, context, language, form, facts, asked.topics);
  const productName = product.name ? shorten(product.name, 60) : null;
  // No quantity read, but a count right before the product's name counts it ("de 8.500 camisas
  // tipo polo", "un lote de 20 mil medidores"): the quantity tied to the product phrase.
  if (!quantity && !facts.quantity) {
    const counted = countBefore(inquiry, productName);
    if (counted) quantity = { value: counted.value, unit: 'piece', text: counted.text };
  }
  const destinationText = facts.destination
    ? (destinationWritten(inquiry) ?? destinationAsWritten(inquiry, facts.destination))
    : (form?.destination ?? null);
  const given: Given = {
    facts,
    quantity,
    incoterm: facts.incoterm ?? form?.incoterm ?? null,
    destination: facts.destination ?? form?.destination ?? null,
    window: quotable(inquiry, facts.deliveryWindow, 60) ?? form?.neededBy ?? null,
    targetPrice: form?.targetPrice ?? null,
    packagingText: buyerClause(inquiry, PACKING_WORDS, written, context.certifications, productName),
    paymentText: buyerClause(inquiry, PAYMENT_WORDS, null, context.certifications),
    asked: new Set(asked.topics),
    documents: asked.documents,
  };

  // A fact the buyer gave is never asked for, even when it cannot be quoted whole.
  const missing = MISSING_ORDER.filter((item) => {
    if (item === 'product') return productName === null;
    if (item === 'quantity') return given.quantity === null && facts.quantity === null;
    if (item === 'destination') return given.destination === null;
    if (item === 'incoterm') return given.incoterm === null;
    return given.window === null && facts.deliveryWindow === null;
  });

  const sign = signature(input?.supplierName, phrases);
  const allowed = new Set([
    ...facts.numbers,
    ...context.numbers,
    ...numbersIn(sign),
    ...(form?.quotable ?? []).flatMap((text) => numbersIn(text)),
    ...(quantity ? numbersIn(quantity.text) : []),
  ]);
  return {
    inquiry,
    productContext,
    language,
    phrases,
    facts,
    context,
    form,
    product,
    productName,
    given,
    quantityText: quantity?.text ?? null,
    destinationText,
    missing,
    questions: asked.topics,
    allowed,
    sign,
  };
}

/** Drafts the supplier's reply. Pure, deterministic, never throws, never invents a number. */
// Unit fields written in English or as an abbreviation, which a reply translates.
const ENGLISH_UNIT_FIELD =
  /(?:^|[\s\d'’-])(?:pcs?\.?|pieces?|units?|sets?|pairs?|dozens?|doz|rolls?|cartons?|ctns?|boxes|box|drums?|barrels?|bottles?|pallets?|bales?|bags?|sacks?|lit(?:re|er)s?|ltrs?|l|gallons?|gal|met(?:re|er)s?|mtrs?|m|yards?|yds?|sq\.?\s*m|sqm|m2|sq\.?\s*ft|sqft|square\s+(?:met(?:re|er)s?|f(?:ee|oo)t)|carats?|cts?|quintals?|qtls?|vials?|ampoules?|strips?|blisters?|tablets?|capsules?|mt|m\.t\.?|metric\s+tonn?e?s?|tonn?e?s?|t|kgs?|kilos?|kilograms?|g|grams?|lbs?|pounds?|containers?|fcls?|(?:hc|hq|gp)(?:\s+containers?)?|machines?|lines?|nos\.?|reefers?)(?:$|[\s.,;)])/i;

export function composeReply(input: ReplyInput): ComposedReply {
  const plan = planReply(input);
  const { inquiry, language, phrases, facts, context, product, productName, given, missing, sign } = plan;
  const contextApplies = product.contextApplies && hasOffer(context);
  const terms = phrases.terms(given.incoterm, plan.destinationText);
  const empty = !/[\p{L}\p{N}]/u.test(inquiry) && !plan.form;

  // The guard: a line quoting a number outside the inquiry, the form, the context and the signature is dropped.
  const faithful = (line: string) => numbersIn(line).every((value) => plan.allowed.has(value));

  // "200 leather bags" already names the product: the thanks says it once ("300 botas de seguridad").
  const count = plan.quantityText ? countPrefix(plan.quantityText) : null;
  const counted = count
    ? /^\s((?:\p{Script=Latin}|\p{Script=Devanagari}|\p{Script=Arabic}).*)$/u.exec(
        (plan.quantityText ?? '').slice(count.length),
      )
    : null;
  const countedNoun = counted?.[1] && productName ? foldText(counted[1]) : '';
  // A bare count ("Necesito 3.", "Qty 250") counts the product: "3 molinos de martillo".
  const bare = count !== null && count === plan.quantityText?.trim() && plan.given.facts.quantity !== null;
  const joined =
    (countedNoun && count && productName && foldText(productName).startsWith(countedNoun)) ||
    (bare && productName)
      ? `${count} ${productName}`
      : null;
  const openingWith = (name: string | null, amount: string | null, basis: string | null) => {
    const once = joined !== null && name !== null && amount !== null;
    return `${phrases.thanks({ product: once ? null : name, quantity: once ? joined : amount, terms: basis, empty })}${separatorOf(phrases)}${
      contextApplies ? phrases.offerIntro : phrases.teamWillConfirm(name)
    }`;
  };
  // Whatever quotes a number nobody wrote is left out, the rest of the opening kept.
  const openings: [string | null, string | null, string | null][] = [
    [productName, plan.quantityText, terms],
    [productName, plan.quantityText, null],
    [productName, null, terms],
    [null, plan.quantityText, terms],
    [productName, null, null],
    [null, null, null],
  ];
  const opening =
    openings.map(([name, amount, basis]) => openingWith(name, amount, basis)).find(faithful) ??
    openingWith(null, null, null);

  const bullets = offerBullets(
    inquiry,
    plan.productContext,
    given,
    context,
    phrases,
    terms,
    contextApplies,
  ).filter((bullet) => faithful(bullet.text));
  const ask =
    missing.length > 0 ? phrases.ask(phrases.list(missing.map((item) => phrases.askItems[item]))) : null;

  const render = (kept: readonly Bullet[]) =>
    [
      phrases.greeting,
      opening,
      kept.length > 0 ? kept.map((bullet) => `- ${bullet.text}`).join('\n') : null,
      ask,
      phrases.close,
      `${phrases.signOff}\n${sign}`,
    ]
      .filter((block): block is string => Boolean(block))
      .join('\n\n');

  let kept = bullets;
  let reply = render(kept);
  for (let level = 6; reply.length > MAX_REPLY_CHARACTERS && level >= 1; level--) {
    kept = kept.filter((bullet) => bullet.drop < level);
    reply = render(kept);
  }
  if (reply.length > MAX_REPLY_CHARACTERS) {
    kept = [];
    reply = render(kept);
  }

  // Without a usable context the opening says the team will confirm the price.
  const answeredTopics = new Set<QuestionTopic>(kept.flatMap((bullet) => bullet.answers));
  if (!contextApplies) answeredTopics.add('price');
  const answered = plan.questions.filter((topic) => answeredTopics.has(topic));

  return {
    reply,
    language,
    product: product.log,
    missing,
    questions: plan.questions,
    answered,
    facts,
    context,
  };
}
