// Reading product fields out of catalog text: prices, quantities, units, currencies, origins, grades,
// categories and certifications. Pure functions over strings; no PDF knowledge.
import {
  CATEGORIES,
  extractFacts,
  findGlossaryTerms,
  foldText,
  normaliseDigits,
  parseNumberToken,
  type Category,
} from 'engine';

// ---------------------------------------------------------------------------------------------
// Numbers

/** A number as catalogs write it: "1,200", "1.150,00", "2.40", "2,5", "12", Indian "1,20,000". */
export const NUMBER = String.raw`\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{1,4})?|\d{1,3}(?:[,.]\d{3})+(?:[.,]\d{1,4})?|\d+(?:[.,]\d{1,4})?`;

const INDIAN_GROUPING = /^\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?$/;

/** One amount, or null for a list ("10,20,30") or nonsense. */
export function parseAmount(token: string): number | null {
  if (INDIAN_GROUPING.test(token)) return Number(token.replace(/,/g, ''));
  const values = parseNumberToken(token);
  if (values.length !== 1) return null;
  const [value] = values;
  return value !== undefined && Number.isFinite(value) && value >= 0 ? value : null;
}

// ---------------------------------------------------------------------------------------------
// Currencies

// Codes are upper-case only ("try 5 kg" is not Turkish lira); symbols and "Rs" as written.
const CURRENCY_CODES = [
  'USD', 'EUR', 'INR', 'GBP', 'AED', 'SAR', 'JPY', 'CNY', 'AUD', 'CAD', 'CHF', 'SGD', 'NZD', 'HKD',
  'BDT', 'LKR', 'PKR', 'THB', 'MYR', 'IDR', 'VND', 'BRL', 'ZAR', 'EGP', 'NGN', 'TRY', 'RUB', 'KRW',
  'MXN', 'ARS', 'PLN', 'ILS', 'TWD', 'QAR', 'OMR', 'KWD', 'BHD', 'KES',
] as const; // prettier-ignore

const CURRENCY_SYMBOLS: [RegExp, string][] = [
  [/^US ?\$$/i, 'USD'],
  [/^HK\$$/i, 'HKD'],
  [/^(?:A|AU)\$$/i, 'AUD'],
  [/^(?:C|CA)\$$/i, 'CAD'],
  [/^S\$$/i, 'SGD'],
  [/^R\$$/i, 'BRL'],
  [/^\$$/, 'USD'],
  [/^€$/, 'EUR'],
  [/^euros?$/i, 'EUR'],
  [/^£$/, 'GBP'],
  [/^(?:₹|rs\.?|rupees?)$/i, 'INR'],
  [/^(?:¥|円)$/, 'JPY'],
  [/^(?:RMB|元)$/, 'CNY'],
  [/^(?:dhs?\.?|د\.إ)$/i, 'AED'],
  [/^₺$/, 'TRY'],
  [/^₽$/, 'RUB'],
  [/^₩$/, 'KRW'],
  [/^₦$/, 'NGN'],
  [/^₪$/, 'ILS'],
];

/** A currency as written before or after an amount. */
export const CURRENCY = String.raw`(?:(?<![A-Za-z])US ?\$|(?:HK|AU|CA|A|C|S|R)\$|\$|€|£|₹|¥|₺|₽|₩|₦|₪|円|元|د\.إ|(?<![A-Za-z])(?:${CURRENCY_CODES.join('|')}|RMB|Rs\.?|rs\.?|Dhs?\.?|[Ee]uros?|[Rr]upees?)(?![A-Za-z]))`;

/** ISO 4217 code of a written currency, or null. */
export function currencyCode(written: string): string | null {
  const text = written.trim();
  if ((CURRENCY_CODES as readonly string[]).includes(text)) return text;
  for (const [pattern, code] of CURRENCY_SYMBOLS) if (pattern.test(text)) return code;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Units

const UNIT_SPELLINGS: [string, string][] = [
  ['metric\\s*tonn?e?s?', 'MT'],
  ['m\\.\\s?t\\.?', 'MT'],
  ['mts?', 'MT'],
  ['tonnes?', 'MT'],
  ['tons?', 'ton'],
  ['t', 'MT'],
  ['kilo\\s*grams?', 'kg'],
  ['kilogrammes?', 'kg'],
  ['kilos?', 'kg'],
  ['kgs?', 'kg'],
  ['grams?', 'g'],
  ['gms?', 'g'],
  ['g', 'g'],
  ['quintals?', 'quintal'],
  ['qtls?', 'quintal'],
  ['lbs?', 'lb'],
  ['pounds?', 'lb'],
  ['pieces?', 'piece'],
  ['pcs?\\.?', 'piece'],
  ['nos\\.?', 'piece'],
  ['units?', 'unit'],
  ['dozens?', 'dozen'],
  ['doz\\.?', 'dozen'],
  ['pairs?', 'pair'],
  ['sets?', 'set'],
  ['boxe?s', 'box'],
  ['box', 'box'],
  ['cartons?', 'carton'],
  ['ctns?', 'carton'],
  ['bags?', 'bag'],
  ['sacks?', 'bag'],
  ['bales?', 'bale'],
  ['drums?', 'drum'],
  ['barrels?', 'barrel'],
  ['bottles?', 'bottle'],
  ['jars?', 'jar'],
  ['packets?', 'packet'],
  ['packs?', 'pack'],
  ['rolls?', 'roll'],
  ['containers?', 'container'],
  ['fcls?', 'container'],
  ['litres?', 'litre'],
  ['liters?', 'litre'],
  ['ltrs?', 'litre'],
  ['l', 'litre'],
  ['ml', 'ml'],
  ['gallons?', 'gallon'],
  ['gal', 'gallon'],
  ['sq\\.?\\s*ft\\.?', 'sq ft'],
  ['sq\\.?\\s*m(?:tr|eter|etre)?s?\\.?', 'sq m'],
  ['m2', 'sq m'],
  ['metres?', 'metre'],
  ['meters?', 'metre'],
  ['mtrs?', 'metre'],
  ['m', 'metre'],
  ['yards?', 'yard'],
  ['yds?', 'yard'],
];

/**
 * `pattern` matching letters in either case, for use inside case-sensitive patterns (currency codes
 * must stay upper-case). Escapes ("\\s", "\\.") are kept as they are.
 */
export function caseless(pattern: string): string {
  let out = '';
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern.charAt(index);
    if (char === '\\') {
      out += char + pattern.charAt(index + 1);
      index++;
    } else if (/[a-z]/i.test(char)) {
      out += `[${char.toLowerCase()}${char.toUpperCase()}]`;
    } else {
      out += char;
    }
  }
  return out;
}

/** A unit word in any case (longest spellings first), ending at a word boundary. */
export const UNIT = `(?:${[...UNIT_SPELLINGS]
  .sort((a, b) => b[0].length - a[0].length)
  .map(([spelling]) => caseless(spelling))
  .join('|')})(?![\\p{L}\\p{N}])`;

const UNIT_EXACT = UNIT_SPELLINGS.map(([spelling, unit]): [RegExp, string] => [
  new RegExp(`^(?:${spelling})$`, 'iu'),
  unit,
]);

/** "pcs", "Kgs", "MT": a unit of the known list (not any word, as normaliseUnit allows). */
export function isKnownUnit(written: string): boolean {
  const text = written.trim().replace(/[.:]+$/, '');
  return UNIT_EXACT.some(([pattern]) => pattern.test(text));
}

/** "per kg", "/MT", "Kgs", "20ft FCL" → "kg", "MT", "kg", "20ft container"; unknown words as written. */
export function normaliseUnit(written: string): string | null {
  const text = written
    .trim()
    .replace(/^(?:per\s+|\/\s*|a\s+|each\s+)/i, '')
    .replace(/^1\s+/, '')
    .replace(/[.:]+$/, '')
    .trim();
  if (!text) return null;
  const container = /^(20|40|45)\s*(?:ft|feet|'|’|′|")?\s*(?:hc|hq|gp)?\s*(?:fcls?|containers?)?$/i.exec(
    text,
  );
  if (container && /ft|feet|'|’|′|"|fcl|container/i.test(text)) return `${container[1]}ft container`;
  for (const [pattern, unit] of UNIT_EXACT) if (pattern.test(text)) return unit;
  return /^[\p{L} ]{1,20}$/u.test(text) ? text.toLowerCase() : null;
}

// ---------------------------------------------------------------------------------------------
// Prices

export interface Price {
  min: number;
  max: number;
  currency: string | null;
  unit: string | null;
  /** Where the price was found in the text. */
  start: number;
  end: number;
}

export interface PriceDefaults {
  currency?: string | null;
  unit?: string | null;
}

// "1,150 - 1,250", "1,150 to 1,250", and "3,550-—4,950" as text recognition may read an en dash.
const RANGE_TO = String.raw`\s*(?:[-–—]{1,2}|[Tt][Oo])\s*`;
// "per kg", and "perkg" as text recognition sometimes reads it (the unit must then end a word).
const PER = String.raw`\s*(?:/|[Pp][Ee][Rr]\s*|a\s+|[Ee]ach\s+)\s*`;

// Each pattern's named groups: cur (currency), a and b (the amounts), unit.
const PRICE_PATTERNS: RegExp[] = [
  // "USD 1,150 - 1,250 / MT", "$1,200", "₹ 180/kg", "EUR 2.40 per kg", "US$4.50/kg"
  new RegExp(
    `(?<cur>${CURRENCY})\\s*(?<a>${NUMBER})(?:${RANGE_TO}(?:${CURRENCY})?\\s*(?<b>${NUMBER}))?(?:\\s*${CURRENCY})?(?:${PER}(?<unit>${UNIT}))?`,
    'gu',
  ),
  // "1.150,00 €/t", "2.40 EUR per kg", "1,150 - 1,250 USD/MT"
  new RegExp(
    `(?<![\\d.,])(?<a>${NUMBER})(?:${RANGE_TO}(?<b>${NUMBER}))?\\s*(?<cur>${CURRENCY})(?:${PER}(?<unit>${UNIT}))?`,
    'gu',
  ),
  // "USD/MT 1,200", "USD per kg: 2.40"
  new RegExp(
    `(?<cur>${CURRENCY})${PER}(?<unit>${UNIT})\\s*[:=]?\\s*(?<a>${NUMBER})(?:${RANGE_TO}(?<b>${NUMBER}))?`,
    'gu',
  ),
  // "4,200/MT", "180 per kg" (no currency: the table's or document's, if any)
  new RegExp(
    `(?<![\\d.,\\p{L}])(?<a>${NUMBER})(?:${RANGE_TO}(?<b>${NUMBER}))?\\s*(?:/|per\\s+)\\s*(?<unit>${UNIT})`,
    'gu',
  ),
];

function priceFrom(match: RegExpExecArray, defaults: PriceDefaults): Price | null {
  const groups = match.groups ?? {};
  const a = groups['a'] ? parseAmount(groups['a']) : null;
  if (a === null) return null;
  const b = groups['b'] ? parseAmount(groups['b']) : null;
  const currency = groups['cur'] ? currencyCode(groups['cur']) : (defaults.currency ?? null);
  const unit = groups['unit'] ? normaliseUnit(groups['unit']) : (defaults.unit ?? null);
  return {
    min: b === null ? a : Math.min(a, b),
    max: b === null ? a : Math.max(a, b),
    currency,
    unit,
    start: match.index,
    end: match.index + match[0].length,
  };
}

/** The first price in the text, preferring prices with a currency over bare "4,200/MT". */
export function findPrice(text: string, defaults: PriceDefaults = {}): Price | null {
  const normalised = normaliseDigits(text);
  let best: Price | null = null;
  PRICE_PATTERNS.forEach((pattern, index) => {
    if (best && index === PRICE_PATTERNS.length - 1) return;
    for (const match of normalised.matchAll(pattern)) {
      const price = priceFrom(match, defaults);
      if (price && (!best || price.start < best.start)) best = price;
      if (price) break;
    }
  });
  return best;
}

/** A price cell of a table: a full price, or a bare amount or range priced by the header's currency/unit. */
export function parsePriceCell(text: string, defaults: PriceDefaults): Price | null {
  const found = findPrice(text, defaults);
  if (found) return found;
  const normalised = normaliseDigits(text);
  const match = new RegExp(`(?<![\\d.,])(?<a>${NUMBER})(?:${RANGE_TO}(?<b>${NUMBER}))?`, 'u').exec(
    normalised,
  );
  return match ? priceFrom(match, defaults) : null;
}

// ---------------------------------------------------------------------------------------------
// Quantities (MOQ)

export interface Quantity {
  value: number;
  unit: string | null;
  start: number;
  end: number;
}

const CONTAINER_SIZE = String.raw`(?<size>20|40|45)\s*(?:ft|feet|'|’|′|")\s*(?:HC|HQ|GP)?\s*(?:FCLs?|containers?)?`;
const QUANTITY = new RegExp(
  `(?<![\\d.,])(?<n>${NUMBER})\\s*(?:[x×]\\s*${CONTAINER_SIZE}|-?\\s*(?<unit>${UNIT}))?`,
  'iu',
);

/** "5 MT", "1,000 kg", "1 x 20ft FCL", "10" (with the default unit). */
export function parseQuantity(text: string, defaultUnit: string | null = null): Quantity | null {
  const normalised = normaliseDigits(text);
  const match = QUANTITY.exec(normalised);
  if (!match?.groups?.['n']) return null;
  const value = parseAmount(match.groups['n']);
  if (value === null || value <= 0) return null;
  const size = match.groups['size'];
  const unit = size
    ? `${size}ft container`
    : match.groups['unit']
      ? normaliseUnit(match.groups['unit'])
      : defaultUnit;
  return { value, unit, start: match.index, end: match.index + match[0].length };
}

const MOQ_LABEL = String.raw`(?<![\p{L}])(?:M\.?O\.?Q\.?|min(?:imum|\.)?\s*(?:order(?:\s*(?:qty\.?|quantity))?|ord\.?\s*qty\.?|qty\.?|quantity))(?:\s*\((?<hint>[^)]{1,20})\))?\s*(?:[:=]|-|is|of)?\s*`;
const MOQ_PATTERN = new RegExp(MOQ_LABEL, 'giu');
// "5 MT MOQ", "500 kg minimum"
const MOQ_AFTER = new RegExp(
  `(?<![\\d.,])(?<n>${NUMBER})\\s*(?<unit>${UNIT})\\s*(?:MOQ|minimum)(?![\\p{L}])`,
  'iu',
);

export interface Moq extends Quantity {
  /** Where the label ("MOQ", "Min. Order") starts. */
  labelStart: number;
}

/** The labelled minimum order quantity in a line of text. */
export function findMoq(text: string, defaultUnit: string | null = null): Moq | null {
  const normalised = normaliseDigits(text);
  for (const match of normalised.matchAll(MOQ_PATTERN)) {
    const after = match.index + match[0].length;
    const hint = match.groups?.['hint'];
    const quantity = parseQuantity(
      normalised.slice(after, after + 40),
      hint ? normaliseUnit(hint) : defaultUnit,
    );
    if (quantity && quantity.start === 0) {
      return { ...quantity, start: after, end: after + quantity.end, labelStart: match.index };
    }
  }
  const trailing = MOQ_AFTER.exec(normalised);
  if (trailing?.groups?.['n'] && trailing.groups['unit']) {
    const value = parseAmount(trailing.groups['n']);
    if (value !== null && value > 0) {
      return {
        value,
        unit: normaliseUnit(trailing.groups['unit']),
        start: trailing.index,
        end: trailing.index + trailing[0].length,
        labelStart: trailing.index,
      };
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Origins: the 30 countries (docs/product.md#lists), their common other names and adjectives.

// Canonical name, other names (English, then Spanish, French, German and Portuguese), adjectives.
const COUNTRIES: [string, string[], string[]][] = [
  ['India', ['India', 'Bharat', 'Inde', 'Indien', 'Índia'], ['Indian']],
  ['United States', ['United States of America', 'United States', 'USA', 'U.S.A.', 'US', 'U.S.', 'Estados Unidos', 'États-Unis', 'Vereinigte Staaten', 'EUA'], ['American']],
  ['China', ['China', "People's Republic of China", 'PRC', 'Chine'], ['Chinese']],
  ['Germany', ['Germany', 'Deutschland', 'Alemania', 'Allemagne', 'Alemanha'], ['German']],
  ['United Kingdom', ['United Kingdom', 'UK', 'U.K.', 'Great Britain', 'Britain', 'England', 'Reino Unido', 'Royaume-Uni', 'Vereinigtes Königreich'], ['British']],
  ['Japan', ['Japan', 'Japón', 'Japon', 'Japão'], ['Japanese']],
  ['France', ['France', 'Francia', 'Frankreich', 'França'], ['French']],
  ['Italy', ['Italy', 'Italia', 'Italie', 'Italien', 'Itália'], ['Italian']],
  ['Brazil', ['Brazil', 'Brasil', 'Brésil', 'Brasilien'], ['Brazilian']],
  ['Canada', ['Canada', 'Canadá', 'Kanada'], ['Canadian']],
  ['Australia', ['Australia', 'Australie', 'Australien', 'Austrália'], ['Australian']],
  ['South Korea', ['South Korea', 'Republic of Korea', 'Korea', 'Corea del Sur', 'Corée du Sud', 'Südkorea', 'Coreia do Sul'], ['South Korean', 'Korean']],
  ['Russia', ['Russia', 'Russian Federation', 'Rusia', 'Russie', 'Russland', 'Rússia'], ['Russian']],
  ['Mexico', ['Mexico', 'México', 'Mexique', 'Mexiko'], ['Mexican']],
  ['Spain', ['Spain', 'España', 'Espagne', 'Spanien', 'Espanha'], ['Spanish']],
  ['Indonesia', ['Indonesia', 'Indonésie', 'Indonesien', 'Indonésia'], ['Indonesian']],
  ['Netherlands', ['The Netherlands', 'Netherlands', 'Holland', 'Países Bajos', 'Pays-Bas', 'Niederlande', 'Países Baixos'], ['Dutch']],
  ['Saudi Arabia', ['Saudi Arabia', 'KSA', 'Arabia Saudita', 'Arabie saoudite', 'Saudi-Arabien', 'Arábia Saudita'], ['Saudi']],
  ['Turkey', ['Turkey', 'Türkiye', 'Turkiye', 'Turquía', 'Turquie', 'Türkei', 'Turquia'], ['Turkish']],
  ['Taiwan', ['Taiwan', 'Taiwán', 'Taïwan'], ['Taiwanese']],
  ['Belgium', ['Belgium', 'Bélgica', 'Belgique', 'Belgien'], ['Belgian']],
  ['Poland', ['Poland', 'Polonia', 'Pologne', 'Polen', 'Polônia'], []], // "Polish" is also a verb and a product.
  ['Argentina', ['Argentina', 'Argentine', 'Argentinien'], ['Argentinian']],
  ['Ireland', ['Ireland', 'Irlanda', 'Irlande', 'Irland'], ['Irish']],
  ['Austria', ['Austria', 'Autriche', 'Österreich', 'Áustria'], ['Austrian']],
  ['Israel', ['Israel', 'Israël'], ['Israeli']],
  ['Nigeria', ['Nigeria', 'Nigéria'], ['Nigerian']],
  ['South Africa', ['South Africa', 'RSA', 'Sudáfrica', 'Afrique du Sud', 'Südafrika', 'África do Sul'], ['South African']],
  ['Egypt', ['Egypt', 'Egipto', 'Égypte', 'Ägypten', 'Egito'], ['Egyptian']],
  ['UAE', ['United Arab Emirates', 'UAE', 'U.A.E.', 'Emirates', 'Emiratos Árabes Unidos', 'Émirats arabes unis', 'Vereinigte Arabische Emirate', 'Emirados Árabes Unidos'], ['Emirati']],
]; // prettier-ignore

export const COUNTRY_NAMES: readonly string[] = COUNTRIES.map(([name]) => name);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function wordsPattern(spellings: string[], flags: string): RegExp {
  const sorted = [...spellings].sort((a, b) => b.length - a.length).map(escape);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${sorted.join('|')})(?![\\p{L}\\p{N}$]|\\.\\p{L})`, flags);
}

const COUNTRY_LOOKUP = new Map<string, string>();
for (const [name, spellings, adjectives] of COUNTRIES) {
  for (const spelling of [...spellings, ...adjectives]) COUNTRY_LOOKUP.set(spelling.toLowerCase(), name);
}
const ALL_NAMES = COUNTRIES.flatMap(([, spellings]) => spellings);
const ALL_ADJECTIVES = COUNTRIES.flatMap(([, , adjectives]) => adjectives);
// Full names match in any case after a label ("origin: india"); short codes only as capitals.
const NAME_ANY_CASE = wordsPattern(
  ALL_NAMES.filter((name) => name.length > 3 && name !== name.toUpperCase()),
  'giu',
);
const NAME_CASED = wordsPattern(ALL_NAMES, 'gu');
const ADJECTIVE_CASED = wordsPattern(ALL_ADJECTIVES, 'gu');

export interface Found<T> {
  value: T;
  start: number;
  end: number;
}

function firstMatch(pattern: RegExp, text: string): Found<string> | null {
  pattern.lastIndex = 0;
  const match = pattern.exec(text);
  pattern.lastIndex = 0;
  if (!match) return null;
  const value = COUNTRY_LOOKUP.get(match[0].toLowerCase());
  return value ? { value, start: match.index, end: match.index + match[0].length } : null;
}

/** The country of the 30 named in `text` (a value after an "Origin" label or an Origin cell). */
export function countryIn(text: string): string | null {
  return (
    firstMatch(NAME_CASED, text)?.value ??
    firstMatch(NAME_ANY_CASE, text)?.value ??
    firstMatch(ADJECTIVE_CASED, text)?.value ??
    null
  );
}

/** An Origin cell or labelled value: one of the 30 countries, else the place as written (short), else null. */
export function parseOrigin(value: string): string | null {
  const country = countryIn(value);
  if (country) return country;
  const place = value.trim().replace(/[.;,]+$/, '');
  return /^\p{L}[\p{L} .'-]{1,40}$/u.test(place) && place.split(/\s+/).length <= 4 ? place : null;
}

/** One of the 30 countries written as a proper name anywhere in text ("…, India"). */
export function countryNamedIn(text: string): Found<string> | null {
  return firstMatch(NAME_CASED, text);
}

/** A country adjective ("Indian Basmati Rice"). */
export function countryAdjectiveIn(text: string): Found<string> | null {
  return firstMatch(ADJECTIVE_CASED, text);
}

// ---------------------------------------------------------------------------------------------
// Categories: the 12 (docs/product.md#lists).

const FOLDED_CATEGORIES = CATEGORIES.map((category): [string, Category] => [
  foldText(category)
    .replace(/\band\b/g, '')
    .replace(/\s+/g, ' ')
    .trim(),
  category,
]);

// Words a section heading or a Category cell uses for each category.
const CATEGORY_HEADINGS: [RegExp, Category][] = [
  [/^(?:spices?|herbs?|spices? herbs?|masalas?|seasonings?|whole spices|ground spices|spice powders?)$/, 'Spices & Herbs'],
  [/^(?:textiles?|garments?|apparels?|clothing|fabrics?|yarns?|home textiles?|textiles? garments?)$/, 'Textiles & Garments'],
  [/^(?:agri(?:cultur(?:e|al))?|agro|agro products|agri products|agricultural commodities|agro commodities|grains?|cereals?|pulses|seeds|rice|farm produce|commodities)$/, 'Agricultural Products'],
  [/^(?:chemicals?|chemical products|industrial chemicals|specialty chemicals)$/, 'Chemicals'],
  [/^(?:machinery|machines?|equipment|machinery equipment|industrial machinery|tools)$/, 'Machinery & Equipment'],
  [/^(?:pharma|pharmaceuticals?|medicines?|drugs|apis?|formulations|healthcare)$/, 'Pharmaceuticals'],
  [/^(?:electronics?|electronic products|electricals?|electrical products)$/, 'Electronics'],
  [/^(?:automotive|automotive parts|auto parts|auto components|automobile parts|spare parts)$/, 'Automotive Parts'],
  [/^(?:foods?|beverages?|food products|processed foods?|drinks|food beverages|foods beverages)$/, 'Food & Beverages'],
  [/^(?:jewel(?:le)?ry|gems?|gemstones?|jewel(?:le)?ry gems?)$/, 'Jewelry & Gems'],
  [/^(?:leather|leather products|leather goods)$/, 'Leather Products'],
  [/^(?:handicrafts?|crafts?|handmade|home decor|handicraft products)$/, 'Handicrafts'],
]; // prettier-ignore

function foldCategory(text: string): string {
  return foldText(text)
    .replace(/\band\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One of the 12 categories when `text` names it (a heading or a Category cell), else null. */
export function categoryNamed(text: string): Category | null {
  const folded = foldCategory(text);
  if (!folded) return null;
  for (const [name, category] of FOLDED_CATEGORIES) if (name === folded) return category;
  for (const [pattern, category] of CATEGORY_HEADINGS) if (pattern.test(folded)) return category;
  return null;
}

// Keyword rules over a product's name, most specific categories first ("leather belt" is leather,
// "cotton seed oil" is food, "cotton bales" agricultural).
const CATEGORY_KEYWORDS: [Category, RegExp][] = [
  ['Leather Products', /\b(?:leather|wallets?|belts?|handbags?|saddlery|footwear|shoes|boots|sandals|hides?|purses?)\b/],
  ['Automotive Parts', /\b(?:auto(?:motive)? parts?|brake|clutch|pistons?|spark plugs?|gaskets?|bearings?|radiators?|axles?|shock absorbers?|tyres?|tires?|wipers?|automotive|automobile|oil filters?|crankshafts?)\b/],
  ['Jewelry & Gems', /\b(?:jewel(?:le)?ry|gold|silver|diamonds?|gems?|gemstones?|ruby|rubies|emeralds?|sapphires?|necklaces?|earrings?|bracelets?|bangles?|pendants?|pearls?|rings?)\b/],
  ['Pharmaceuticals', /\b(?:tablets?|capsules?|syrups?|injections?|ointments?|paracetamol|amoxicillin|ibuprofen|metformin|azithromycin|vaccines?|pharma(?:ceuticals?)?|drugs?|medicines?|api|antibiotics?|vitamin [a-z0-9]+ tablets)\b/],
  ['Chemicals', /\b(?:acids?|chlorides?|sulphates?|sulfates?|hydroxides?|oxides?|nitrates?|carbonates?|solvents?|resins?|polymers?|dyes?|pigments?|chemicals?|urea|fertili[sz]ers?|caustic|soda ash|glycerine?|ethanol|methanol|peroxide|bentonite)\b/],
  ['Electronics', /\b(?:led|leds|pcbs?|semiconductors?|chargers?|batter(?:y|ies)|solar panels?|inverters?|sensors?|smartphones?|laptops?|electronics?|capacitors?|resistors?|cables?|adapters?|transformers?|circuit)\b/],
  ['Machinery & Equipment', /\b(?:machines?|machinery|pumps?|motors?|compressors?|generators?|equipment|valves?|boilers?|conveyors?|crushers?|lathes?|drills?|turbines?|tractors?|harvesters?|mills?|grinders?)\b/],
  ['Handicrafts', /\b(?:handicrafts?|handmade|hand made|brass|copper ware|wooden|terracotta|pottery|marble inlay|bamboo|rattan|wicker|carvings?|sculptures?|figurines?|diyas?|lamps?|candles?|incense|agarbatti|baskets?|rugs?|carpets?|dhurries|decor|ornaments?|artefacts?|artifacts?)\b/],
  ['Textiles & Garments', /\b(?:yarns?|fabrics?|garments?|apparel|shirts?|t shirts?|tshirts?|sarees?|saris?|scarves|scarf|shawls?|stoles?|towels?|bed ?sheets?|bed linen|denim|silk|linen|textiles?|knit(?:ted|wear)?|woven|hosiery|kurtas?|dresses|jeans|trousers|jackets?|socks|cotton fabric|cotton garments)\b/],
  ['Spices & Herbs', /\b(?:spices?|turmeric|pepper|peppercorns?|cumin|jeera|coriander|cardamom|cloves?|cinnamon|cassia|chill?ies|chill?i|chilly|ginger|nutmeg|mace|fenugreek|fennel|saffron|star anise|anise|mustard seeds?|ajwain|carom|bay leaf|bay leaves|curry leaves|oregano|basil|mint|thyme|rosemary|herbs?|masala|paprika|vanilla|asafoetida|hing|garam|dill|celery seeds?|poppy seeds?|nigella|kalonji|tamarind)\b/],
  ['Food & Beverages', /\b(?:tea|coffee|juices?|honey|jaggery|sugar|snacks?|biscuits?|cookies|sauces?|pickles?|jams?|oils?|ghee|flour|atta|pasta|noodles|beverages?|drinks?|water|wine|chocolates?|cocoa|ready to eat|frozen|dairy|milk|cheese|butter|dried fruits?|dry fruits?|pulp|puree|vinegar|syrup|confectionery|papad|namkeen|instant|makhana)\b/],
  ['Agricultural Products', /\b(?:rice|basmati|wheat|maize|corn|barley|millets?|sorghum|jowar|bajra|soy(?:a|bean)s?|pulses|lentils?|dal|chickpeas?|chana|peanuts?|groundnuts?|sesame|cashews?|almonds?|raisins?|walnuts?|onions?|potatoes?|garlic|grains?|seeds?|cotton|jute|guar|castor|fruits?|vegetables?|mangoes|bananas|grapes|pomegranates?|coconuts?|copra|areca|betel|tobacco|rubber|oats|quinoa|beans)\b/],
]; // prettier-ignore

/** The category a product name suggests: the glossary's entry, else keyword rules, else null. */
export function categoryForName(name: string, extra = ''): Category | null {
  const [entry] = findGlossaryTerms(name);
  // What a product is made into beats what it is made of: "Cotton Poplin Fabric" is a textile
  // though the glossary's "cotton" is a crop, "Turmeric Capsules" a pharmaceutical.
  const folded = ` ${foldText(`${name} ${extra}`)} `;
  const formed = ` ${foldText(name)} `;
  const byForm = CATEGORY_KEYWORDS.find(
    ([category, pattern]) => !RAW_CATEGORIES.has(category) && pattern.test(formed),
  )?.[0];
  if (entry && byForm && RAW_CATEGORIES.has(entry.category)) return byForm;
  if (entry) return entry.category;
  for (const [category, pattern] of CATEGORY_KEYWORDS) if (pattern.test(folded)) return category;
  return null;
}

/** Categories of raw or lightly processed goods, which other categories' products are made from. */
const RAW_CATEGORIES = new Set<Category>(['Agricultural Products', 'Spices & Herbs', 'Food & Beverages']);

// ---------------------------------------------------------------------------------------------
// Certifications: the engine's list, plus a few of non-food trades.

const MORE_CERTIFICATIONS: [string, RegExp][] = [
  ['GMP', /(?<![\p{L}])(?:WHO[\s-]*)?c?GMP(?![\p{L}])/u],
  ['CE', /(?<![\p{L}])CE(?:\s+(?:marked|certified|mark))(?![\p{L}])|(?<![\p{L}])CE(?=\s*[,;|)·•/]|$)/u],
  ['RoHS', /(?<![\p{L}])RoHS(?![\p{L}])/iu],
  ['ISO 14001', /(?<![\p{L}])ISO[\s-]*14001(?![\p{N}])/iu],
  ['ISO 13485', /(?<![\p{L}])ISO[\s-]*13485(?![\p{N}])/iu],
  ['GOTS', /(?<![\p{L}])GOTS(?![\p{L}])/u],
  ['OEKO-TEX', /(?<![\p{L}])OEKO[\s-]*TEX(?![\p{L}])/iu],
  ['FSC', /(?<![\p{L}])FSC(?![\p{L}])/u],
  ['BIS', /(?<![\p{L}])BIS(?![\p{L}])/u],
  ['REACH', /(?<![\p{L}])REACH(?![\p{L}])/u],
  ['Spices Board', /(?<![\p{L}])Spices?\s+Board(?![\p{L}])/iu],
  ['APEDA', /(?<![\p{L}])APEDA(?![\p{L}])/u],
];

export function findCertifications(text: string): string[] {
  const found: string[] = [...extractFacts(text).certifications];
  for (const [label, pattern] of MORE_CERTIFICATIONS) {
    if (pattern.test(text) && !found.includes(label)) found.push(label);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Document-wide notes

/** "All prices in USD per MT", "Prices are quoted in EUR/kg": the default currency and unit. */
export function priceNote(text: string): PriceDefaults | null {
  const match = new RegExp(
    `(?<![\\p{L}])(?:all\\s+)?prices?\\s+(?:are\\s+)?(?:quoted\\s+|given\\s+|shown\\s+)?(?:in|:)\\s*(?<cur>${CURRENCY})(?:${PER}(?<unit>${UNIT}))?`,
    'iu',
  ).exec(text);
  if (!match?.groups?.['cur']) return null;
  const currency = currencyCode(match.groups['cur']);
  if (!currency) return null;
  const unit = match.groups['unit'] ? normaliseUnit(match.groups['unit']) : null;
  return unit ? { currency, unit } : { currency };
}

// ---------------------------------------------------------------------------------------------
// Quantity price breaks: "1-99 pcs: USD 3.40 / 100+ pcs: USD 3.10", "100 - 499 kg @ $2.10",
// "500 pcs and above: EUR 1.90".

export interface PriceTierFound {
  minQty: number;
  maxQty: number | null;
  price: number;
}

export interface Tiers {
  tiers: PriceTierFound[];
  /** priceMin/priceMax span the tiers; unit is the tiers' quantity unit, else the price's. */
  price: Price;
}

const TIER = new RegExp(
  `(?<![\\d.,])(?<a>${NUMBER})\\s*(?:(?:-|–|—|to)\\s*(?<b>${NUMBER})|(?<plus>\\+|\\s+(?:and\\s+)?(?:above|more|over|or\\s+more)))?\\s*(?<qunit>${UNIT})?\\s*(?:\\+|\\s(?:and\\s+)?(?:above|more|over|or\\s+more))?\\s*(?:[:=@]|-|–)\\s*(?<cur>${CURRENCY})\\s*(?<p>${NUMBER})(?:${PER}(?<unit>${UNIT}))?`,
  'giu',
);

/** How many quantity tiers ("1-99 pcs: USD 3.40", "100+ pcs: USD 3.10") the text holds. */
export function tierCount(text: string): number {
  let count = 0;
  for (const match of normaliseDigits(text).matchAll(TIER)) {
    const groups = match.groups ?? {};
    const open = Boolean(groups['plus']) || /(?:\+|above|more|over)\s*(?:[:=@]|-|–)/iu.test(match[0]);
    if (groups['b'] || open) count++;
  }
  return count;
}

/** Two or more quantity tiers with their prices, in ascending quantity; null otherwise. */
export function findTiers(text: string, defaults: PriceDefaults = {}): Tiers | null {
  const normalised = normaliseDigits(text);
  const tiers: (PriceTierFound & { start: number; end: number })[] = [];
  let currency: string | null = null;
  let unit: string | null = null;
  for (const match of normalised.matchAll(TIER)) {
    const groups = match.groups ?? {};
    const a = groups['a'] ? parseAmount(groups['a']) : null;
    const b = groups['b'] ? parseAmount(groups['b']) : null;
    const price = groups['p'] ? parseAmount(groups['p']) : null;
    if (a === null || price === null) continue;
    const open = Boolean(groups['plus']) || /(?:\+|above|more|over)\s*(?:[:=@]|-|–)/iu.test(match[0]);
    if (b === null && !open) continue;
    currency ??= groups['cur'] ? currencyCode(groups['cur']) : null;
    unit ??= groups['qunit']
      ? normaliseUnit(groups['qunit'])
      : groups['unit']
        ? normaliseUnit(groups['unit'])
        : null;
    tiers.push({
      minQty: a,
      maxQty: b,
      price,
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  if (tiers.length < 2) return null;
  tiers.sort((x, y) => x.minQty - y.minQty);
  const prices = tiers.map((tier) => tier.price);
  return {
    tiers: tiers.map(({ minQty, maxQty, price }) => ({ minQty, maxQty, price })),
    price: {
      min: Math.min(...prices),
      max: Math.max(...prices),
      currency: currency ?? defaults.currency ?? null,
      unit: unit ?? defaults.unit ?? null,
      start: Math.min(...tiers.map((tier) => tier.start)),
      end: Math.max(...tiers.map((tier) => tier.end)),
    },
  };
}

/** "1-99 pcs: USD 3.40; 100+ pcs: USD 3.10", for a product's description. */
export function tiersText(tiers: readonly PriceTierFound[], price: Price): string {
  const unit = price.unit ? ` ${price.unit}` : '';
  const currency = price.currency ? `${price.currency} ` : '';
  return tiers
    .map((tier) => {
      const range = tier.maxQty === null ? `${tier.minQty}+` : `${tier.minQty}-${tier.maxQty}`;
      return `${range}${unit}: ${currency}${tier.price}`;
    })
    .join('; ');
}

// ---------------------------------------------------------------------------------------------
// Lead time: "Lead time: 15–20 days", "Delivery in 3 weeks", "Dispatch within 30 days".

const DURATION = String.raw`(?<d>\d{1,3}(?:\s*(?:-|–|—|to)\s*\d{1,3})?\s*(?:working\s+|business\s+)?(?:days?|weeks?|wks?|months?))`;
export const LEAD_TIME_LABEL = String.raw`(?:lead\s*[-\s]?time|delivery(?:\s+(?:time|period|in|within))?|dispatch(?:\s+(?:time|in|within))?|shipment\s+(?:in|within)|ready\s+in|production\s+time|tiempo\s+de\s+entrega|plazo\s+de\s+entrega|d[ée]lai(?:\s+de\s+livraison)?|lieferzeit|prazo\s+de\s+entrega)`;
const LEAD_TIME = new RegExp(
  `(?<![\\p{L}])${LEAD_TIME_LABEL}(?:\\s*\\([^)]*\\))?\\s*[:\\-–=]?\\s*(?:within\\s+|in\\s+|approx\\.?\\s+|about\\s+)?${DURATION}`,
  'iu',
);

/** A duration as written, made plain: "15–20 days" → "15-20 days". */
export function normaliseDuration(text: string): string | null {
  const match = new RegExp(DURATION, 'iu').exec(normaliseDigits(text));
  if (!match?.groups?.['d']) return null;
  return match.groups['d']
    .replace(/\s*(?:-|–|—|to)\s*(?=\d)/u, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

export function findLeadTime(text: string): { value: string; start: number } | null {
  const match = LEAD_TIME.exec(normaliseDigits(text));
  if (!match?.groups?.['d']) return null;
  const value = normaliseDuration(match.groups['d']);
  return value ? { value, start: match.index } : null;
}
