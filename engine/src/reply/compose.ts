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
  extractFacts,
  normaliseDigits,
  placeAt,
  type Certification,
  type PaymentTerm,
  type Quantity,
  type QuantityUnit,
  type TradeFacts,
} from '../facts.ts';
import { displayName, findGlossaryTerms, foldText, type GlossaryEntry } from '../glossary.ts';
import { detectLanguage, type Language } from '../language.ts';
import { PHRASES } from './phrases/index.ts';
import type { FixedPaymentTerm, KnownCountry, MissingItem, Pack, Phrases } from './phrases/types.ts';

export type { MissingItem } from './phrases/types.ts';

export interface ReplyInput {
  inquiry: string;
  productContext: string;
  /** Signs the reply; when absent the language's "Sales Team" signs. Quoted as given. */
  supplierName?: string | null;
}

export interface ComposedReply {
  reply: string;
  language: Language;
  /** English glossary name or the context's product name, for the conversation log. */
  product: string | null;
  /** What the reply asks the buyer for, in the order asked. */
  missing: MissingItem[];
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
}

const GLOBAL_CERTIFICATIONS: readonly RegExp[] = CERTIFICATIONS.map(
  ([, pattern]) => new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`),
);

/** A context product name never carries a certification the context does not hold ("Organic …"). */
function withoutUnheldCertifications(name: string, held: readonly Certification[]): string {
  let result = name;
  CERTIFICATIONS.forEach(([label], index) => {
    const pattern = GLOBAL_CERTIFICATIONS[index];
    if (pattern && !certificationCovers(held, label)) result = result.replace(pattern, ' ');
  });
  return result.replace(/\s+/g, ' ').replace(/^[\s,;:–-]+|[\s,;:–-]+$/gu, '');
}

function chooseProduct(inquiry: string, context: ProductContextFacts, language: Language): ProductChoice {
  const asked = findGlossaryTerms(inquiry);
  const offered = context.glossaryEntry;
  const named = (entry: GlossaryEntry, contextApplies: boolean): ProductChoice => ({
    name: displayName(entry, language),
    log: displayName(entry, 'en'),
    contextApplies,
  });
  if (offered) {
    const sameProduct = asked.length === 0 || asked.some((entry) => entry.id === offered.id);
    const first = asked[0];
    return sameProduct || !first ? named(offered, true) : named(first, false);
  }
  if (context.productName) {
    const name = withoutUnheldCertifications(context.productName, context.certifications);
    return { name: name || null, log: context.productName, contextApplies: true };
  }
  const first = asked[0];
  return first ? named(first, true) : { name: null, log: null, contextApplies: true };
}

// ---------------------------------------------------------------------------------------------
// Facts → phrases

const KG_PER: Partial<Record<QuantityUnit, number>> = { MT: 1000, kg: 1, lb: 0.45359237 };

function moqFit(quantity: Quantity | null, moq: ContextMoq): 'meets' | 'below' | null {
  if (!quantity || !moq.unit) return null;
  let asked: number | null = null;
  let minimum: number | null = null;
  if (quantity.unit === moq.unit) {
    asked = quantity.value;
    minimum = moq.value;
  } else {
    const from = KG_PER[quantity.unit];
    const to = KG_PER[moq.unit];
    if (from !== undefined && to !== undefined) {
      asked = quantity.value * from;
      minimum = moq.value * to;
    }
  }
  if (asked === null || minimum === null) return null;
  return asked >= minimum ? 'meets' : 'below';
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
function otherBasis(facts: TradeFacts, price: ContextPrice): boolean {
  if (!facts.incoterm || !price.incoterm) return false;
  if (facts.incoterm !== price.incoterm) return true;
  // Same C/D term, another named place: the freight differs too.
  if (/^[CD]/.test(price.incoterm) && facts.destination && price.place) {
    return (placeAt(price.place, 0) ?? price.place) !== facts.destination;
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

function certificationName(certification: Certification, phrases: Phrases): string {
  return phrases.certifications[certification] ?? certification;
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
}

/** A span of the inquiry fit to quote: whole numbers at its edges, shortened at a word boundary. */
function quotable(source: string, span: string | null, max: number): string | null {
  return span !== null && occursWhole(source, span) ? shorten(span, max) : null;
}

function withWrittenDays(terms: readonly PaymentTerm[], numbers: readonly number[]): PaymentTerm[] {
  return terms.filter((term) => !term.startsWith('Net ') || numbers.includes(Number(term.slice(4))));
}

function offerBullets(
  inquiry: string,
  facts: TradeFacts,
  context: ProductContextFacts,
  phrases: Phrases,
  terms: string | null,
  contextApplies: boolean,
): Bullet[] {
  const bullets: Bullet[] = [];
  const useContext = contextApplies;
  // "ISO 22000" is quoted only where its number was written as such (not inside "22000,4243").
  const written = (label: Certification, numbers: readonly number[]) =>
    numbersIn(label).every((value) => numbers.includes(value));
  const held = useContext ? context.certifications.filter((label) => written(label, context.numbers)) : [];

  if (useContext) {
    const { price, moq } = context;
    if (price) {
      const basis = price.incoterm ? [price.incoterm, price.place].filter(Boolean).join(' ') : null;
      const note =
        otherBasis(facts, price) && facts.incoterm ? phrases.priceOtherBasis(terms ?? facts.incoterm) : '';
      bullets.push({ text: phrases.price(priceAmount(price, phrases), basis) + note, drop: 0 });
    } else {
      bullets.push({ text: phrases.priceToConfirm, drop: 0 });
    }
    if (moq) bullets.push({ text: phrases.moq(moqText(moq, phrases), moqFit(facts.quantity, moq)), drop: 1 });
    const quality = [
      context.origin ? phrases.origin(countryName(context.origin, phrases)) : null,
      context.grade ? phrases.grade(shorten(context.grade, 30)) : null,
    ].filter((part): part is string => part !== null);
    if (quality.length > 0) bullets.push({ text: quality.join(separatorOf(phrases)), drop: 3 });
    if (context.specs.length > 0)
      bullets.push({
        text: phrases.specs(context.specs.map((spec) => shorten(spec, 60)).join(', ')),
        drop: 6,
      });
    if (held.length > 0) {
      // The certifications the buyer asked about come first.
      const ordered = [
        ...held.filter((label) => facts.certifications.some((asked) => certificationCovers([label], asked))),
        ...held.filter((label) => !facts.certifications.some((asked) => certificationCovers([label], asked))),
      ];
      bullets.push({
        text: phrases.certificationsHeld(
          phrases.list(ordered.map((label) => certificationName(label, phrases))),
        ),
        drop: 2,
      });
    }
  }

  const toConfirm = facts.certifications.filter(
    (asked) => !certificationCovers(held, asked) && written(asked, facts.numbers),
  );
  if (toConfirm.length > 0) {
    bullets.push({
      text: phrases.certificationsToConfirm(
        phrases.list(toConfirm.map((label) => certificationName(label, phrases))),
        toConfirm.length,
      ),
      drop: 0,
    });
  }

  const window = quotable(inquiry, facts.deliveryWindow, 60);
  const lead = useContext ? context.leadTime : null;
  if (lead) {
    const duration =
      lead.amountText && lead.unit
        ? phrases.duration(lead.amountText, lead.unit, lastNumber(lead.amountText))
        : shorten(lead.text, 40);
    bullets.push({ text: phrases.leadTime(duration, window), drop: 2 });
  } else if (window) {
    bullets.push({ text: phrases.deliveryNoted(window), drop: 4 });
  }

  const ours = useContext && context.packaging ? packagingText(context.packaging, phrases) : null;
  let theirs = quotable(inquiry, facts.packaging, 60);
  if (ours && theirs && context.packaging && foldText(context.packaging) === foldText(theirs)) theirs = null;
  if (ours || theirs) bullets.push({ text: phrases.packaging(ours, theirs), drop: 5 });

  // "net 8,535,809" is read as "Net 8" upstream: a term is kept only if its days were written.
  const offered = useContext ? withWrittenDays(context.paymentTerms, context.numbers) : [];
  const wanted = withWrittenDays(facts.paymentTerms, facts.numbers);
  const labels = (terms: readonly PaymentTerm[]) =>
    terms.length > 0 ? phrases.list(terms.map((term) => paymentLabel(term, phrases))) : null;
  if (offered.length > 0 || wanted.length > 0) {
    const accepted = wanted.filter((term) => offered.includes(term));
    const unlisted = wanted.filter((term) => !offered.includes(term));
    bullets.push({
      text: phrases.payment(
        offered.length === 0
          ? { ours: null, accepted: null, toCheck: null, noted: labels(wanted) }
          : {
              ours: accepted.length > 0 ? null : labels(offered),
              accepted: labels(accepted),
              toCheck: labels(unlisted),
              noted: null,
            },
      ),
      drop: 4,
    });
  }

  const samples = useContext ? context.samples : null;
  if (facts.sampleRequested || samples) {
    bullets.push({
      text: phrases.samples(samples ? (samples.free ? 'free' : 'available') : 'toConfirm'),
      drop: 5,
    });
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

/** Drafts the supplier's reply. Pure, deterministic, never throws, never invents a number. */
export function composeReply(input: ReplyInput): ComposedReply {
  const inquiry = bound(input?.inquiry, MAX_INPUT_CHARACTERS);
  const productContext = bound(input?.productContext, MAX_INPUT_CHARACTERS);
  const language = detectLanguage(inquiry);
  const phrases = PHRASES[language];
  const facts = extractFacts(inquiry);
  const context = extractContextFacts(productContext);

  const product = chooseProduct(inquiry, context, language);
  const contextApplies = product.contextApplies && hasOffer(context);
  const destination = facts.destination ? destinationAsWritten(inquiry, facts.destination) : null;
  const terms = phrases.terms(facts.incoterm, destination);
  const productName = product.name ? shorten(product.name, 60) : null;
  const empty = !/[\p{L}\p{N}]/u.test(inquiry);

  const missing = MISSING_ORDER.filter((item) => {
    if (item === 'product') return productName === null;
    if (item === 'quantity') return facts.quantity === null;
    if (item === 'destination') return facts.destination === null;
    if (item === 'incoterm') return facts.incoterm === null;
    return facts.deliveryWindow === null;
  });

  // The guard: a line quoting a number outside the inquiry, the context and the signature is dropped.
  const sign = signature(input?.supplierName, phrases);
  const allowed = new Set([...facts.numbers, ...context.numbers, ...numbersIn(sign)]);
  const faithful = (line: string) => numbersIn(line).every((value) => allowed.has(value));

  const quantity = quotable(inquiry, facts.quantity?.text ?? null, 40);
  const openingWith = (name: string | null, amount: string | null, basis: string | null) =>
    `${phrases.thanks({ product: name, quantity: amount, terms: basis, empty })}${separatorOf(phrases)}${
      contextApplies ? phrases.offerIntro : phrases.teamWillConfirm(name)
    }`;
  let opening = openingWith(productName, quantity, terms);
  if (!faithful(opening)) opening = openingWith(null, null, null);

  const bullets = offerBullets(inquiry, facts, context, phrases, terms, contextApplies).filter((bullet) =>
    faithful(bullet.text),
  );
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
  if (reply.length > MAX_REPLY_CHARACTERS) reply = render([]);

  return { reply, language, product: product.log, missing, facts, context };
}
