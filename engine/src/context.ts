// Reads the supplier's free-text "product context" ("Turmeric powder, USD 1,150-1,250/MT FOB Kochi,
// MOQ 5 MT, lead time 3-4 weeks, ISO 22000, origin India, Grade A"): the only source of the prices,
// minimums, lead times and certifications a reply may state. Pure; never throws; never guesses.
import {
  CERTIFICATIONS,
  PLACES,
  UNIT_PATTERNS,
  normaliseDigits,
  numberTokens,
  parseNumberToken,
  placeAt,
  readPackaging,
  readPaymentTerms,
  type Certification,
  type Incoterm,
  type NumberToken,
  type PaymentTerm,
  type QuantityUnit,
} from './facts.ts';
import { findGlossaryTerms, type GlossaryEntry } from './glossary.ts';
import { DOCUMENT_KINDS, DOCUMENT_PATTERNS, type DocumentKind } from './reply/questions.ts';

export type Currency = 'USD' | 'EUR' | 'INR' | 'GBP' | 'AED' | 'SAR' | 'CNY' | 'JPY';

export interface ContextPrice {
  /** Lowest price (equal to `max` for a single price), read with `parseNumberToken` semantics. */
  min: number;
  max: number;
  currency: Currency | null;
  /** The unit the price is per, or null when the context does not say. */
  unit: QuantityUnit | null;
  /** The Incoterm the price is on (first one in the context), e.g. FOB. */
  incoterm: Incoterm | null;
  /** The Incoterm's named place as written ("Kochi"), or null. */
  place: string | null;
  /** The span of the context the price was read from. */
  text: string;
  /** The amount as written, digits normalised: "1,150–1,250". A reply quotes this, never a reformat. */
  amountText: string;
}

export interface ContextMoq {
  value: number;
  unit: QuantityUnit | null;
  /** The quantity span as written: "5 MT", "1 x 20' FCL". */
  text: string;
  /** The number as written, digits normalised: "5". */
  amountText: string;
}

export type DurationUnit = 'day' | 'week' | 'month';

export interface ContextLeadTime {
  /** The duration as written: "3-4 weeks", "15 days", "交货期15天" → "15天". */
  text: string;
  /** The amount as written, digits normalised ("3–4"), and its unit, when both were read. */
  amountText: string | null;
  unit: DurationUnit | null;
}

export interface ProductContextFacts {
  /** The product as the supplier names it: first segment of the context ("Turmeric powder"). */
  productName: string | null;
  /** The glossary product the context is about (from the name first, else the whole context). */
  glossaryEntry: GlossaryEntry | null;
  price: ContextPrice | null;
  moq: ContextMoq | null;
  /** Country of origin: canonical English name for known countries ("India"), else as written. */
  origin: string | null;
  /** The grade label: "A", "Premium", "Extra Bold". */
  grade: string | null;
  /** Certifications the supplier holds (negated or pending mentions are left out). */
  certifications: Certification[];
  leadTime: ContextLeadTime | null;
  packaging: string | null;
  paymentTerms: PaymentTerm[];
  /** Sample offer: null when the context does not mention samples (or says none). */
  samples: { free: boolean } | null;
  /** Other certificates and marks the supplier lists, as written ("CE", "WHO-GMP", "ISO 13485"). */
  otherCertifications: string[];
  /** Documents the supplier lists (COA, MSDS/SDS, TDS, certificate of origin…), not negated. */
  documents: DocumentKind[];
  /** Short specification segments with a percentage ("curcumin 3%+"), verbatim, at most three. */
  specs: string[];
  /** Every number in the context, with `extractFacts(...).numbers` semantics. */
  numbers: number[];
}

/** Every number in `text`, exactly as `extractFacts(text).numbers` reads them. */
export function numbersIn(text: string): number[] {
  return numberTokens(normaliseDigits(text)).flatMap((token) => token.values);
}

/**
 * Whether `span` occurs in `text` with whole numbers at its edges: "976天内" is not a whole span of
 * "9.999.976天内" (quoting it would state 976, a number nobody wrote).
 */
export function occursWhole(text: string, span: string): boolean {
  if (!span) return false;
  const haystack = normaliseDigits(text);
  const needle = normaliseDigits(span);
  const startsWithNumber = /^\d/.test(needle);
  const endsWithNumber = /\d$/.test(needle);
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack.slice(Math.max(0, at - 2), at);
    const after = haystack.slice(at + needle.length, at + needle.length + 2);
    if (startsWithNumber && /\d$|\d[.,]$/.test(before)) continue;
    if (endsWithNumber && /^\d|^[.,]\d/.test(after)) continue;
    return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

const BEFORE = '(?<![\\p{L}\\p{N}])';
const AFTER = '(?![\\p{L}\\p{N}])';
// A number token exactly as numberTokens reads it: neither starting nor ending inside another token.
const AMOUNT = '(?<!\\d)(?<!\\d[.,])(\\d+(?:[.,]\\d+)*)(?![.,]?\\d)';
const RANGE = `\\s*(?:-|–|—|~|${BEFORE}(?:to|a|à|bis|até)${AFTER}|至|से|إلى)\\s*`;

/** Segment boundaries: a comma not inside a number, semicolons, new lines, bullets, spaced dashes. */
const SEGMENT_SPLIT = /\s*(?:[;\n|•，；。]|,(?!\d)|\.\s|\s[-–—]\s)\s*/u;

function segmentAround(text: string, start: number, end: number): { start: number; end: number } {
  let from = start;
  while (from > 0 && !/[;\n|•，；。]/u.test(text.charAt(from - 1)) && !isSegmentComma(text, from - 1)) from--;
  let to = end;
  while (to < text.length && !/[;\n|•，；。]/u.test(text.charAt(to)) && !isSegmentComma(text, to)) to++;
  return { start: from, end: to };
}

function isSegmentComma(text: string, index: number): boolean {
  return text.charAt(index) === ',' && !/\d/.test(text.charAt(index + 1));
}

function single(token: string): number | null {
  const values = parseNumberToken(token);
  return values.length === 1 && values[0] !== undefined && Number.isFinite(values[0]) ? values[0] : null;
}

// ---------------------------------------------------------------------------------------------
// Price

const CURRENCY_WORDS: [Currency, string][] = [
  ['USD', 'us\\$|usd|us\\s+dollars?|dollars?|d[óo]lares|dollar|\\$|美元|डॉलर|دولار'],
  ['EUR', 'eur|euros?|€|欧元|यूरो|يورو'],
  ['INR', 'inr|rs\\.?|rupees?|₹|रुपये|रुपए|रु\\.?|روبية'],
  ['GBP', 'gbp|£'],
  ['AED', 'aed|درهم'],
  ['SAR', 'sar|ريال'],
  ['CNY', 'cny|rmb|人民币|元|¥'],
  ['JPY', 'jpy|yen'],
];
const CURRENCY = `(?:${CURRENCY_WORDS.map(([, words]) => words).join('|')})`;
// Symbols need no boundary; codes and words do ("usd" inside "usda" is not a currency).
const CURRENCY_BOUNDED = `(?:(?<![\\p{L}])${CURRENCY}(?![\\p{L}]))`;
const HAS_CURRENCY = new RegExp(CURRENCY_BOUNDED, 'iu');

function currencyOf(written: string): Currency | null {
  const lower = written.toLowerCase().trim();
  for (const [currency, words] of CURRENCY_WORDS) {
    if (new RegExp(`^(?:${words})$`, 'iu').test(lower)) return currency;
  }
  return null;
}

const PRICE_UNITS: [QuantityUnit, string][] = [
  [
    'MT',
    'metric\\s+tonn?e?s?|m\\.?t\\.?s?|tonnes?|toneladas?(?:\\s+m[ée]tricas?)?|tm|tonnen?|t|公吨|吨|मीट्रिक\\s+टन|टन|طن',
  ],
  ['ton', 'tons?'],
  [
    'kg',
    'kgs?|kilo(?:gram(?:me)?s?|gramos?|gramm|grama)?s?|quilos?|公斤|千克|किलो(?:ग्राम)?|كجم|كغ|كيلو(?:غرام|جرام)?',
  ],
  ['lb', 'lbs?|pounds?|libras?|livres?|pfund|磅|पाउंड|رطل'],
  ['container', 'containers?|fcl|conteneurs?|contenedor|cont[êe]iner|集装箱|柜|कंटेनर|حاوية'],
  ['bag', 'bags?|sacks?|sacos?|sacs?|sack|袋|बोरी|كيس'],
  ['vial', 'vials?|ampoules?|viales|ampollas?|西林瓶|वायल|قارورة'],
  ['strip', 'strips?|blisters?|स्ट्रिप|شريط'],
  ['piece', 'pieces?|pcs?|piezas?|pi[èe]ces?|stück|stk|peças?|nos|件|个|只|पीस|नग|قطعة'],
  ['unit', 'units?|unidad(?:es)?|unit[ée]s?|einheit(?:en)?|unidade|台|यूनिट|وحدة'],
  ['set', 'sets?|juegos?|jeux?|satz|jogos?|套|सेट|طقم|مجموعة'],
  ['pair', 'pairs?|pares?|paires?|paar|双|对|जोड़ी|زوج'],
  ['dozen', 'dozens?|doz|docenas?|douzaines?|dutzend|dúzias?|打|दर्जन|دزينة'],
  ['roll', 'rolls?|rollos?|rouleaux?|rollen?|rolos?|卷|रोल|لفة|رول'],
  ['carton', 'cartons?|ctns?|cartones|kartons?|箱|कार्टन|كرتون'],
  ['box', 'box(?:es)?|cajas?|bo[îi]tes?|schachteln?|caixas?|盒|बॉक्स|علبة|صندوق'],
  ['drum', 'drums?|barrels?|bidones|bid[óo]n|f[ûu]ts?|fass|tambor(?:es)?|桶|ड्रम|برميل'],
  ['bottle', 'bottles?|botellas?|bouteilles?|flaschen?|garrafas?|瓶|बोतल|زجاجة'],
  ['pallet', 'pallets?|palés?|palettes?|paletten?|paletes?|托盘|पैलेट|منصة'],
  ['bale', 'bales?|pacas?|fardos?|balles?|ballen|गांठ|بالة'],
  ['litre', 'lit(?:re|er)s?|ltrs?|l|litros?|升|公升|लीटर|لتر'],
  ['gallon', 'gallons?|gal|galones|galões|加仑|गैलन|جالون'],
  ['sqm', 'sq\\.?\\s*m|sqm|m2|m²|平方米|平米|वर्ग\\s*मीटर|متر\\s*مربع'],
  ['sqft', 'sq\\.?\\s*ft|sqft|平方英尺|वर्ग\\s*फुट|قدم\\s*مربع'],
  ['carat', 'carats?|cts?|quilates?|karat|克拉|कैरेट|قيراط'],
  ['quintal', 'quintals?|quintales|quintaux|quintais|qtls?|doppelzentner|क्विंटल|قنطار|公担'],
  ['g', 'g|grams?|grammes?|gramos?|gramm|gramas?|gm|克|ग्राम|غرام|جرام'],
  ['yd', 'yards?|yds?|yardas?|码|गज|ياردة'],
  ['m', 'm|met(?:er|re)s?|mtrs?|metros?|m[èe]tres?|米|मीटर|متر'],
];
const PER = `(?:\\s*/\\s*|\\s*${BEFORE}(?:per|por|pro|je|par|la|le|each|a)\\s+|\\s*每\\s*|\\s*प्रति\\s*|\\s*لكل\\s*|\\s*لل)`;
const UNIT_WORDS = `(?:${PRICE_UNITS.map(([, words]) => words).join('|')})`;
const PRICE_UNIT = `(?:${PER}(${UNIT_WORDS})(?![\\p{L}]))?`;

function unitOf(written: string): QuantityUnit | null {
  for (const [unit, words] of PRICE_UNITS) {
    if (new RegExp(`^(?:${words})$`, 'iu').test(written.trim())) return unit;
  }
  return null;
}

// "USD 1,150-1,250/MT", "Rs. 120 per kg", "₹95–105/kg"
const PRICE_CURRENCY_FIRST = new RegExp(
  `(${CURRENCY_BOUNDED})\\s*${AMOUNT}(?![kK](?![gG]))(?:${RANGE}(?:${CURRENCY_BOUNDED}\\s*)?${AMOUNT})?${PRICE_UNIT}`,
  'iu',
);
// "1.150,00 €/t", "1200 USD per MT", "1200美元/吨"
const PRICE_CURRENCY_AFTER = new RegExp(
  `${AMOUNT}(?:${RANGE}${AMOUNT})?\\s*(${CURRENCY_BOUNDED})${PRICE_UNIT}`,
  'iu',
);
// "Price: 95-105/kg" (no currency: quoted as written, with its unit)
const PRICE_KEYWORD = new RegExp(
  `${BEFORE}(?:price|rate|precio|prix|preis|preço|कीमत|दर|السعر|价格|单价)\\s*[:：]?\\s*${AMOUNT}(?:${RANGE}${AMOUNT})?(?:${PER}(${UNIT_WORDS})(?![\\p{L}]))`,
  'iu',
);

const INCOTERM = new RegExp(
  `(?<![\\p{Script=Latin}\\p{N}])(EXW|FCA|FAS|FOB|CFR|CIF|CPT|CIP|DAP|DPU|DDP|C\\s*&\\s*F|CNF)(?![\\p{Script=Latin}\\p{N}])`,
  'u',
);
// A named place in Latin script: up to three Title-case words ("Kochi", "Nhava Sheva").
const TITLE_WORDS = /\s*((?:[A-Z][a-z\u00C0-\u024F'’-]+)(?:\s+[A-Z][a-z\u00C0-\u024F'’-]+){0,2})/uy;
const NOT_A_PLACE = new Set([
  'Price',
  'Prices',
  'Basis',
  'Rate',
  'Terms',
  'Term',
  'Only',
  'Port',
  'Origin',
  'Grade',
  'Lead',
  'Delivery',
  'Payment',
  'Packing',
  'Packaging',
  'Minimum',
  'Min',
  'Per',
  'Incoterms',
  'Quote',
  'Sample',
  'Samples',
]);

function titlePlaceAt(text: string, index: number): string | null {
  TITLE_WORDS.lastIndex = index;
  const match = TITLE_WORDS.exec(text);
  if (!match?.[1]) return null;
  const words: string[] = [];
  for (const word of match[1].split(/\s+/)) {
    if (NOT_A_PLACE.has(word)) break;
    // A certification word is never part of a place: quoting "Origin: Vietnam Halal" would claim one.
    if (CERTIFICATIONS.some(([, certification]) => certification.test(word))) break;
    words.push(word);
  }
  return words.length > 0 ? words.join(' ') : null;
}

/** A known port or country as the text spells it ("宁波", "Cochin"), when one starts at `index`. */
function writtenPlaceAt(text: string, index: number): string | null {
  const known = placeAt(text, index);
  if (!known) return null;
  const window = text.slice(index, index + 60);
  const spellings = [...(PLACES[known] ?? [])].sort((a, b) => b.length - a.length);
  return spellings.find((spelling) => window.includes(spelling)) ?? known;
}

function readIncotermAndPlace(text: string): { incoterm: Incoterm | null; place: string | null } {
  const match = INCOTERM.exec(text);
  if (!match?.[1]) return { incoterm: null, place: null };
  const code = match[1].toUpperCase().replace(/\s/g, '');
  const incoterm = (code === 'C&F' || code === 'CNF' ? 'CFR' : code) as Incoterm;
  const after = match.index + match[0].length;
  const at = after + (/^[\s,:-]{0,3}/.exec(text.slice(after))?.[0].length ?? 0);
  return { incoterm, place: titlePlaceAt(text, at) ?? writtenPlaceAt(text, at) };
}

function readPrice(text: string, normalised: string): ContextPrice | null {
  const candidates: { match: RegExpExecArray; kind: 'first' | 'after' | 'keyword' }[] = [];
  const first = PRICE_CURRENCY_FIRST.exec(normalised);
  if (first) candidates.push({ match: first, kind: 'first' });
  const after = PRICE_CURRENCY_AFTER.exec(normalised);
  if (after) candidates.push({ match: after, kind: 'after' });
  const keyword = PRICE_KEYWORD.exec(normalised);
  if (keyword) candidates.push({ match: keyword, kind: 'keyword' });
  candidates.sort((a, b) => a.match.index - b.match.index);
  for (const { match, kind } of candidates) {
    const [currencyText, minText, maxText, unitText] =
      kind === 'first'
        ? [match[1], match[2], match[3], match[4]]
        : kind === 'after'
          ? [match[3], match[1], match[2], match[4]]
          : [undefined, match[1], match[2], match[3]];
    if (!minText) continue;
    const min = single(minText);
    const max = maxText ? single(maxText) : min;
    if (min === null || max === null || min <= 0 || max < min) continue;
    const { incoterm, place } = readIncotermAndPlace(text);
    return {
      min,
      max,
      currency: currencyText ? currencyOf(currencyText) : null,
      unit: unitText ? unitOf(unitText) : null,
      incoterm,
      place,
      text: text.slice(match.index, match.index + match[0].length).trim(),
      amountText: maxText && max !== min ? `${minText}–${maxText}` : minText,
    };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// MOQ

const MOQ_CUE = new RegExp(
  `${BEFORE}(?:m\\.?o\\.?q\\.?|min(?:imum)?\\.?\\s+order(?:\\s+(?:qty|quantity))?|min(?:imum)?\\.?\\s+(?:qty|quantity)|minimum\\s+order\\s+quantity|pedido\\s+m[íi]nimo|cantidad\\s+m[íi]nima(?:\\s+de\\s+pedido)?|commande\\s+minimum|commande\\s+minimale|quantit[ée]\\s+minimale?(?:\\s+de\\s+commande)?|mindestbestellmenge|mindestmenge|mindestabnahme|quantidade\\s+m[íi]nima(?:\\s+de\\s+pedido)?)${AFTER}|न्यूनतम\\s*(?:ऑर्डर|आर्डर|मात्रा)|الحد\\s+الأدنى\\s+(?:للطلب|للكمية)|أقل\\s+كمية|最小起订量|最低起订量|起订量|最低订购量|最小订单量|起订`,
  'giu',
);
const MOQ_AFTER = new RegExp(
  `\\s*\\(?\\s*(?:m\\.?o\\.?q\\.?|min(?:imum)?\\.?\\s+order(?:\\s+(?:qty|quantity))?|minimum)${AFTER}`,
  'iuy',
);

function unitAt(normalised: string, end: number): { unit: QuantityUnit; end: number } | null {
  for (const { unit, pattern } of UNIT_PATTERNS) {
    pattern.lastIndex = end;
    const match = pattern.exec(normalised);
    if (match && match[0].trim() !== '') return { unit, end: end + match[0].length };
  }
  return null;
}

function readMoq(text: string, normalised: string, tokens: readonly NumberToken[]): ContextMoq | null {
  for (const cue of normalised.matchAll(MOQ_CUE)) {
    const cueEnd = cue.index + cue[0].length;
    // The number follows within a short filler (": ", " of ", " is "), in the same segment.
    const token = tokens.find((candidate) => candidate.start >= cueEnd && candidate.start - cueEnd <= 12);
    if (!token || /[,;\n]/.test(normalised.slice(cueEnd, token.start).replace(/^[\s:：=-]*/, ''))) continue;
    if (/\p{L}{4,}/u.test(normalised.slice(cueEnd, token.start).replace(/\b(?:of|is|de|von|da|do)\b/giu, '')))
      continue;
    const value = token.values.length === 1 ? token.values[0] : undefined;
    if (value === undefined || value <= 0) continue;
    const unit = unitAt(normalised, token.end);
    const end = unit?.end ?? token.end;
    return {
      value,
      unit: unit?.unit ?? null,
      text: text.slice(token.start, end).trim(),
      amountText: normalised.slice(token.start, token.end),
    };
  }
  // "5 MT MOQ", "1 container minimum order"
  if (!/moq|m\.o\.q|minimum|min\.?\s+order/i.test(normalised)) return null;
  for (const token of tokens) {
    const value = token.values.length === 1 ? token.values[0] : undefined;
    if (value === undefined || value <= 0) continue;
    const unit = unitAt(normalised, token.end);
    if (!unit) continue;
    MOQ_AFTER.lastIndex = unit.end;
    if (!MOQ_AFTER.test(normalised)) continue;
    return {
      value,
      unit: unit.unit,
      text: text.slice(token.start, unit.end).trim(),
      amountText: normalised.slice(token.start, token.end),
    };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Lead time

const DURATION_UNITS: [DurationUnit, string][] = [
  ['day', 'days?|d[íi]as?|jours?|tagen?|dias?|दिनों|दिन|يوما|يومًا|أيام|يوم|天'],
  ['week', 'weeks?|wks?|semanas?|semaines?|wochen|woche|हफ्तों|हफ्ते|सप्ताह|أسابيع|أسبوع|周|星期'],
  ['month', 'months?|mes(?:es)?|mois|monaten?|monate|m[êe]s(?:es)?|महीनों|महीने|महीना|أشهر|شهور|شهر|个月'],
];
const DURATION = `${AMOUNT}(?:${RANGE}${AMOUNT})?\\s*(${DURATION_UNITS.map(([, words]) => words).join('|')})(?![\\p{Script=Latin}])`;
const LEAD_CUE =
  `(?:${BEFORE}(?:lead\\s*-?\\s*time|delivery\\s+time|production\\s+time|shipping\\s+time|dispatch\\s+time|delivery|shipment|dispatch|ships?|ready|plazo\\s+de\\s+entrega|tiempo\\s+de\\s+entrega|entrega|d[ée]lai(?:\\s+de\\s+livraison)?|livraison|exp[ée]dition|lieferzeit|lieferung|versand|prazo\\s+de\\s+entrega|prazo|embarque)${AFTER}|लीड\\s*टाइम|डिलीवरी|مدة\\s+التسليم|مدة\\s+التوريد|التسليم|الشحن|交货期|交期|发货期|发货|交货)` +
  `\\s*[:：-]?\\s*(?:${BEFORE}(?:in|within|of|en|dans|sous|en\\s+moins\\s+de|dentro\\s+de|innerhalb(?:\\s+von)?|von|em|de|about|approx\\.?|approximately|ca\\.?)${AFTER}\\s*)?(?:خلال\\s*|في\\s*)?`;
const LEAD_TIME = new RegExp(`${LEAD_CUE}${DURATION}`, 'iud');
const LEAD_TIME_BEFORE = new RegExp(
  `${DURATION}\\s*(?:${BEFORE}(?:lead\\s*-?\\s*time|delivery)${AFTER}|交货)`,
  'iud',
);

function durationUnitOf(written: string): DurationUnit | null {
  for (const [unit, words] of DURATION_UNITS) {
    if (new RegExp(`^(?:${words})$`, 'iu').test(written)) return unit;
  }
  return null;
}

function readLeadTime(text: string, normalised: string): ContextLeadTime | null {
  for (const pattern of [LEAD_TIME, LEAD_TIME_BEFORE]) {
    const match = pattern.exec(normalised);
    const [, minText, maxText, unitText] = match ?? [];
    const from = match?.indices?.[1]?.[0];
    const to = match?.indices?.[3]?.[1];
    if (!minText || !unitText || from === undefined || to === undefined) continue;
    const min = single(minText);
    const max = maxText ? single(maxText) : min;
    if (min === null || max === null || max < min) continue;
    return {
      text: text.slice(from, to).trim(),
      amountText: maxText && max !== min ? `${minText}–${maxText}` : minText,
      unit: durationUnitOf(unitText),
    };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Origin

const ORIGIN_CUE = new RegExp(
  `${BEFORE}(?:(?:country\\s+of\\s+)?origin|made\\s+in|produced\\s+in|grown\\s+in|product\\s+of|sourced\\s+from|origen|origine|herkunft(?:sland)?|ursprung(?:sland)?|origem|pa[íi]s\\s+de\\s+origen|pays\\s+d'origine)${AFTER}\\s*[:：-]?\\s*(?:(?:de|d'|da|do|del|aus)\\s*)?|मूल\\s*(?:देश)?\\s*[:：-]?\\s*|उत्पत्ति\\s*[:：-]?\\s*|(?:بلد\\s+)?المنشأ\\s*[:：-]?\\s*|منشأ\\s*[:：-]?\\s*|(?:原产地|原产国|产地)\\s*[:：]?\\s*`,
  'giu',
);
const DEMONYMS: [string, RegExp][] = [
  [
    'India',
    /(?<![\p{L}])(?:indian|indio|india|indienne|indien|indischer|indiana|indiano|भारतीय|هندي|هندية|印度)\s*(?:origin|origen|origine|herkunft|ursprungs?|origem|मूल|المنشأ)(?![\p{L}])|(?<![\p{L}])(?:d'origine\s+indienne|origem\s+indiana|origen\s+indio|indischer\s+herkunft)(?![\p{L}])/iu,
  ],
];

function readOrigin(text: string): string | null {
  for (const cue of text.matchAll(ORIGIN_CUE)) {
    const at = cue.index + cue[0].length;
    const known = placeAt(text, at);
    if (known) return known;
    const titled = titlePlaceAt(text, at);
    if (titled) return titled;
  }
  for (const [country, pattern] of DEMONYMS) if (pattern.test(text)) return country;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Grade

const GRADE_STOP = new Set([
  'the',
  'a',
  'an',
  'of',
  'our',
  'this',
  'any',
  'each',
  'per',
  'which',
  'what',
  'origin',
  'moq',
  'price',
  'lead',
]);
// Latin letters and digits only, ending on a whole number ("Grade: 174,39" is not grade "174").
const GRADE_VALUE = "([A-Z0-9][A-Za-z0-9+'-]*(?![.,]?\\d)(?:\\s+[A-Z][a-z]+){0,2})";
const GRADE_PATTERNS: RegExp[] = [
  // "Grade A", "Grade: Extra Bold", "Qualität A", "grado A", "ग्रेड A", "درجة A"
  new RegExp(
    `${BEFORE}(?:[Gg]rade|GRADE|[Gg]rado|[Cc]alidad|[Qq]ualit[ée]|[Qq]ualität|[Gg]üteklasse|[Qq]ualidade|[Cc]lassificação|[Gg]rau)${AFTER}\\s*[:：-]?\\s*${GRADE_VALUE}|ग्रेड\\s*[:：-]?\\s*${GRADE_VALUE}|(?:الدرجة|درجة)\\s*[:：-]?\\s*${GRADE_VALUE}|(?:等级|级别)\\s*[:：]?\\s*${GRADE_VALUE}`,
    'u',
  ),
  // "A grade", "Premium grade", "A-grade", "A级"
  // On one line, and not a "Grade:" label starting the next field ("non-organic\nGrade: …").
  new RegExp(
    `${BEFORE}([\\p{L}+]{1,15}|[A-Z]{1,3}\\+?)[ \\t-]+grade${AFTER}(?!\\s*[:：])|([A-Z]{1,3}\\+?)\\s*级`,
    'iu',
  ),
];

function readGrade(text: string): string | null {
  for (const pattern of GRADE_PATTERNS) {
    const match = pattern.exec(text);
    const value = match?.slice(1).find((group): group is string => Boolean(group));
    if (!value) continue;
    const words = value.split(/\s+/);
    // "Extra Bold" is one grade; in "Grade A Basmati rice" the grade is just "A".
    const limit = /^\p{L}{3,}$/u.test(words[0] ?? '') ? 3 : 1;
    const kept: string[] = [];
    for (const word of words.slice(0, limit)) {
      // A lower-case article or key word ("a grade", "the grade") is not a grade; "A" is.
      if (GRADE_STOP.has(word) || /^(?:Origin|Price|Lead|Moq|Grade)$/i.test(word)) break;
      kept.push(word);
    }
    const grade = kept.join(' ').trim();
    // A certification word is never a grade: quoting "Grade: organic" would claim a certificate.
    if (CERTIFICATIONS.some(([, certification]) => certification.test(grade))) continue;
    if (grade && grade.length <= 30) return grade;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Certifications: a mention that is negated, pending or "on request" is not a certification held.

const GLOBAL_CERTIFICATIONS: readonly (readonly [Certification, RegExp])[] = CERTIFICATIONS.map(
  ([label, pattern]) => [label, new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)] as const,
);
const NEGATION_BEFORE =
  /(?:(?<![\p{L}])(?:non|not|no|without|sin|sans|pas|ohne|nicht|kein|keine|sem|não|nao)(?![\p{L}])[\s-]*(?:[\p{L}]+\s+)?|(?<![\p{L}])non-|गैर-?\s*|बिना\s*|غير\s*|بدون\s*|非|无|没有|不是)$/iu;
const NEGATION_AFTER =
  /^[\s:：-]*(?:certifi(?:ed|cation|cate)s?|cert\.?|zertifi\w*|certifica\w*|प्रमाणन|شهادة|认证)?[\s:：-]*\(?\s*(?:no(?![\p{L}]|\.?\s*:?\s*\d)|not(?![\p{L}])|n\/a|none|nein|não|لا|无|否|不)/iu;
// Words that make any mention in their segment not (yet) held: "Organic moringa (certification pending)".
const PENDING =
  /(?<![\p{L}])(?:pending|in\s+process|in\s+progress|under\s+process|applied(?:\s+for)?|on\s+request|upon\s+request|not\s+available|unavailable|expired|awaited|en\s+cours|en\s+tr[áa]mite|pendiente|beantragt|in\s+bearbeitung|em\s+andamento|pendente)(?![\p{L}])|लंबित|قيد\s+(?:الإجراء|التنفيذ|الانتظار)|申请中|办理中/iu;

function negated(text: string, start: number, end: number): boolean {
  const segment = segmentAround(text, start, end);
  const before = text.slice(Math.max(segment.start, start - 24), start);
  const after = text.slice(end, Math.min(segment.end, end + 40));
  return NEGATION_BEFORE.test(before) || NEGATION_AFTER.test(after) || PENDING.test(after);
}

function readContextCertifications(text: string): Certification[] {
  const found: Certification[] = [];
  for (const [label, pattern] of GLOBAL_CERTIFICATIONS) {
    for (const match of text.matchAll(pattern)) {
      if (!negated(text, match.index, match.index + match[0].length)) {
        found.push(label);
        break;
      }
    }
  }
  if (found.includes('USDA Organic') || found.includes('EU Organic')) {
    return found.filter((label) => label !== 'Organic');
  }
  return found;
}

/** Whether holding `held` answers a buyer's question about `asked` ("USDA Organic" answers "Organic"). */
export function certificationCovers(held: readonly Certification[], asked: Certification): boolean {
  if (held.includes(asked)) return true;
  return asked === 'Organic' && (held.includes('USDA Organic') || held.includes('EU Organic'));
}

// ---------------------------------------------------------------------------------------------
// Samples, specs, product name

const SAMPLE_MENTION =
  /(?<![\p{L}])(?:samples?|muestras?|échantillons?|muster|proben?|amostras?)(?![\p{L}])|नमूने|नमूना|عينات|عينة|样品/iu;
const SAMPLE_NEGATIVE =
  /(?<![\p{L}])(?:no|not|without|sin|sans|pas\s+d'|keine|kein|sem|não)(?![\p{L}])[^,;\n]{0,12}(?:samples?|muestras?|échantillons?|muster|proben?|amostras?)|(?:samples?|muestras?)\s*[:：-]?\s*(?:no|not\s+available|none|n\/a)(?![\p{L}])|नमूने\s+नहीं|لا\s+عينات|不提供样品|无样品/iu;
const SAMPLE_FREE =
  /(?<![\p{L}])(?:free|gratis|gratuit[eo]?s?|gratuitas?|kostenlos\w*|grátis)(?![\p{L}])|निःशुल्क|मुफ्त|مجان|免费/iu;

function readSamples(text: string): { free: boolean } | null {
  const mention = SAMPLE_MENTION.exec(text);
  if (!mention || SAMPLE_NEGATIVE.test(text)) return null;
  const segment = segmentAround(text, mention.index, mention.index + mention[0].length);
  return { free: SAMPLE_FREE.test(text.slice(segment.start, segment.end)) };
}

const KEY_START =
  /^(?:price|prices|rate|usd|eur|inr|rs\.?|moq|min(?:imum)?\.?\s|origin|grade|lead|delivery|payment|terms|net|packing|packaging|certif|sample|fob|cif|cfr|exw|precio|prix|preis|preço|origen|origine|herkunft|origem)(?![\p{L}])|^[$€£₹¥\d]/iu;
const NAME_LABEL =
  /^(?:product(?:\s+name)?|item|commodity|producto|produit|produkt|produto|उत्पाद|المنتج|产品|品名)\s*[:：-]\s*/iu;

function boundWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  // Never end inside a number: a shortened number is a number nobody wrote.
  return (space > max / 3 ? cut.slice(0, space) : cut).replace(/[\d.,]+$/u, '').trim();
}

function readProductName(text: string): string | null {
  const firstLine = text.trim().split('\n')[0] ?? '';
  let segment = (firstLine.split(SEGMENT_SPLIT)[0] ?? '').replace(/\s*\([^)]*\)?/gu, '').trim();
  segment = segment.replace(NAME_LABEL, '').trim();
  if (!segment || KEY_START.test(segment) || (segment.match(/\p{L}/gu) ?? []).length < 2) return null;
  if (HAS_CURRENCY.test(segment) && /\d/.test(segment)) return null;
  if (segment.split(/\s+/).length > 8) return null;
  const bounded = boundWords(segment, 60);
  return bounded || null;
}

// Certificates and marks outside the Certification labels, matched as written (acronyms in capitals).
const OTHER_CERTIFICATIONS =
  /(?<![\p{L}\p{N}])(?:CE|RoHS|ROHS|WHO[- ]GMP|c?GMP|GOTS|OEKO-TEX(?:\s+Standard\s+100)?|BSCI|SEDEX|SMETA|WRAP|UL|BIS|ISI|FSC|LWG|REACH|IEC\s?\d{3,5}|ISO\s?(?!22000|9001)\d{4,5}|IATF\s?16949|SA8000|ECOCERT|Fairtrade|Rainforest\s+Alliance|UTZ|GIA|IGI|HRD|BIS\s+Hallmark|Hallmark(?:ed)?|CPR|SONCAP|SASO|IECEE)(?![\p{L}\p{N}])/gu;

function readOtherCertifications(text: string, held: readonly Certification[]): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(OTHER_CERTIFICATIONS)) {
    const written = match[0].replace(/\s+/g, ' ');
    if (negated(text, match.index, match.index + match[0].length)) continue;
    if (held.some((label) => label.toLowerCase() === written.toLowerCase())) continue;
    if (!found.some((name) => name.toLowerCase() === written.toLowerCase())) found.push(written);
    if (found.length === 6) break;
  }
  return found;
}

function readDocuments(text: string): DocumentKind[] {
  return DOCUMENT_KINDS.filter((kind) => {
    const match = new RegExp(DOCUMENT_PATTERNS[kind].source, 'giu').exec(text);
    return match !== null && !negated(text, match.index, match.index + match[0].length);
  });
}

function readSpecs(text: string, taken: readonly string[]): string[] {
  const specs: string[] = [];
  if (!text.includes('%')) return specs;
  for (const raw of text.split(SEGMENT_SPLIT)) {
    const segment = raw.trim();
    if (segment.length > 60 || !/\d\s*%/.test(normaliseDigits(segment))) continue;
    if (HAS_CURRENCY.test(segment)) continue;
    if (taken.some((span) => span && segment.includes(span))) continue;
    if (CERTIFICATIONS.some(([, pattern]) => pattern.test(segment))) continue;
    // "Payment: 30% advance" is a payment term, not a specification.
    if (
      /(?<![\p{L}])(?:payment|pago|paiement|zahlung|pagamento|advance|anticipo|acompte|anzahlung|l\/c|t\/t|balance|before\s+(?:dispatch|shipment|delivery)|against|upon|on\s+arrival|avant\s+exp[ée]dition|antes\s+del?\s+(?:embarque|env[íi]o)|vor\s+(?:versand|verschiffung))(?![\p{L}])|भुगतान|الدفع|付款|预付/iu.test(
        segment,
      )
    )
      continue;
    specs.push(segment);
    if (specs.length === 3) break;
  }
  return specs;
}

// ---------------------------------------------------------------------------------------------

function wholeOrNull(text: string, span: string | null): string | null {
  return span !== null && occursWhole(text, span) ? span : null;
}

/** Reads the facts of a supplier's product context. Pure; never throws; null when not clearly present. */
export function extractContextFacts(context: string): ProductContextFacts {
  const text = typeof context === 'string' ? context : '';
  const normalised = normaliseDigits(text);
  // Digits are normalised first (index-preserving), so every reader sees whole ASCII numbers.
  const productName = readProductName(normalised);
  const glossaryEntry =
    (productName ? findGlossaryTerms(productName)[0] : undefined) ?? findGlossaryTerms(text)[0] ?? null;
  const price = readPrice(text, normalised);
  const tokens = numberTokens(normalised);
  const moq = readMoq(text, normalised, tokens);
  const leadTime = readLeadTime(text, normalised);
  const certifications = readContextCertifications(normalised);
  return {
    productName,
    glossaryEntry,
    price,
    moq,
    origin: readOrigin(text),
    grade: readGrade(normalised),
    certifications,
    otherCertifications: readOtherCertifications(normalised, certifications),
    leadTime,
    packaging: wholeOrNull(text, readPackaging(text, normalised)?.text ?? null),
    paymentTerms: readPaymentTerms(text, normalised),
    samples: readSamples(normalised),
    documents: readDocuments(normalised),
    specs: readSpecs(normalised, [price?.text ?? '', moq?.text ?? '', leadTime?.text ?? '']),
    numbers: tokens.flatMap((token) => token.values),
  };
}
