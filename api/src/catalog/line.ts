// One free-form catalog line ("Organic Turmeric Powder — USD 1,200/MT, MOQ 5 MT, Origin: India,
// Grade A") read into a name and labelled fields.
import type { Category } from 'engine';
import {
  categoryForName,
  categoryNamed,
  countryAdjectiveIn,
  countryIn,
  CURRENCY,
  countryNamedIn,
  findCertifications,
  findLeadTime,
  findMoq,
  findPrice,
  findTiers,
  isKnownUnit,
  normaliseUnit,
  parseOrigin,
  type Moq,
  type Price,
  type PriceDefaults,
  type PriceTierFound,
} from './fields.ts';

export interface LineFields {
  name: string | null;
  /** The line starts with a field label ("Price:", "MOQ:", "Origin:"…): it describes the product above. */
  labelLed: boolean;
  price: Price | null;
  moq: Moq | null;
  origin: string | null;
  /** The origin came from a label or a country named after the product name (not an adjective). */
  originExplicit: boolean;
  grade: string | null;
  /** The grade came from a label ("Grade: A", "Grade A"), not a phrase like "Premium Quality". */
  gradeExplicit: boolean;
  category: Category | null;
  unit: string | null;
  certifications: string[];
  /** "15-20 days" from "Lead time: 15–20 days". */
  leadTime: string | null;
  /** Quantity price breaks; `price` then spans them. */
  tiers: PriceTierFound[];
  /** The line starts with a category name ("Chemicals · Origin: China · USD 3.40"): a detail line. */
  categoryLed: boolean;
  description: string | null;
}

/** The line says something only a product line says: a price, an MOQ, or a labelled field. */
export function isStrong(fields: LineFields): boolean {
  return (
    fields.price !== null ||
    fields.moq !== null ||
    fields.originExplicit ||
    fields.gradeExplicit ||
    fields.category !== null ||
    fields.leadTime !== null
  );
}

// A dash before a detail line ("– MOQ 5 MT") is a bullet too.
const BULLET = /^\s*(?:[•◦▪▫●○■□►▸‣⁃∙·*>✓✔➢➤–—-]+\s*|\(?(?:\d{1,3}|[a-z]|[ivx]{1,4})[.)]\s+)/iu;

export function stripBullet(text: string): string {
  return text.replace(BULLET, '').trim();
}

const NAME_LABEL = /^(?:product(?:\s+name)?|item(?:\s+name)?|name|commodity)\s*[:\-–]\s*/iu;

// What follows "Grade" without a colon: a code ("A", "AA+", "1", "II", "AGEB", "S-6") or a grade word
// ("Grade Premium"), never an ordinary word ("Food Grade Citric Acid").
const GRADE_CODE =
  '(?:[A-Z0-9][A-Z0-9+\\-/.]{0,7}|Premium|Export|Standard|Superior|Super|Extra|Fine|Commercial|Food|Feed|Pharma|Industrial|Technical|Reagent|Medium|Bold|Select|Choice|First|Second|Top|Special)';

// Labels that start a line describing the product above rather than naming a new one: with a
// separator ("Quality: Premium"), or, for price, MOQ and origin, followed by their value ("MOQ 5 MT",
// "Origin India"). "Type C Charger" or "Quality Tea" name products.
const FIELD_LABEL_START =
  /^(?:(?:(?:fob|cif|cfr|cnf|exw|ex-works|unit|offer|export)\s+)?(?:price|rate|cost)s?|m\.?o\.?q\.?|min(?:imum|\.)?\s*(?:order|qty|quantity)|(?:country\s+of\s+)?origin|made\s+in|grade|quality|specs?|specifications?|(?:product\s+)?category|segment|certifications?|certified|certificates?|description|details|remarks|notes?|packing|packaging|pack\s+size|unit|uom|hs\s*code|hsn|lead\s+time|delivery|payment|shelf\s+life|moisture|purity|colou?r|size|variety|type|features?|usage|applications?)(?![\p{L}])\s*(?:\([^)]*\))?\s*[:\-–=]/iu;
const FIELD_LABEL_BARE = new RegExp(
  `^(?:(?:(?:fob|cif|cfr|exw)\\s+)?(?:price|rate)s?\\s+(?=${CURRENCY}|\\d)|(?:m\\.?o\\.?q\\.?|min(?:imum|\\.)?\\s*(?:order|qty|quantity))(?![\\p{L}])|(?:country\\s+of\\s+origin|origin|made\\s+in)\\s+(?=\\p{Lu})|grade\\s+${GRADE_CODE}\\s*$)`,
  'iu',
);

// A product's code on its own line ("SKU: KR-1042", "Code: KR-1042", "Art. No. 5521"): a detail of
// the product above, never a name. The code must hold a digit.
const CODE_LINE =
  /^(?:sku|(?:item|product|article|art\.?|model|part|style|cat(?:alogue|\.)?)\s*(?:code|no\.?|number|#)|code|ref(?:erence)?\.?(?:\s*no\.?)?)\s*[:#.]?\s*[A-Z]{0,5}[-/ ]?\d[\w\-/.]*$/iu;

export function isCodeLine(text: string): boolean {
  return CODE_LINE.test(stripBullet(text));
}

function isLabelLine(text: string): boolean {
  return FIELD_LABEL_START.test(text) || FIELD_LABEL_BARE.test(text) || CODE_LINE.test(text);
}

// A badge printed by a name ("NEW", "HOT", "BESTSELLER"): in capitals, at either end of a name that
// is not itself in capitals.
const BADGE =
  /^(?:NEW|HOT|SALE|OFFER|BESTSELLER|BEST\s+SELLER|TOP\s+SELLER|NEW\s+ARRIVAL|LIMITED|EXCLUSIVE)!?$/u;

/** A line's cells that are only a badge ("Sodium Bicarbonate\tNEW"), taken out; "" when only a badge. */
export function withoutBadgeCells(text: string): string {
  return text
    .split('\t')
    .filter((cell) => !BADGE.test(cell.trim()))
    .join('\t')
    .trim();
}

// A quantity alone ("1-99 pcs", "100+ pcs", "500 kg and above") is a price tier's quantity, not a name.
const QUANTITY_ONLY =
  /^\d[\d,.]*\s*(?:(?:-|–|to)\s*\d[\d,.]*|\+)?\s*(?<unit>\p{L}[\p{L}. ]*?)?\s*(?:\+|(?:and\s+)?(?:above|more|over))?$/iu;

// A trade term or price word alone ("FOB USD 1,200 / MT" cut at the price) names nothing.
// A code's label alone ("SKU" of "SKU: KR-1042" beside another column's text) names nothing either.
const TERM_ONLY =
  /^(?:fob|cif|cfr|cnf|exw|ex-works|fca|ddp|price|rate|approx\.?|from|only|sku|code|(?:item|product|article|art\.?|model|part|style)\s*(?:code|no\.?|number|#)|ref(?:erence)?\.?(?:\s*no\.?)?)$/iu;

export function isQuantityOnly(text: string): boolean {
  const match = QUANTITY_ONLY.exec(text.trim());
  if (!match) return false;
  const unit = match.groups?.['unit'];
  return !unit || isKnownUnit(unit);
}

export function withoutBadge(name: string): string {
  if (!/\p{Ll}/u.test(name)) return name;
  const words = name.split(/\s+/);
  for (const take of [2, 1]) {
    if (words.length > take && BADGE.test(words.slice(-take).join(' ')))
      return words.slice(0, -take).join(' ');
    if (words.length > take && BADGE.test(words.slice(0, take).join(' '))) return words.slice(take).join(' ');
  }
  return name;
}

// Where another field's label starts: the end of a labelled value written without commas.
const NEXT_LABEL =
  /\s+(?:origin|country\s+of\s+origin|made\s+in|moq|m\.o\.q|min(?:imum|\.)?\s*(?:order|qty)|price|fob|cif|grade|quality|category|certifications?|certified|packing|packaging|unit|description|remarks|hs\s*code)(?![\p{L}])/iu;

const VALUE_END = /[,;|\t()—–·•]|\s-\s|\s\/\s/u;

function labelledValue(text: string, pattern: RegExp): { value: string; start: number } | null {
  const match = pattern.exec(text);
  if (!match) return null;
  // "Quality - Premium" labels at the start of a line or after a separator; in "Cumin Seeds Europe
  // Quality - USD 2.40/kg" the dash ends the product's name.
  if (!/[:=]/u.test(match[0]) && match.index > 0 && !/[,;|·•(\t/]\s*$/u.test(text.slice(0, match.index))) {
    return null;
  }
  let value = text.slice(match.index + match[0].length);
  const end = VALUE_END.exec(value);
  if (end) value = value.slice(0, end.index);
  const next = NEXT_LABEL.exec(value);
  if (next) value = value.slice(0, next.index);
  value = value.trim().replace(/[.:]+$/, '');
  return value ? { value, start: match.index } : null;
}

// English labels, then Spanish, French, German and Portuguese ones.
const ORIGIN_WORDS =
  "(?:country\\s+of\\s+origin|origin|made\\s+in|product\\s+of|produce\\s+of|sourced\\s+from|c\\.o\\.o\\.?|coo|pa[ií]s\\s+de\\s+orige[nm]|origen|origem|pays\\s+d['’]origine|origine|herkunftsland|herkunft|ursprungsland|ursprung)";
// "Origin: Vietnam" takes any place; "Origin India" (no separator) only a known country, so that
// "Single Origin Coffee" keeps its name.
const ORIGIN_LABEL = new RegExp(`(?<![\\p{L}])${ORIGIN_WORDS}(?![\\p{L}])\\s*[:\\-–]\\s*`, 'iu');
const ORIGIN_BARE = new RegExp(`(?<![\\p{L}])${ORIGIN_WORDS}\\s+`, 'iu');
const ORIGIN_AFTER = /(?<![\p{L}])(\p{Lu}[\p{L}.]*(?:\s\p{Lu}[\p{L}.]*)?)\s+origin(?![\p{L}])/u;

const GRADE_LABELLED = /(?<![\p{L}])(?:grade|quality|qlty)\s*[:\-–=]\s*/iu;
const GRADE_WORD = new RegExp(`(?<![\\p{L}])[Gg]rade\\s+(${GRADE_CODE})(?=[.,;:)]?(?:\\s|$)|[,;)|·•/])`, 'u');
const GRADE_BEFORE = new RegExp(
  `(?<![\\p{L}\\p{N}])(${GRADE_CODE})\\s+(?:[Gg]rade|[Qq]uality)(?![\\p{L}])`,
  'u',
);

const CATEGORY_LABEL = /(?<![\p{L}])(?:product\s+)?(?:category|segment)\s*[:\-–]\s*/iu;
const UNIT_LABEL = /(?<![\p{L}])(?:unit|uom)\s*[:\-–]\s*/iu;
const DESCRIPTION_LABEL =
  /(?<![\p{L}])(description|details|remarks|notes?|packing|packaging|pack\s+size|specs?|specifications?|features?|moisture|purity|size|variety|type|shelf\s+life|usage|applications?)\s*[:\-–]\s*/giu;

function readGrade(text: string): { value: string; start: number } | null {
  const labelled = labelledValue(text, GRADE_LABELLED);
  if (labelled) return labelled;
  const word = GRADE_WORD.exec(text);
  if (word?.[1]) return { value: word[1].replace(/[.]+$/, ''), start: word.index };
  return null;
}

function readDescription(text: string): string | null {
  const parts: string[] = [];
  for (const match of text.matchAll(DESCRIPTION_LABEL)) {
    let value = text.slice(match.index + match[0].length);
    const end = /[;|\t]/.exec(value);
    if (end) value = value.slice(0, end.index);
    const next = NEXT_LABEL.exec(value);
    if (next) value = value.slice(0, next.index);
    value = value.trim().replace(/[,.]+$/, '');
    if (!value) continue;
    const label = (match[1] ?? '').toLowerCase();
    parts.push(label === 'description' || label === 'details' ? value : `${capitalise(label)}: ${value}`);
  }
  return parts.length > 0 ? parts.join('; ') : null;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const MAX_LINE = 1000;

// Separators after a product's name: tab (a wide gap), dashes, bars, " - ", ": ", ";".
const NAME_END = /\t|\s*[—–·•]\s*|\s+\|\s+|\s+-\s+|:\s+|\s*;\s*/u;

/** Trims separators and an unclosed parenthesis off a name; null when no name is left. */
export function cleanName(raw: string): string | null {
  let name = withoutBadge(raw.replace(/\s+/g, ' ').trim());
  if ((name.match(/\(/g) ?? []).length > (name.match(/\)/g) ?? []).length) {
    name = name.slice(0, name.lastIndexOf('('));
  }
  name = name
    .replace(/^[\s,;:|/\-–—.]+/u, '')
    .replace(/[\s,;:|/\-–—(@]+$/u, '')
    .replace(/^["'“‘]+|["'”’]+$/gu, '')
    .trim();
  if ((name.match(/\p{L}/gu) ?? []).length < 2 || name.length > 150) return null;
  if (isLabelLine(name) && name.split(/\s+/).length <= 2) return null;
  if (isQuantityOnly(name) || TERM_ONLY.test(name)) return null;
  return name;
}

/** Reads one line. `defaults` price a bare "4,200/MT" (document-wide "All prices in USD"). */
export function parseLine(line: string, defaults: PriceDefaults = {}): LineFields {
  // Dot leaders ("Black Pepper ........ USD 4,500/MT") separate like a wide gap; very long lines
  // are cut so that no pattern runs long.
  let text = stripBullet(line.slice(0, MAX_LINE)).replace(/\s*(?:\.{3,}|…+)\s*/g, '\t');
  const namedBy = NAME_LABEL.exec(text);
  if (namedBy) text = text.slice(namedBy[0].length);
  const labelLed = !namedBy && isLabelLine(text);

  const tiers = findTiers(text, defaults);
  const price = tiers?.price ?? findPrice(text, defaults);
  const leadTime = findLeadTime(text);
  const moq = findMoq(text, null);
  const originSeparated = labelledValue(text, ORIGIN_LABEL);
  const originBare = originSeparated ? null : labelledValue(text, ORIGIN_BARE);
  const originBareCountry = originBare ? countryIn(originBare.value) : null;
  const originLabel = originSeparated ?? (originBareCountry ? originBare : null);
  const originAfter = ORIGIN_AFTER.exec(text);
  const grade = readGrade(text);
  const categoryLabel = labelledValue(text, CATEGORY_LABEL);
  const unitLabel = labelledValue(text, UNIT_LABEL);
  const descriptionStart = /(?<![\p{L}])(?:description|details|remarks|packing|packaging)\s*[:\-–]/iu.exec(
    text,
  );
  const priceLabel =
    /(?<![\p{L}])(?:(?:fob|cif|cfr|exw|unit|offer|export)\s+)?(?:price|rate)s?\s*(?:\([^)]*\))?\s*[:=]/iu.exec(
      text,
    );

  let name: string | null = null;
  if (!labelLed) {
    const first = text.split(NAME_END)[0] ?? '';
    const cuts = [
      price?.start,
      moq?.labelStart,
      originLabel?.start,
      grade?.start,
      categoryLabel?.start,
      unitLabel?.start,
      descriptionStart?.index,
      priceLabel?.index,
      leadTime?.start,
    ].filter((at): at is number => at !== undefined && at < first.length);
    const cut = cuts.length > 0 ? Math.min(...cuts) : first.length;
    name = cleanName(first.slice(0, cut));
  }
  // A detail line under a name line: "Chemicals · Origin: China · USD 3.40 per piece", or a list of
  // certifications ("ISO 9001, CE") is not a product's name.
  let categoryLed = false;
  let category: Category | null = null;
  if (name && !namedBy) {
    const named = categoryNamed(name);
    if (named && text.length > name.length + 2) {
      category = named;
      categoryLed = true;
      name = null;
    } else if (onlyCertifications(name)) {
      name = null;
    }
  }

  let origin: string | null = null;
  let originExplicit = false;
  if (originLabel) {
    origin = parseOrigin(originLabel.value);
    originExplicit = origin !== null;
  }
  if (!origin && originAfter?.[1]) {
    origin = countryIn(originAfter[1]);
    originExplicit = origin !== null;
  }
  if (!origin) {
    // A country named after the product's name ("…, India"), else an adjective ("Indian Basmati").
    const nameEnd = name ? text.indexOf(name) + name.length : 0;
    const named = countryNamedIn(text.slice(Math.max(0, nameEnd)));
    if (named) {
      origin = named.value;
      originExplicit = name !== null;
    } else {
      origin = countryAdjectiveIn(text)?.value ?? null;
    }
  }

  if (!category && !categoryLabel) {
    // A category named alone between separators: "USD 3.40 per piece · MOQ 1000 · Chemicals".
    for (const part of text.split(/\s*[·•|\t]\s*/u).slice(1)) {
      const named = part.length <= 40 ? categoryNamed(part.replace(/[.,;]+$/u, '')) : null;
      if (named) {
        category = named;
        break;
      }
    }
  }
  if (categoryLabel) category = categoryNamed(categoryLabel.value) ?? categoryForName(categoryLabel.value);

  return {
    name,
    labelLed,
    price,
    moq,
    origin,
    originExplicit,
    grade: grade?.value ?? GRADE_BEFORE.exec(text)?.[1] ?? null,
    gradeExplicit: grade !== null,
    category,
    unit: unitLabel ? normaliseUnit(unitLabel.value) : null,
    certifications: findCertifications(text),
    leadTime: leadTime?.value ?? null,
    tiers: tiers?.tiers ?? [],
    categoryLed,
    description: readDescription(text),
  };
}

/** "HACCP, ISO 22000", "CE / RoHS": certifications and nothing else. */
function onlyCertifications(text: string): boolean {
  if (findCertifications(text).length === 0) return false;
  const rest = text
    .replace(/\b(?:iso|fssc)[\s-]*\d+\b/giu, ' ')
    .replace(
      /\b(?:haccp|halal|kosher|fssai|brc(?:gs)?|fda|us\s*fda|gmp|who[\s-]*gmp|c?gmp|ce|rohs|gots|oeko[\s-]*tex|fsc|bis|reach|apeda|spices\s+board|organic|usda|eu|certified|certifications?)\b/giu,
      ' ',
    )
    .replace(/[\s,;/&|+.:-]+/gu, '');
  return rest.length === 0;
}
