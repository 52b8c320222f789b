/** Trade facts read from a buyer's inquiry. Every field is null/empty unless clearly present. */
export type QuantityUnit =
  | 'MT'
  | 'kg'
  | 'g'
  | 'ton'
  | 'lb'
  | 'container'
  | 'bag'
  | 'piece'
  | 'unit'
  | 'set'
  | 'pair'
  | 'dozen'
  | 'roll'
  | 'carton'
  | 'box'
  | 'drum'
  | 'bottle'
  | 'pallet'
  | 'bale'
  | 'litre'
  | 'gallon'
  | 'm'
  | 'yd'
  | 'sqm'
  | 'sqft'
  | 'carat'
  | 'quintal'
  | 'vial'
  | 'strip';

/** Every quantity unit, in a stable order. */
export const QUANTITY_UNITS: readonly QuantityUnit[] = [
  'MT',
  'kg',
  'g',
  'ton',
  'lb',
  'container',
  'bag',
  'piece',
  'unit',
  'set',
  'pair',
  'dozen',
  'roll',
  'carton',
  'box',
  'drum',
  'bottle',
  'pallet',
  'bale',
  'litre',
  'gallon',
  'm',
  'yd',
  'sqm',
  'sqft',
  'carat',
  'quintal',
  'vial',
  'strip',
];

export interface Quantity {
  value: number;
  unit: QuantityUnit;
  /** The span of the original text the quantity was read from. */
  text: string;
}

export type { Incoterm } from 'contracts';
import { mentionedUnnegated } from './negation.ts';
import { readableText } from './mail.ts';
import { MULTIPLIER_WORD, wordNumbers } from './numberWords.ts';
import { GAZETTEER_CITIES, GAZETTEER_COUNTRIES } from './places/gazetteer.ts';
import type { Incoterm } from 'contracts';

export type Certification =
  | 'Organic'
  | 'USDA Organic'
  | 'EU Organic'
  | 'FSSAI'
  | 'ISO 22000'
  | 'ISO 9001'
  | 'HACCP'
  | 'Halal'
  | 'Kosher'
  | 'BRC'
  | 'GlobalG.A.P.'
  | 'Fair Trade'
  | 'FDA';

export type PaymentTerm =
  | 'Letter of credit'
  | 'Telegraphic transfer'
  | 'Advance payment'
  | 'Cash against documents'
  | 'Documents against payment'
  | 'Documents against acceptance'
  | `Net ${number}`;

export interface TradeFacts {
  quantity: Quantity | null;
  incoterm: Incoterm | null;
  destination: string | null;
  certifications: Certification[];
  paymentTerms: PaymentTerm[];
  packaging: string | null;
  deliveryWindow: string | null;
  sampleRequested: boolean;
  /** Every number in the text, in order: a reply may only quote numbers the buyer gave. */
  numbers: number[];
}

// Latin words need a boundary; Devanagari, Arabic and Han words are often written without spaces or
// with attached suffixes, so they are matched without one.
const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{N}])';
const NOT_WORD_AFTER = '(?![\\p{L}\\p{N}])';

/**
 * Maps Arabic-Indic, Persian, Devanagari and full-width digits (and Arabic separators) to ASCII.
 * Each replacement is one UTF-16 unit for one, so indices into the result are indices into the input.
 */
export function normaliseDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F\uFF10-\uFF19\u066B\u066C]/g, (ch) => {
    const code = ch.charCodeAt(0);
    if (ch === '\u066B') return '.';
    if (ch === '\u066C') return ',';
    if (code >= 0xff10) return String(code - 0xff10);
    if (code >= 0x0966) return String(code - 0x0966);
    if (code >= 0x06f0) return String(code - 0x06f0);
    return String(code - 0x0660);
  });
}

/**
 * Reads one numeric token. "10,000" and "10.000" are thousands (English and European); "2.5" and
 * "2,5" are decimals; anything else ("10,20,30") is a list of separate numbers.
 */
export function parseNumberToken(written: string): number[] {
  // "6 000", "1 500" (French, German, Arabic writers group thousands with a space).
  const token = /^\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?$/.test(written)
    ? written.replace(/[ \u00a0\u202f]/g, '')
    : written;
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(token)) return [Number(token.replace(/,/g, ''))];
  // Indian grouping: "1,00,000" (one lakh), "2,50,00,000".
  if (/^\d{1,2}(?:,\d{2})+,\d{3}$/.test(token)) return [Number(token.replace(/,/g, ''))];
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(token))
    return [Number(token.replace(/\./g, '').replace(',', '.'))];
  if (/^\d+[.,]\d+$/.test(token)) return [Number(token.replace(',', '.'))];
  return token
    .split(/[.,]/)
    .filter(Boolean)
    .map((part) => Number(part));
}

export interface NumberToken {
  start: number;
  end: number;
  values: number[];
}

export function numberTokens(normalised: string): NumberToken[] {
  const tokens: NumberToken[] = [];
  // Thousands grouped with a space count as one number when the groups are unambiguous: "6 000",
  // "1 500" (a regular space and a group ending in 00) or any group after a no-break space.
  for (const match of normalised.matchAll(
    /(?<![\d.,])\d{1,3}(?:(?: \d00|[\u00a0\u202f]\d{3})(?![\d]))+(?:,\d+)?(?![.,]?\d)|\d+(?:[.,]\d+)*/g,
  )) {
    tokens.push({
      start: match.index,
      end: match.index + match[0].length,
      values: parseNumberToken(match[0]),
    });
  }
  return tokens;
}

// ---------------------------------------------------------------------------------------------
// Quantity

const CONTAINER_WORDS =
  'containers?|conteneurs?|contenedor(?:es)?|cont[êe]iner(?:es)?|contentor(?:es)?|fcls?|kontainer|集装箱|货柜|柜|कंटेनर|حاويات|حاوية';

export interface UnitPattern {
  unit: QuantityUnit;
  pattern: RegExp;
}

function unitPattern(unit: QuantityUnit, latin: string, other?: string): UnitPattern {
  const alternatives = [`(?:${latin})${NOT_WORD_AFTER}`];
  // An Arabic or Devanagari unit word ends its word ("١- رولمان" is not "رول"); Han needs no boundary.
  if (other) alternatives.push(`(?:${other})(?![\\u0621-\\u064A\\u0905-\\u0939])`);
  return { unit, pattern: new RegExp(`\\s*-?\\s*(?:${alternatives.join('|')})`, 'iuy') };
}

// Order matters: longer phrases first ("metric tons" before "tons").
export const UNIT_PATTERNS: readonly UnitPattern[] = [
  // "1x20' FCL", "2 x 40ft HC containers": the count comes before the container size.
  {
    unit: 'container',
    pattern: new RegExp(
      `\\s*[x×]\\s*(?:20|40|45)\\s*(?:['’′"]|-?\\s*(?:ft|feet|foot|footer|pies|pieds|pés|fu(?:ß|ss))${NOT_WORD_AFTER}|\\s*(?:फुट|फ़ुट|英尺|قدم)|(?:hc|hq|gp|dv)${NOT_WORD_AFTER}|(?=\\s*(?:${CONTAINER_WORDS})))` +
        `(?:\\s*(?:hc|hq|gp|dv|high\\s+cube)${NOT_WORD_AFTER})?(?:\\s*(?:${CONTAINER_WORDS}))?`,
      'iuy',
    ),
  },
  // "2 40ft containers": a separate size token, so a container word must follow.
  {
    unit: 'container',
    pattern: new RegExp(
      `\\s+(?:20|40|45)\\s*(?:['’′"]|ft|feet|foot)\\s*(?:hc|hq)?\\s*(?:${CONTAINER_WORDS})`,
      'iuy',
    ),
  },
  // "one 40HQ", "2 x 40HC", "3 40' HC": a high-cube or general-purpose size names the container itself.
  {
    unit: 'container',
    pattern: new RegExp(
      `\\s+(?:20|40|45)\\s*(?:['’′"]|ft|feet|foot|pieds|pies|pés|fu(?:ß|ss))?\\s*-?\\s*(?:hc|hq|gp|dv)${NOT_WORD_AFTER}(?:\\s*(?:${CONTAINER_WORDS}))?`,
      'iuy',
    ),
  },
  unitPattern(
    'container',
    'containers?|contai?ners?|conatiners?|contianers?|conteneurs?|contenedor(?:es)?|cont[êe]iner(?:es)?|contentor(?:es)?|fcls?',
    "(?:个|只)?\\s*(?:(?:20|40|45)\\s*(?:尺|英尺|GP|HQ|HC|['’])?\\s*)?(?:高柜|小柜|大柜|冷柜|冷藏柜|冻柜|平柜|开顶柜|框架柜|集装箱|货柜|柜)|\\s*कंटेनर|(?:حاويات|حاوية)(?:\\s*(?:20|40|45)\\s*(?:قدم|['’]))?(?:\\s*(?:مبردة|مبرد|مجمدة|مثلجة|ريفر)(?![\\u0621-\\u064A]))?",
  ),
  unitPattern(
    'MT',
    'mts?|m\\.t\\.?|m/t|metric\\s+tonn?e?s?|tonnes?\\s+m[ée]triques?|toneladas?\\s+m[ée]tricas?|tonnes?|tones|tonns|toneladas?|tonnen|tonnellate|tm|t',
    '公吨|吨|टन|أطنان|طنا|طن',
  ),
  unitPattern('ton', 'tons?'),
  unitPattern(
    'kg',
    'kgs?|kilos?(?!\\s*(?:watts?|volts?|bytes?|va|w)(?![\\p{L}]))|kilograms?|kilogrammes?|kilogramos?|kilogramm|quilos?|quilogramas?',
    '公斤|千克|किलो(?:ग्राम)?(?!\\s*(?:वाट|वॉट|वोल्ट))|كجم|كغ|كيلو(?:غرام|جرام)?(?!\\s*(?:واط|وات|فولت))',
  ),
  unitPattern('lb', 'lbs?|pounds?|libras?|livres?|pfund', '磅|पाउंड|رطل|أرطال'),
  unitPattern(
    'quintal',
    'quintals?|quintales|quintaux|quintais|qtls?|doppelzentner',
    'क्विंटल|قناطير|قنطار|公担',
  ),
  unitPattern(
    'sqm',
    'sq\\.?\\s*m(?:trs?|eters?|etres?)?|m2|m²|square\\s+met(?:er|re)s?|metros?\\s+cuadrados?|m[èe]tres?\\s+carr[ée]s?|quadratmeter|qm|metros?\\s+quadrados?',
    '平方米|平米|वर्ग\\s*मीटर|متر\\s*مربع|أمتار\\s*مربعة',
  ),
  unitPattern(
    'sqft',
    'sq\\.?\\s*f(?:ee)?t\\.?|sqft|square\\s+f(?:ee|oo)t|pies\\s+cuadrados|pieds\\s+carr[ée]s|quadratfu(?:ß|ss)|p[ée]s\\s+quadrados',
    '平方英尺|वर्ग\\s*(?:फुट|फीट)|स्क्वायर\\s*(?:फीट|फुट)|स्क्वेयर\\s*(?:फीट|फुट)|قدم\\s*مربع',
  ),
  unitPattern(
    'bag',
    'bags?|sacks?|sacos?|sacs?|säcke|sack|bolsas?|beutel|sacas?|bori|boriyan|boriyaan|katte|katta',
    '(?:个)?袋|包(?!装)|बोरी|बोरियां|बोरियाँ|बैग|أكياس|كيس',
  ),
  // Pharmacy packs: a vial (or ampoule) and a blister strip are counted as such, not as pieces.
  unitPattern(
    'vial',
    'vials?|ampoules?|ampuls?|viales|ampollas?|frascos?(?:-ampola)?|ampolas?|durchstechflaschen|ampullen',
    '西林瓶|安瓿|शीशियां|शीशी|वायल|فيالات|فيال|قوارير|قارورة|أمبولات|أمبولة',
  ),
  unitPattern(
    'strip',
    'strips?|blisters?|bl[íi]ster(?:es|s)?|plaquettes?|tiras?|cartelas?|streifen',
    'स्ट्रिप्स|स्ट्रिप|شرائط|شريط',
  ),
  unitPattern(
    'piece',
    'pieces?|peices?|pices|peaces|pcs?\\.?|pkts?\\.?|p[çc]s\\.?|stck\\.?|st[üu]cke|pç\\.?|pzas?\\.?|pzs\\.?|piezas?|pi[èe]ces?|stück|stk\\.?|peças?|nos\\.?|teile|stones|steine|piedras|pierres|pedras|tubes?|tubos?|tuben|strands?|hebras?|brins|sachets?|sach[êe]s|saquinhos?|packets?|paquetes?|paquets?|pacotes?|packungen|tablets?|capsules?|tabletten|kapseln|comprim[ée]s|comprimidos?|c[áa]psulas?|g[ée]lules?|tabletas?|unidades?\\s+de\\s+venta|tins?|cans?|latas?|dosen|canettes?|jars?|bocaux|tarros?',
    '件|个(?!月|星期|工作日)|只|片|粒|条(?!款|件)|张|块|颗|支(?!付)|尊|樽|枚|把|顶|盏|幅|座|पीस|नग|टुकड़े|सैशे|पाउच|पैकेट|गोलियां|गोलियाँ|टैबलेट(?:्स)?|टेबलेट(?:्स)?|कैप्सूल(?:्स)?|टिन|डिब्बे|قطعة|قطع|حبات|حبة|أنبوبة|أنابيب|أنبوب|أقراص|قرص|كبسولة|كبسولات|عبوة|عبوات',
  ),
  unitPattern(
    'unit',
    'units?|unidad(?:es)?|unidades?|unit[ée]s?|einheiten|unidade|unids?\\.?|uds?\\.?|un\\.?|equipos|equipamentos|equipments?|ger[äa]te|appareils|aparelhos|anlagen?|machines?|maschinen?|m[áa]quinas?|lines?|lignes?|l[íi]neas?|linhas?|linien|sets?\\s+of\\s+machines?',
    '台|辆|部(?!分)|यूनिट|इकाई|इकाइयां|मशीनें|मशीन|وحدات|وحدة|أجهزة|جهاز|ماكينات|ماكينة|مكائن|مكينات|مكينة|آلات|آلة|بطاريات|بطارية|مضخات|مضخة',
  ),
  unitPattern(
    'set',
    'sets?|juegos?|conjuntos?|jeux|ensembles?|sätze|satz|jogos?|kits?',
    '套|सेट|किट|أطقم|طقم|مجموعات|مجموعة',
  ),
  unitPattern('pair', 'pairs?|pares?|paires?|paar(?:e)?', '双|对|副|जोड़ी|जोड़े|जोड़ा|أزواج|زوج|أجواز|جوز'),
  unitPattern('dozen', 'dozens?|doz\\.?|docenas?|douzaines?|dutzend|dúzias?', '打|दर्जन|دزينات|دزينة|دستة'),
  unitPattern(
    'roll',
    'rolls?|rollos?|rouleaux|rouleau|rollen|rolle|rolos?|coils?|bobinas?|bobines?|coils',
    '卷|रोल|لفات|لفة|رولات|رول',
  ),
  unitPattern('carton', 'cartons?|cartoons?|ctns?\\.?|cartones|kartons?', '箱|कार्टन|كراتين|كرتونة|كرتون'),
  unitPattern(
    'box',
    'boxes|box|cajas?|bo[îi]tes?|boxen|schachteln|kisten|caixas?|dibbe|dibba|dabbe|dabba|peti|petiyan|petiyaan',
    '盒|बॉक्स|डिब्बे|صناديق|صندوق|علب|علبة',
  ),
  unitPattern(
    'drum',
    // (Carboys, buckets and tins are counted like drums: "400 कार्बॉय", "300 cubetas", "120罐".)
    'drums?|barrels?|ibcs?|bidones|bid[óo]n|bid[õo]es|bid[ãa]o|barriles|barril|f[ûu]ts?|f[äa]sser|fass|tambores|tambor|barris|carboys?|garrafones|buckets?|pails?|cubetas?|baldes?|seaux|eimer',
    '桶|罐|ड्रम|कार्बॉय|बाल्टी|براميل|برميل',
  ),
  unitPattern(
    'bottle',
    'bottles?|botellas?|bouteilles?|flaschen|garrafas?|flacons?',
    '瓶|बोतलें|बोतल|زجاجات|زجاجة',
  ),
  unitPattern(
    'pallet',
    'pallets?|pal[ée]s|palets?|palettes?|paletten|paletes?',
    '托盘|पैलेट|منصات|منصة|طبليات|طبلية',
  ),
  unitPattern(
    'bale',
    'bales?|pacas?|fardos?|balles|ballen|bundles?|bdls?\\.?|b[üu]ndel|bottes',
    'गांठें|गांठ|بالات|بالة',
  ),
  unitPattern('litre', 'lit(?:re|er)s?|ltrs?\\.?|litros?|l(?![\\p{L}\\p{N}/])', '公升|升|लीटर|لترات|لتر'),
  unitPattern('gallon', 'gallons?|gal\\.?|galones|galões|gallonen', '加仑|गैलन|جالونات|جالون|غالون'),
  unitPattern('carat', 'carats?|cts?\\.?|quilates?|karat', '克拉|कैरेट|قيراط'),
  unitPattern('g', 'grams?|grammes?|gramos?|gramm|gramas?|gms?|gr\\.?|g', '克|ग्राम|غرام|جرام'),
  unitPattern('yd', 'yards?|yds?\\.?|yardas?|jardas?', '码|गज|ياردات|ياردة|يارد'),
  unitPattern('m', 'met(?:er|re)s?|mtrs?\\.?|metros?|m[èe]tres?|metern?|m', '米|मीटर|أمتار|مترًا|مترا|متر'),
];

// A weight right before "each"/"per bag" or "sample" describes a pack or a sample, not the order.
const NOT_ORDER_AFTER =
  /\s*(?:each|(?:par\s+)?pi[èe]ce|per\s+(?:piece|stone|pc|pcs)|por\s+(?:pieza|piedra|pedra)|pro\s+stein|per\s+(?:bag|sack|carton|box)|\/\s*(?:bag|sack|carton)|cada|chacun|je|pro\s+sack|(?:(?:of|de|d['’]|da|do|als)\s+)?(?:samples?|muestras?|échantillons?|amostras?|muster|probe[n]?))(?![\p{L}])|\s*(?:का\s+|के\s+)?(?:सैंपल|सेंपल|नमूने|नमूना)|\s*(?:的)?(?:样品|样板|样机)|\s*(?:من\s+)?(?:عينة|عينات|كعينة|كعينات)/iuy;
const CURRENCY_BEFORE = /(?:[$€£¥₹]|usd|us\$|eur|inr|rs\.?|aed|sar)\s*$/i;

// Scoring the numbers of an inquiry that carry a unit: the order quantity is the one after a quantity
// cue ("Qty", "we need", "الكمية", "数量"), in an order unit, and not a pack or spec size ("bolsas de
// 250 g", "550 g/l", "1 L PET bottles", "12 bottles per carton").
const QUANTITY_CUE =
  /(?:qty|quantity|quantities|volume|total|need|needs|require|order\s+of|cantidad|necesitamos|necesito|compraríamos|pedido\s+de|quantit[ée]|besoin\s+de|voulons|menge|stückzahl|benötigen|brauchen|quantidade|precisamos|total\s+de|الكمية|كمية|نحتاج|نطلب|数量|需要|要|求购|采购|订购|मात्रा|कुल|चाहिए|共约|共计|总共|合计|共)\s*(?:of|de|von|:|：|=|-|—|–|約|约|大约|大概|aproximado|approximatif|about|approx\.?|approximately|around|roughly|ca\.?|circa|environ|aprox\.?|aproximadamente|cerca\s+de|etwa|rund|लगभग|करीब|क़रीब|तकरीबन|حوالي|حوالى|تقريبا|تقريبًا)?\s*$/iu;
// Hindi names the need after the amount: "6000 लीटर चाहिए", "2,00,000 सैशे की ज़रूरत है", "500 kg chahiye".
const QUANTITY_CUE_AFTER =
  /^\s*(?:(?:au|in|en|no|em)\s+total|insgesamt|(?:in\s+)?summe|في\s+المجموع|إجمالا|إجمالًا|कुल\s+मिलाकर|总共|合计|चाहिए|चाहिये|की\s+(?:ज़रूरत|जरूरत|आवश्यकता)|(?:chahiye|chahie|chaiye)(?![\p{L}]))/u;
const ORDER_UNITS = new Set<QuantityUnit>([
  'MT',
  'ton',
  'container',
  'piece',
  'unit',
  'set',
  'pair',
  'dozen',
  'roll',
  'carton',
  'drum',
  'bale',
  'bag',
  'pallet',
  'box',
  'm',
  'yd',
  'sqm',
  'sqft',
  'litre',
  'gallon',
  'bottle',
  'vial',
  'strip',
]);
const PACK_BEFORE =
  /(?:\p{L}*(?:flaschen|flasche|kannen|kanne|becher|gl[äa]ser|tassen|kanister|eimer|t[üu]ten|beutel|s[äa]cke|f[äa]sser|dosen)\s*$|(?:bl[íi]sters?|bl[íi]steres|strips?|plaquettes?|tiras?|cartelas?|bolsas?|sacos?|sacs?|bags?|bo[iî]tes?|boxes|cans?|tins?|dosen|latas?|bidons?|f[uû]ts?|drums?|tambores|bid[õo]es|garrafas?|botellas?|bouteilles?|flacons?|frascos?|bottles?|cartons?|kartons?|cajas?|caixas?|packs?|pouch(?:es)?|rolls?|rollos?|rouleaux|rollen|bobinas?|jars?|sachets?|عبوات|عبوة|أكياس|كرتون|علب)\s*(?:de|of|à|a|mit|von|com|con|da|do)?\s*|(?<![\p{L}])[x×]\s*|[(（]\s*|(?<![\p{L}])(?:à|je|each|per|pro|cada|chaque|كل\s+\S+|每(?![月年周])\S{0,2}|of\s+\d+\s*\S+)\s*)$/iu;
const PACK_AFTER =
  /^\s*(?:\/|²|³|(?:per|each|pro|je|por|par|cada|chaque|每|لكل|प्रति)(?![\p{L}])|(?:pet|hdpe|pp|glass|plastic|tin|paper)?\s*(?:bottles?|cans?|tins?|jars?|pouch(?:es)?|sachets?|bags?|sacks?|cartons?|boxes|drums?|packs?|packets?|dosen|flaschen|beutel|botellas?|latas?|frascos?|bolsas?|sacos?|bouteilles?|flacons?|bidons?|sacs?|garrafas?|pacotes?|عبوات|عبوة|زجاجة|زجاجات|أكياس|كيس|علبة|袋|瓶|罐|桶|盒|पाउच|बैग|बोतल|टिन|डिब्बा|डिब्बे|जार|ड्रम|कैन)(?![\p{L}]))/iu;

const RANGE_AFTER = /\s*(?:-|–|~|to|a|à|bis|até|至|到|إلى|الى|से)\s*\d+(?:[.,]\d+)*(?![.,]?\d)/uy;
// "between 10 and 15 tons", "entre 500 et 800 pièces", "zwischen 20 und 25 Tonnen", "بين ١٠ و١٥ طن":
// after a word that opens a range, "and" joins its two ends; the opener is quoted with them.
const RANGE_AND_AFTER = /\s*(?:and|y|e|et|und|و|और|和)\s*\d+(?:[.,]\d+)*(?![.,]?\d)/uy;
const RANGE_OPENER = /(?<![\p{L}])(?:between|entre|zwischen|بين|के\s+बीच)\s*$/iu;

interface QuantityCandidate {
  quantity: Quantity;
  score: number;
}

// Thousands and millions written with a word or a letter: "2 mil unidades", "5k pcs", "3 mille
// pièces", "50 thousand pieces", "2.5 million", "५० हज़ार", "٥ آلاف", "20万".
const THOUSAND_AFTER = new RegExp(`\\s*${MULTIPLIER_WORD}`, 'iuy');
function multiplier(word: string): number {
  const key = word.trim().toLowerCase();
  if (/^(?:万)$/u.test(key)) return 10000;
  if (/^(?:la(?:kh|c)s?|लाख)$/u.test(key)) return 100000;
  if (/^(?:crores?|करोड़|करोड)$/u.test(key)) return 10000000;
  if (/^(?:millions?|mio\.?|millones|mill[óo]n|milh[õo]es|milh[ãa]o|millionen|مليون|ملايين)$/u.test(key))
    return 1000000;
  return 1000;
}
const WEIGHT_UNITS = new Set<QuantityUnit>(['MT', 'ton', 'kg', 'lb', 'quintal']);
const MACHINE_NOUNS =
  'press(?:es)?|cranes?|hoists?|forklifts?|jacks?|weighbridges?|scales?|boilers?|winch(?:es)?|excavators?|loaders?|lifts?|prensas?|gr[úu]as?|montacargas|b[áa]sculas?|calderas?|presses|presse|grues?|chariots?\\s+[ée]l[ée]vateurs?|pressen|kr[äa]ne|kran|stapler|waagen?|hebeb[üu]hnen?|guindastes?|empilhadeiras?|balan[çc]as?|macacos?';
const MACHINE_SCRIPT =
  '(?:ال)?(?:مكبس|مكابس|رافعة|رافعات|ونش|ونشات|ميزان|موازين|غلاية)|压力机|油压机|液压机|冲床|吊车|起重机|叉车|行车|地磅|锅炉|प्रेस|क्रेन|फोर्कलिफ्ट|होइस्ट|तराजू|बॉयलर';
const MACHINE_AFTER = new RegExp(
  `^\\s*-?\\s*(?:(?!(?:of|de|du|des|da|do|von|for|para|pour|f[üu]r|and|y|et|und|e)\\s)[\\p{L}\\p{M}-]+\\s+){0,2}(?:(?:${MACHINE_NOUNS})(?![\\p{L}])|${MACHINE_SCRIPT})`,
  'iu',
);
const MACHINE_BEFORE = new RegExp(
  `(?:(?<![\\p{L}])(?:${MACHINE_NOUNS})(?![\\p{L}])|${MACHINE_SCRIPT})(?:\\s+[\\p{L}\\p{M}-]+){0,2}\\s*[-:：(]?\\s*$`,
  'iu',
);
const SIZE_UNITS = new Set<QuantityUnit>(['litre', 'gallon', 'kg', 'g']);
// A count and the words of the noun it counts, then nothing but words up to the measure (no clause
// break, no other number): "600 autocuiseurs en inox ", "1200 panelas de pressão de aço inox ".
const COUNTED_BEFORE = /(?<![\p{L}\p{N}.,])\d[\d.,]*\s*[\p{L}\p{M}][\p{L}\p{M}'’\s-]{2,60}\s$/u;
const TOTAL_WORD =
  /(?<![\p{L}])(?:total|totale?s?|gesamt\p{L}*|insgesamt|إجمالي|بإجمالي|مجموع|कुल)(?![\p{L}])/iu;
const DE_AFTER = /\s+(?:de|d['’])\s*/iuy;
// A carat count before a gold word is the gold's purity ("22 carat gold", "22 कैरेट सोने"), not an amount.
const GOLD_AFTER = /^\s*(?:gold|golden|oro|or|ouro|gelbgold|sone|sona|सोने|सोना|ذهب|金)(?![\p{L}])/iu;
// "3 reefer containers", "one (1) complete set": one describing word between a count and its unit.
const BETWEEN_WORD = /\s*\)?\s+(?![\d])([\p{L}][\p{L}\p{M}'’-]{1,20})(?=\s)/uy;
// Devanagari names a machine in up to two words before the counted noun ("२ आटा चक्की मशीन").
const BETWEEN_DEVANAGARI = /\s+([\u0900-\u097F]+(?:\s+[\u0900-\u097F]+)?)(?=\s)/uy;
const BETWEEN_UNITS = new Set<QuantityUnit>(['container', 'set', 'unit']);
const NUMBER_WORD_BRACKET =
  /(?<![\p{L}])(?:one|two|three|four|five|six|seven|eight|nine|ten|un|une|uno|una|um|uma|ein|eine|dos|deux|zwei|dois|duas|tres|três|trois|drei)\s*\(\s*$/iu;
const NOT_BETWEEN =
  /^(?:months?|weeks?|days?|years?|hours?|meses|semanas|d[íi]as|mois|semaines|jours|monate|wochen|tage|jahre|anos|años|ans|of|de|du|des|del|da|do|von|der|die|das|for|para|pour|für|per|and|y|et|und|e|or|o|ou|oder|a|à|to|in|en|em|im|each|every|cada|je)$/iu;
// An amount per period is the order volume ("150 carats a month", "12.500 TM mensuales"), not a spec.
const PER_PERIOD_AFTER =
  /^\s*(?:(?:a|per|each|every|\/|pro|par|por|al|ao|je|im|au|à\s+la)\s*(?:month|week|year|quarter|mes|semana|año|trimestre|mois|semaine|an|année|monat|woche|jahr|quartal|m[êe]s|ano|mo|wk|yr)|monthly|weekly|mensu(?:al(?:es)?|el(?:le)?s?)|par\s+mois|pro\s+monat|monatlich|al\s+mes|por\s+m[êe]s|mensais?|شهري(?:ا|ًا|اً)|في\s+الشهر|प्रति\s+माह|हर\s+महीने)(?![\p{L}])/iu;
// "32支" after a cotton or yarn word is a yarn count (32s), not a number of pieces.
const YARN_COUNT = /(?:纱|棉|布|面料|针织|梭织)[^。；;\n]{0,12}$/u;

// Numbers written as words (numberWords.ts), read only before a counted unit ("one 40HQ", "un
// conteneur", "twenty tons", "fünfzig Stück", "पचास हज़ार पीस", "خمسة آلاف قطعة", "五千公斤", "三台").
// "One" (and un/une/ein/um/एक…, which are also articles) only counts a container, a machine or a set;
// a pack, a weight or a sample after an article is not an order.
const A_SINGLE = /(?<![\p{L}\p{N}])a\s+single(?=\s)/giu;
const PORTUGUESE_OF_THE =
  /(?:pre[çc]os?|valor(?:es)?|custos?|frete|prazo|envio|entrega|peso|embalagem|tamanho|quantidade|transporte|carregamento|embarque|capacidade|fornecimento|dimens[õo]es|modelos?|fotos?)\s+$/iu;
const HAN_DIGITS: Record<string, number> = {
  零: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const HAN_POWERS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };
const HAN_NUMBER = /(?<![第一二两三四五六七八九十百千万零])[一二两三四五六七八九十百千万零]+/gu;
const ONE_COUNTS = new Set<QuantityUnit>(['container', 'unit', 'set']);

/** A Chinese numeral as a number: 五千 → 5000, 两 → 2, 三万五千 → 35000, 十二 → 12. */
export function hanNumber(written: string): number | null {
  let total = 0;
  let section = 0;
  let digit = 0;
  for (const char of written) {
    const value = HAN_DIGITS[char];
    const power = HAN_POWERS[char];
    if (value !== undefined) digit = value;
    else if (power !== undefined) {
      section += (digit || 1) * power;
      digit = 0;
    } else if (char === '万') {
      total += (section + digit || 1) * 10000;
      section = 0;
      digit = 0;
    } else return null;
  }
  const result = total + section + digit;
  return result > 0 ? result : null;
}

interface WordToken extends NumberToken {
  /** Units this number word may count. */
  units: ReadonlySet<QuantityUnit> | null;
}

function numberWordTokens(normalised: string): WordToken[] {
  const tokens: WordToken[] = [];
  for (const match of normalised.matchAll(A_SINGLE))
    tokens.push({ start: match.index, end: match.index + match[0].length, values: [1], units: ONE_COUNTS });
  for (const word of wordNumbers(normalised)) {
    // "50 thousand": the word multiplies the digits before it (THOUSAND_AFTER), it is not a number.
    if (/\d\s*$/u.test(normalised.slice(Math.max(0, word.start - 2), word.start))) continue;
    // Portuguese "dos" after a noun is "of the" ("preço dos contêineres"), not Spanish "two".
    if (
      /^dos$/iu.test(normalised.slice(word.start, word.end)) &&
      PORTUGUESE_OF_THE.test(normalised.slice(Math.max(0, word.start - 16), word.start))
    )
      continue;
    tokens.push({
      start: word.start,
      end: word.end,
      values: [word.value],
      units: word.value === 1 ? ONE_COUNTS : null,
    });
  }
  for (const match of normalised.matchAll(HAN_NUMBER)) {
    // "五千克" is five kilograms (千克), not five thousand grams.
    const written =
      match[0].endsWith('千') && normalised.charAt(match.index + match[0].length) === '克'
        ? match[0].slice(0, -1)
        : match[0];
    const value = written ? hanNumber(written) : null;
    if (value === null) continue;
    tokens.push({
      start: match.index,
      end: match.index + written.length,
      values: [value],
      units: value === 1 ? ONE_COUNTS : null,
    });
  }
  return tokens;
}

// Arabic counts one after the noun: "حاوية ٤٠ قدم واحدة", "ماكينة واحدة" (one container, one machine).
const ARABIC_ONE =
  /(?<![\u0621-\u064A])(حاوية|ماكينة|آلة|وحدة|خط|جهاز|طقم)(?:\s*\d+\s*(?:قدم|['’]))?\s+(?:واحدة|واحد)(?![\u0621-\u064A])/u;

const VARIANT_LIST_BEFORE =
  /(?<![\d.,])\d[\d.,]*\s*(?:(?<![\p{L}])(?:and|or|y|o|et|ou|und|oder|e)\s+|و\s*|和|或|और\s+|या\s+)$/u;

// An earlier order, said before its quantity in the same sentence, in the eight languages.
const PAST_ORDER = new RegExp(
  `(?<![\\p{L}])(?:last\\s+(?:year|time|month|season|order)|(?:previously|in\\s+the\\s+past|fr[üu]her|damals|auparavant|anteriormente)(?=[^.!?\\n]{0,50}(?:ordered|bought|imported|purchased|bestellt|gekauft|importiert|command|achet|import[ée]|compr[aá]|pedi|encomend))|we\\s+(?:have\\s+)?(?:already\\s+)?(?:ordered|bought|imported|purchased)|` +
    `l['’]an(?:n[ée]e)?\\s+derni[èe]re?|nous\\s+avions\\s+(?:command[ée]|achet[ée]|import[ée])|la\\s+derni[èe]re\\s+fois|nous\\s+avons\\s+(?:d[ée]j[àa]\\s+)?(?:command[ée]|achet[ée]|import[ée])|` +
    `el\\s+a[ñn]o\\s+pasado|la\\s+(?:[úu]ltima|vez\\s+pasada)|(?:les|le)\\s+(?:compramos|pedimos|importamos)|hemos\\s+(?:comprado|pedido|importado)|` +
    `letztes\\s+jahr|letzte[ns]?\\s+mal|(?:haben|hatten)\\s+wir\\b[^.!?\\n]{0,40}?(?:bestellt|gekauft|importiert)|` +
    `no\\s+ano\\s+passado|da\\s+[úu]ltima\\s+vez|(?:j[áa]\\s+)?(?:encomendamos|importamos)\\s+(?:de|com)\\s+voc[êe]s)(?![\\p{L}])` +
    `|去年|上次|订过|买过|采购过|السنة\\s+الماضية|العام\\s+الماضي|المرة\\s+الماضية|(?:سبق\\s+(?:أن|ان)\\s+)?طلبنا\\s+منكم|اشترينا|استوردنا|पिछले\\s+साल|पिछली\\s+बार|मंगाया\\s+था|लिया\\s+था|मंगवाए\\s+थे`,
  'iu',
);
// "…200 pièces l'an dernier", "100 Stück bei Ihnen gekauft": the time or the verb after the amount.
const PAST_AFTER =
  /^[^.!?;\n]{0,40}?(?<![\p{L}])(?:gekauft|bestellt|importiert|bezogen|l['’]an(?:n[ée]e)?\s+derni[èe]re?|last\s+year|el\s+a[ñn]o\s+pasado|no\s+ano\s+passado|letztes\s+jahr|years?\s+ago|(?:hace|il\s+y\s+a|h[áa])\s+\p{L}+\s+(?:a[ñn]os|ans|anos))(?![\p{L}])/iu;
/** The text of the sentence before `at` (back to the last sentence end). */
const NOW_WORD =
  /(?<![\p{L}])(?:now|ahora|agora|maintenant|jetzt|nun|this\s+time|cette\s+fois|esta\s+vez|desta\s+vez|diesmal)(?![\p{L}])|अब(?![\u0900-\u0963\u0966-\u097F])|الآن|现在|这次|今年/giu;
function sentenceBefore(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - 160), at);
  const sentence = before.split(/[.!?。！？;；\n]/u).pop() ?? '';
  // "…200 पीस मंगाए थे, अब 500 पीस": what follows "now" is this order.
  const now = [...sentence.matchAll(NOW_WORD)].pop();
  return now ? sentence.slice(now.index + now[0].length) : sentence;
}

function insideBrackets(text: string, at: number): boolean {
  const line = text.slice(text.lastIndexOf('\n', at - 1) + 1, at);
  return (line.match(/[(（]/gu)?.length ?? 0) > (line.match(/[)）]/gu)?.length ?? 0);
}

function readQuantity(
  text: string,
  normalised: string,
  tokens: NumberToken[],
  skip: Span[],
): Quantity | null {
  let best: QuantityCandidate | null = null;
  const words = numberWordTokens(normalised);
  for (const token of [...tokens, ...words]) {
    const [value] = token.values;
    const allowed = 'units' in token ? (token as WordToken).units : undefined;
    // Lists ("10,20") and zero are not order quantities.
    if (token.values.length !== 1 || value === undefined || value <= 0) continue;
    // "x20" (a container size) or "ISO22000" is not a count; Han text has no spaces, so only Latin counts.
    if (
      allowed === undefined &&
      /[A-Za-z\d]$/.test(normalised.slice(Math.max(0, token.start - 1), token.start))
    )
      continue;
    if (CURRENCY_BEFORE.test(normalised.slice(Math.max(0, token.start - 6), token.start))) continue;
    if (skip.some((span) => token.start >= span.start && token.start < span.end)) continue;
    // "سبح ٣٣ و٩٩ حبة", "sizes 30 and 40 cm", "bolsas de 5 y 10 kg": the last of a list of sizes or
    // variants shares its unit with the others; it is the amount ordered only after a quantity cue.
    const listFrom = Math.max(0, token.start - 24);
    const list = VARIANT_LIST_BEFORE.exec(normalised.slice(listFrom, token.start));
    const listStart = list ? listFrom + list.index : token.start;
    const variant =
      list !== null && !QUANTITY_CUE.test(normalised.slice(Math.max(0, listStart - 24), listStart));
    // "20-25 MT", "500 to 1,000 pcs": a range is read from its first number to the unit after the second.
    RANGE_AFTER.lastIndex = token.end;
    RANGE_AND_AFTER.lastIndex = token.end;
    const opener =
      allowed === undefined
        ? RANGE_OPENER.exec(normalised.slice(Math.max(0, token.start - 16), token.start))
        : null;
    const range =
      allowed === undefined
        ? (RANGE_AFTER.exec(normalised) ?? (opener ? RANGE_AND_AFTER.exec(normalised) : null))
        : null;
    const plain = range ? token.end + range[0].length : token.end;
    THOUSAND_AFTER.lastIndex = plain;
    const thousand = allowed === undefined && value < 1000 ? THOUSAND_AFTER.exec(normalised) : null;
    const starts: [from: number, factor: number][] = thousand
      ? [
          [plain + thousand[0].length, multiplier(thousand[0])],
          [plain, 1],
        ]
      : [[plain, 1]];
    // A describing word between the count and a container, set or machine ("3 reefer containers").
    BETWEEN_WORD.lastIndex = plain;
    BETWEEN_DEVANAGARI.lastIndex = plain;
    const between =
      range || thousand ? null : (BETWEEN_DEVANAGARI.exec(normalised) ?? BETWEEN_WORD.exec(normalised));
    const betweenFrom = between?.[1] && !NOT_BETWEEN.test(between[1]) ? plain + between[0].length : null;
    let usedBetween = false;
    let found = false;
    if (betweenFrom !== null) starts.push([betweenFrom, 1]);
    // "1.000.000 de tabletas", "2 millions de pièces", "um milhão de peças": a million takes "de".
    for (const [from, factor] of [...starts]) {
      DE_AFTER.lastIndex = from;
      const de = value * factor >= 1_000_000 ? DE_AFTER.exec(normalised) : null;
      if (de) starts.push([from + de[0].length, factor]);
    }
    for (const [unitFrom, factor] of starts) {
      usedBetween = unitFrom === betweenFrom;
      for (const { unit, pattern } of UNIT_PATTERNS) {
        pattern.lastIndex = unitFrom;
        const match = pattern.exec(normalised);
        if (!match || match[0].trim() === '') continue;
        if (usedBetween && !BETWEEN_UNITS.has(unit)) continue;
        found = true;
        if (allowed !== undefined && allowed !== null && !allowed.has(unit)) break;
        // A number word must touch its unit ("one container", not "one, containers").
        if (allowed !== undefined && !/^\s*[\p{L}\d]/u.test(match[0])) break;
        const end = unitFrom + match[0].length;
        NOT_ORDER_AFTER.lastIndex = end;
        if (NOT_ORDER_AFTER.test(normalised)) break;
        const before = normalised.slice(Math.max(0, token.start - 24), token.start);
        const after = normalised.slice(end, end + 24);
        // "one (1) complete set": the number in words before a bracketed count is quoted with it.
        const wordBefore = NUMBER_WORD_BRACKET.exec(before);
        if (unit === 'piece' && /^\s*支/u.test(match[0]) && YARN_COUNT.test(before)) break;
        if (unit === 'carat' && GOLD_AFTER.test(after)) break;
        let score = ORDER_UNITS.has(unit) ? 1 : unit === 'kg' ? 0.5 : 0;
        if (QUANTITY_CUE.test(before) || QUANTITY_CUE_AFTER.test(after)) score += 3;
        const perPeriod = PER_PERIOD_AFTER.test(after);
        // "x 2 contenedores", "× 3 containers": a count of containers after a multiplication sign is
        // the order ("pimienta 500GL x 2 contenedores"), not a pack size; "5.000 Stk./Monat" is a volume.
        const timesContainer = unit === 'container' && /[x×]\s*$/iu.test(before);
        if (
          (!wordBefore && !timesContainer && PACK_BEFORE.test(before)) ||
          (!perPeriod && PACK_AFTER.test(after))
        )
          score -= 4;
        if (perPeriod) score += 2;
        if (variant) score -= 4;
        // "مكابس هيدروليكية 100 طن", "100 ton hydraulic press", "50吨压力机": a weight beside a
        // machine is its capacity, not an amount ordered.
        if (
          WEIGHT_UNITS.has(unit) &&
          (MACHINE_AFTER.test(normalised.slice(end, end + 40)) ||
            MACHINE_BEFORE.test(normalised.slice(Math.max(0, token.start - 48), token.start)))
        )
          score -= 4;
        // "600 autocuiseurs en inox 6 L", "500 पीस … प्रेशर कुकर 5 लीटर चाहिए": a volume or weight
        // after a counted noun in the same clause is the size of each thing, not the amount ordered.
        // ("بوزن إجمالي 5 كيلو", "total weight 5 kg" is the amount.)
        const counted = COUNTED_BEFORE.exec(normalised.slice(Math.max(0, token.start - 70), token.start));
        if (SIZE_UNITS.has(unit) && counted && !TOTAL_WORD.test(counted[0])) score -= 4;
        // "0,10-0,20 ct, … cerca de 300 quilates": a stone's size is under a carat and never
        // approximate; the total is.
        if (unit === 'carat' && value < 1) score -= 2;
        // "kits (panneau 100 W + batterie + 4 ampoules), 2 500 kits": a count inside brackets
        // describes what one unit holds.
        if (insideBrackets(normalised, token.start)) score -= 1.5;
        if (APPROX_BEFORE.test(before) || /(?:约|大约|大概|حوالي|حوالى|लगभग|करीब)\s*$/u.test(before))
          score += 0.5;
        // "Last year we imported 3 containers", "去年订过3万件": an earlier order is not this one.
        if (
          PAST_ORDER.test(sentenceBefore(normalised, token.start)) ||
          PAST_AFTER.test(normalised.slice(end, end + 60))
        )
          score -= 4;
        // A number in words loses a tie to one in digits.
        if (allowed !== undefined) score -= 0.25;
        const from = wordBefore
          ? token.start - wordBefore[0].length
          : range && opener
            ? token.start - opener[0].length
            : token.start;
        const quantity = { value: value * factor, unit, text: text.slice(from, end).trim() };
        if (!best || score > best.score) best = { quantity, score };
        break;
      }
      if (found) break;
    }
  }
  if (!best || best.score <= -3) {
    const arabic = ARABIC_ONE.exec(normalised);
    const unit = arabic?.[1] === 'حاوية' ? 'container' : arabic?.[1] === 'طقم' ? 'set' : 'unit';
    if (arabic && !skip.some((span) => arabic.index >= span.start && arabic.index < span.end))
      return { value: 1, unit, text: text.slice(arabic.index, arabic.index + arabic[0].length).trim() };
  }
  if (best && best.score > -3) return best.quantity;
  // "we need twenty leather bags": a count in words names its noun like one in digits.
  const counts = [...tokens, ...words.filter((word) => word.units === null)].sort(
    (a, b) => a.start - b.start,
  );
  return countedNoun(text, normalised, counts, skip);
}

// "need 200 leather bags", "Qty 3,000 polo shirts": a count right after a quantity cue, followed by
// the noun counted (Latin script, 1–4 words). Read as pieces; the reply quotes the span as written.
const COUNTED_NOUN =
  /\s+((?:[\p{Script=Latin}][\p{Script=Latin}'’-]*)(?:\s+[\p{Script=Latin}][\p{Script=Latin}'’-]*){0,3})/uy;
// The verbs and nouns a buyer puts before the number of things ordered, in the five Latin languages.
const COUNT_CUE =
  /(?<![\p{L}])(?:(?:price|prices|quote|quotation|offer|rate)\s+for|qty\.?|quantity|need|needs|require|want|order|ordering|quote|supply|buy|purchase|import|get|source|procure|necesitamos|necesito|queremos|quiero|ocupamos|requerimos|pedimos|comprar|cantidad|nous\s+voulons|voulons|voudrions|voudrais|veux|souhaitons(?:\s+commander)?|commander|commandons|acheter|besoin\s+de|faudrait|faut|quantit[ée]|wir\s+(?:brauchen|ben[öo]tigen)|brauchen|ben[öo]tigen|bestellen|nehmen|menge|precisamos|preciso|quero|encomendar|comprar|quantidade|(?:à\s+la\s+)?recherche|cherchons|recherchons|looking\s+(?:for|at))\s*(?:de|d'|of|von)?\s*[:=]?\s*(?:about|approx\.?|around|ca\.?|environ|aprox\.?|cerca\s+de|etwa|rund)?\s*$/iu;
// Arabic: a number after a request verb or "الكمية" is followed by the noun it counts ("نحتاج ٣٠٠ عداد").
const ARABIC_COUNT_CUE =
  /(?<![\u0621-\u064A])(?:نحتاج(?:\s+إلى)?|نريد|نبي|نبغى|نبغي|نطلب|أريد|أحتاج|نرغب\s+في|بحاجة\s+إلى|(?:نرغب\s+في|نود|نريد|نحتاج\s+إلى)\s+(?:الحصول\s+على|شراء|استيراد|توريد)|الكمية|كمية|طلب|(?:ل|ب)?عدد|(?:ب|ل)?(?:سعر|تسعير)|عرض\s+سعر\s*(?:لـ|ل|على)?|(?:ل)?(?:شراء|توريد))\s*[:：]?\s*(?:حوالي|حوالى|تقريبا|تقريبًا)?\s*$/u;
// Hindi: "हमें 300 स्टील अलमारी चाहिए" — up to three words between the number and "चाहिए"/"की".
const HINDI_COUNT_CUE = /(?:हमें|हमको|मुझे|कुल|मात्रा|लगभग|करीब)\s*[:：]?\s*$/u;
const HINDI_COUNTED_NOUN =
  /\s*((?!चाहि)(?:[\u0900-\u0963\u0971-\u097F]+)(?:\s+(?!चाहि)[\u0900-\u0963\u0971-\u097F]+){0,2})(?=\s*(?:चाहिए|चाहिये|की\s+ज़रूरत|की\s+जरूरत|भेजें|भेजिए|[,।]))/uy;
const HINDI_PRICE_OF =
  /\s*((?!चाहि|(?:का|के|की|से|में|पर|तक|और)(?![\u0900-\u0963\u0966-\u097F]))[\u0900-\u0963\u0971-\u097F]+(?:\s+(?!का|के|की)[\u0900-\u0963\u0971-\u097F]+){0,2})(?=\s*(?:का|के|की)\s+(?:भाव|रेट|कीमत|दाम|मूल्य))/uy;
const HINDI_NOT_COUNTED =
  /^(?:दिन|दिनों|हफ्ते|हफ़्ते|सप्ताह|महीने|महीनों|साल|वर्ष|प्रतिशत|रुपये|रुपए|डॉलर|से|में|तक|का|की|के|और)$/u;
// The counted noun with up to two words that describe it ("عداد كهرباء ذكي"), never a preposition.
const ARABIC_COUNTED_NOUN =
  /\s*([\u0621-\u064A](?:[\u0621-\u064A]|[\u064B-\u0652\u0670])+(?:\s+(?!(?:من|في|إلى|الى|على|مع|عن|لل|ل|ب|و|خلال|قبل|حتى)(?![\u0621-\u064A]))(?!لل)[\u0621-\u064A](?:[\u0621-\u064A]|[\u064B-\u0652\u0670])+){0,2}(?:\s+[A-Z][A-Z0-9-]{1,9}(?![\p{L}\p{N}]))?)/uy;
const ARABIC_NOT_COUNTED =
  /^(?:من|في|إلى|الى|حتى|على|يوم|يومًا|يوما|أيام|أسبوع|أسابيع|شهر|أشهر|شهور|سنة|سنوات|ساعة|ساعات|درجة|بالمئة|بالمائة|في\s+المئة|قدم|مم|سم|ملم|واط|فولت|دولار|ريال|درهم|دينار|جنيه|يورو)$/u;
const NOUN_STOP = new Set(
  'of de del des du d da do von for para pour für to a à in en em im per par pro por al each every from with and y et und e or o ou oder asap urgently urgent only please pls kindly'.split(
    ' ',
  ),
);

// "Necesito 3.", "Qty 250.", "الكمية: ٣٠٠،": a count after a quantity cue with no noun after it counts
// the product named elsewhere. The reply writes it before the product's name ("3 molinos de martillo").
const BARE_COUNT_END =
  /^\s*(?:$|[.,;!?)\n،؛。，]|[-–—]\s|(?:para|for|to|pour|nach|para|per|por|à|a|al|ao|please|pls|por\s+favor|bitte|svp|merci)(?![\p{L}]))/iu;

const APPROX_BEFORE =
  /(?<![\p{L}])(?:about|around|approx\.?|approximately|roughly|some|unas|unos|aproximadamente|alrededor\s+de|environ|ca\.?|circa|etwa|rund|ungef[äa]hr|cerca\s+de|umas|uns|por\s+volta\s+de)\s*$/iu;

// A number before a noun with no cue at all ("500 hebras de 40 cm", "2 CNC-Drehmaschinen"), read only
// when nothing else is: measures, periods and other spec words after a number are not goods.
const NOT_GOODS =
  /^(?:cps|cp|mpas|mpa·s|cst|brix|ppm|ppb|mm|cm|dm|m|km|in|inch|inches|ft|feet|foot|mg|mcg|µg|ml|cl|dl|g|gsm|gr|grs|kg|lbs?|oz|hp|cv|ps|kw|kva|kwh|w|v|a|ah|mah|hz|rpm|bar|psi|mpa|kpa|nm|mesh|microns?|µm|denier|tex|ply|gauge|awg|karat|kt|k|ct|x|tph|tpd|tn|mt|t|l|lt|ltr|percent|por|per|each|cada|pro|je|y|and|et|und|e|o|or|ou|oder|de|of|du|des|del|da|do|von|la|le|el|the|days?|weeks?|months?|years?|hours?|minutes?|d[ií]as|semanas|meses|a[ñn]os|horas|minutos|jours|semaines|mois|ans|heures|tage|tagen|wochen|monate|monaten|jahre|jahren|stunden|dias|colou?rs?|colores|couleurs|farben|cores|sizes?|tallas|tailles|gr[öo](?:ß|ss)en|tamanhos|models?|modelos|mod[èe]les|modelle|styles?|designs?|dise[ñn]os|pages?|times|veces|fois|mal|vezes|people|personas|personnes|personen|pessoas|employees|empleados|stores|tiendas|branches|sucursales|filiales|lojas|points?|stars?|grade|grado|qualit[äa]t|pm|am|h|s|min|sec|p[ée]s|pies|pieds|fu(?:ß|ss)|zoll|pulgadas?|polegadas?|pouces?|phases?|fases?|poles?|polos|speeds?|velocidades|layers?|capas|couches|schichten|camadas|seater|seats?|asientos|plazas|places|sitze|lugares|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[ûu]t|septembre|octobre|novembre|d[ée]cembre|januar|februar|m[äa]rz|juni|juli|oktober|dezember|janeiro|fevereiro|mar[çc]o|maio|junho|julho|setembro|outubro|novembro|dezembro|usd|eur|inr|us|rs|dollars?|euros?|rupees?|d[óo]lares|reais|yuan|rmb|cny|aed|sar|gbp|yen|won|mph|kmh|km\/h|c|f|°c|°f|bis|to|hasta|jusqu|at[ée]|up)$/iu;

const HAS_BEFORE =
  /(?<![\p{L}])(?:with|have|has|own|operate|run|over|since|tenemos|con|contamos\s+con|avec|avons|poss[ée]dons|mit|haben|besitzen|betreiben|com|temos|possu[íi]mos|seit|desde|depuis)(?:\s+(?:about|around|over|more\s+than|m[áa]s\s+de|plus\s+de|[üu]ber|mais\s+de|unos|environ|etwa|cerca\s+de))?\s*$/iu;

// A unit after the count was read (and set aside) by readQuantity: "100 ton hydraulic press".
function unitAfter(normalised: string, at: number): boolean {
  return UNIT_PATTERNS.some(({ pattern }) => {
    pattern.lastIndex = at;
    const match = pattern.exec(normalised);
    return match !== null && match[0].trim() !== '';
  });
}

// Arabic with no cue: a count that is a clause of its own with the noun it counts ("محافظ جلد، ٢٠٠٠
// محفظة، مع …", "الكمية المطلوبة:\n٥٠٠ كرسي"), never a measure, a period or a money word.
const ARABIC_CLAUSE_START = /(?:^|[،,:：؛;\n(（]|\s[-–—])\s*$/u;
const ARABIC_CLAUSE_END = /^\s*(?:$|[،,.;؛:\n)）]|\s[-–—]\s)/u;
// The letters of an Arabic word without its article, plural ending and long vowels ("بطانيات" and
// "بطانية" → "بطن"), to tell a noun repeated in the singular after its count.
function arabicStem(word: string): string {
  return word
    .replace(/^(?:وال|بال|فال|لل|ال)/u, '')
    .replace(/(?:ات|ون|ين)$/u, '')
    .replace(/[\u064B-\u0652\u0670]/gu, '')
    .replace(/[اويىأإآءئؤة]/gu, '');
}

function arabicClauseCount(text: string, normalised: string, token: NumberToken): Quantity | null {
  const start = ARABIC_CLAUSE_START.test(normalised.slice(Math.max(0, token.start - 4), token.start));
  // The noun is on the count's line.
  const lineEnd = normalised.indexOf('\n', token.end);
  const line = lineEnd === -1 ? normalised : normalised.slice(0, lineEnd);
  ARABIC_COUNTED_NOUN.lastIndex = token.end;
  const noun = ARABIC_COUNTED_NOUN.exec(line);
  const first = noun?.[1]?.split(/\s+/)[0] ?? '';
  if (!noun || !first || ARABIC_NOT_COUNTED.test(first) || ARABIC_NOT_PLACE_WORD.test(first)) return null;
  // "نحتاج بطانيات صوف ٢٠٠٠ بطانية": the noun said in the plural earlier in the clause, counted again.
  const clause =
    /[^،,.;؛:\n]*$/u.exec(normalised.slice(Math.max(0, token.start - 60), token.start))?.[0] ?? '';
  const stem = arabicStem(first);
  const repeated =
    stem.length >= 2 &&
    (clause.match(/[\u0621-\u064A]{3,}/gu) ?? []).some((word) => word !== first && arabicStem(word) === stem);
  if (!start && !repeated) return null;
  // A certification is not goods ("٢ حلال").
  if (CERTIFICATIONS.some(([, pattern]) => pattern.test(noun[1] ?? ''))) return null;
  const end = token.end + noun[0].length;
  if (!repeated && !ARABIC_CLAUSE_END.test(normalised.slice(end, end + 4))) return null;
  const [value] = token.values;
  if (value === undefined || !Number.isInteger(value) || value < 2) return null;
  return { value, unit: 'piece', text: text.slice(token.start, end).trim() };
}
// Words after a number that are not goods: sizes, shares, ranks ("٣٠ سم", "٥٠ بالمئة").
const ARABIC_NOT_PLACE_WORD =
  /^(?:كيلو|كجم|كغ|غرام|جرام|لتر|متر|سم|مم|ملم|بوصة|إنش|انش|بالمئة|بالمائة|بالمية|مرة|مرات|نوع|أنواع|موديل|موديلات|لون|ألوان|مقاس|مقاسات|تصميم|تصاميم)$/u;

// "need 2 quotations", "get 3 samples", "2 cotizaciones": papers and samples asked for are not goods.
const PAPERS =
  /^(?:quotes?|quotations?|samples?|offers?|prices?|options?|catalog(?:ue)?s?|cotizaciones|muestras|ofertas|devis|[ée]chantillons|offres|angebote|muster|or[çc]amentos|amostras|cota[çc][õo]es)[.,;:!?]*$/iu;

function uncuedNoun(text: string, normalised: string, tokens: NumberToken[], skip: Span[]): Quantity | null {
  for (const token of tokens) {
    if (unitAfter(normalised, token.end)) continue;
    const [value] = token.values;
    // A count of goods is a whole number above one ("0,1 Kosher", "1 biologique" are not).
    if (token.values.length !== 1 || value === undefined || value < 2 || !Number.isInteger(value)) continue;
    if (skip.some((span) => token.start >= span.start && token.start < span.end)) continue;
    // A year has no counted noun after it: an Arabic clause count is read before the year check.
    const arabic = arabicClauseCount(text, normalised, token);
    if (arabic) return arabic;
    // ("2.000 Seidenschals" and "2,000" are counts: a year is four plain digits.)
    if (value >= 1900 && value <= 2100 && /^\d{4}$/u.test(normalised.slice(token.start, token.end))) continue;
    // "contêineres de 40 pés", "bags of 50": a number after "of" is the size of something.
    if (
      /(?<![\p{L}])(?:de|of|von|du|da|do|des)\s+$/iu.test(
        normalised.slice(Math.max(0, token.start - 6), token.start),
      )
    )
      continue;
    const before = normalised.slice(Math.max(0, token.start - 3), token.start);
    // "x 140", "#12", "No. 5", "ISO 9001", "Ph. Eur. 10", "1:2": a size, a code or a ratio.
    if (/(?:[x×#:/-]\s*|[\p{L}\d.]|n[ºo°]\.?\s*)$/iu.test(before)) continue;
    if (CURRENCY_BEFORE.test(normalised.slice(Math.max(0, token.start - 6), token.start))) continue;
    // "a hotel with 3 restaurants", "tenemos 12 tiendas": what the buyer has is not what it orders.
    if (HAS_BEFORE.test(normalised.slice(Math.max(0, token.start - 24), token.start))) continue;
    // "necesito 1 nomás", "need 2 only": the count stands alone.
    if (
      /^\s*(?:nom[áa]s|solamente|s[óo]lo|only|just|seulement|nur|apenas|s[óo])(?![\p{L}])/iu.test(
        normalised.slice(token.end),
      )
    )
      return { value, unit: 'piece', text: text.slice(token.start, token.end) };
    COUNTED_NOUN.lastIndex = token.end;
    const match = COUNTED_NOUN.exec(normalised);
    const noun = match?.[1];
    const first = noun?.split(/\s+/)[0] ?? '';
    if (!match || !noun || first.length < 3 || NOT_GOODS.test(first.replace(/[.,;:]+$/u, ''))) continue;
    // A certification is not goods ("12 Kosher"), nor are papers asked for ("2 quotations").
    if (CERTIFICATIONS.some(([, pattern]) => pattern.test(first)) || PAPERS.test(first)) continue;
    // The count is the goods only when its noun reads as a plural or a compound ("hebras",
    // "CNC-Drehmaschinen", "radiators"), so "5 star" or "3 phase" are specs.
    if (!/(?:s|es|en|n|er|e|x)$/iu.test(first) && !first.includes('-')) continue;
    const end = token.end + (match[0].length - noun.length) + first.length;
    // "120 pares por caixa", "bolsas de 12 unidades": what a pack holds is not the order.
    if (
      PACK_AFTER.test(normalised.slice(end, end + 24)) ||
      PACK_BEFORE.test(normalised.slice(Math.max(0, token.start - 24), token.start))
    )
      continue;
    return { value, unit: 'piece', text: text.slice(token.start, end).trim() };
  }
  return null;
}

function countedNoun(text: string, normalised: string, tokens: NumberToken[], skip: Span[]): Quantity | null {
  const found = cuedNoun(text, normalised, tokens, skip);
  if (found) return found;
  return uncuedNoun(text, normalised, tokens, skip);
}

function cuedNoun(text: string, normalised: string, tokens: NumberToken[], skip: Span[]): Quantity | null {
  for (const token of tokens) {
    if (unitAfter(normalised, token.end)) continue;
    const [value] = token.values;
    if (token.values.length !== 1 || value === undefined || value <= 0) continue;
    if (skip.some((span) => token.start >= span.start && token.start < span.end)) continue;
    const cueText = normalised.slice(Math.max(0, token.start - 40), token.start);
    // Arabic and Hindi name the counted noun right after the number ("نحتاج ٢٠٠٠ مروحة", "300 स्टील
    // अलमारी चाहिए"), a year never ("٢٠٢٧ م" is not a noun of goods).
    if (ARABIC_COUNT_CUE.test(cueText)) {
      ARABIC_COUNTED_NOUN.lastIndex = token.end;
      const noun = ARABIC_COUNTED_NOUN.exec(normalised);
      // "عدد 30 لصنعاء" (30, to Sanaa): a place after the count is where they go; the count stands alone.
      if (noun?.[1] && knownPlaceSpan(normalised, token.end + noun[0].indexOf(noun[1])))
        return { value, unit: 'piece', text: text.slice(token.start, token.end) };
      if (noun?.[1] && !ARABIC_NOT_COUNTED.test(noun[1].split(/\s+/)[0] ?? ''))
        return { value, unit: 'piece', text: text.slice(token.start, token.end + noun[0].length).trim() };
      continue;
    }
    HINDI_COUNTED_NOUN.lastIndex = token.end;
    HINDI_PRICE_OF.lastIndex = token.end;
    // "500 साड़ियों का भाव", "200 कुर्सियों की कीमत": the goods whose price is asked, counted.
    const hindi = HINDI_COUNT_CUE.test(cueText)
      ? HINDI_COUNTED_NOUN.exec(normalised)
      : HINDI_PRICE_OF.exec(normalised);
    if (hindi?.[1] && !HINDI_NOT_COUNTED.test(hindi[1].split(/\s+/)[0] ?? ''))
      return { value, unit: 'piece', text: text.slice(token.start, token.end + hindi[0].length).trim() };
    // A year is not a count ("need 2027 delivery" is rare, "by 2027" common).
    // ("2.000 Seidenschals" and "2,000" are counts: a year is four plain digits.)
    if (value >= 1900 && value <= 2100 && /^\d{4}$/u.test(normalised.slice(token.start, token.end))) continue;
    // "unas 400,", "about 400.", "ca. 800,": an approximate count alone in its clause.
    if (APPROX_BEFORE.test(cueText) && BARE_COUNT_END.test(normalised.slice(token.end, token.end + 16)))
      return { value, unit: 'piece', text: text.slice(token.start, token.end) };
    if (!COUNT_CUE.test(cueText)) continue;
    if (BARE_COUNT_END.test(normalised.slice(token.end, token.end + 16)))
      return { value, unit: 'piece', text: text.slice(token.start, token.end) };
    // "necesito 1 nomás", "need 2 only": the count stands alone.
    if (
      /^\s*(?:nom[áa]s|solamente|s[óo]lo|only|just|seulement|nur|apenas|s[óo])(?![\p{L}])/iu.test(
        normalised.slice(token.end),
      )
    )
      return { value, unit: 'piece', text: text.slice(token.start, token.end) };
    COUNTED_NOUN.lastIndex = token.end;
    const match = COUNTED_NOUN.exec(normalised);
    // "12 months", "3 semanas": a period is not a counted noun.
    if (
      /^(?:months?|weeks?|days?|years?|hours?|meses|semanas|d[íi]as|mois|semaines|jours|monate|wochen|tage|jahre|anos|años|ans)$/iu.test(
        match?.[1]?.split(/\s+/)[0] ?? '',
      )
    )
      continue;
    if (!match?.[1]) continue;
    // "need 2 quotations", "get 3 samples", "want 2 catalogues": papers asked for are not goods.
    if (PAPERS.test(match[1].split(/\s+/)[0] ?? '')) continue;
    const words: string[] = [];
    for (const word of match[1].split(/\s+/)) {
      if (NOUN_STOP.has(word.toLowerCase())) break;
      words.push(word);
    }
    if (words.length === 0) continue;
    const end = token.end + (match[0].length - match[1].length) + words.join(' ').length;
    return { value, unit: 'piece', text: text.slice(token.start, end).trim() };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Incoterm

// An Incoterm is Latin letters: Han, Arabic or Devanagari may touch it ("CIF上海", "FOBमुंबई").
const NOT_LATIN_BEFORE = '(?<![\\p{Script=Latin}\\p{N}])';
const NOT_LATIN_AFTER = '(?![\\p{Script=Latin}\\p{N}])';
const INCOTERM_PATTERN = new RegExp(
  `${NOT_LATIN_BEFORE}(EXW|FCA|FAS|FOB|CFR|CIF|CPT|CIP|DAP|DPU|DDP|C\\s*&\\s*F|C\\s*\\+\\s*F|CNF)${NOT_LATIN_AFTER}`,
  'iu',
);

// Incoterms written out in words: "ex works", "ab Werk", "départ usine", "franco à bord", "出厂价".
const INCOTERM_WORDS: readonly (readonly [Incoterm, RegExp])[] = [
  [
    'DDP',
    new RegExp(
      `${NOT_WORD_BEFORE}(?:delivered\\s+duty\\s+paid|rendu\\s+droits\\s+acquitt[ée]s|entregad[ao]\\s+con\\s+derechos\\s+pagados|entregue\\s+com\\s+direitos\\s+pagos|geliefert\\s+verzollt)${NOT_WORD_AFTER}|完税后交货`,
      'iu',
    ),
  ],
  [
    'CFR',
    new RegExp(
      `${NOT_WORD_BEFORE}(?:cost\\s+(?:and|&)\\s+freight|costo\\s+y\\s+flete|co[uû]t\\s+et\\s+fret|custo\\s+e\\s+frete|kosten\\s+und\\s+fracht)${NOT_WORD_AFTER}|成本加运费`,
      'iu',
    ),
  ],
  [
    'EXW',
    new RegExp(
      `${NOT_WORD_BEFORE}(?:ex[-\\s]?works|ex[-\\s]factory|ab\\s+werk|d[ée]part\\s+usine|en\\s+f[áa]brica|franco\\s+f[áa]brica|posto\\s+f[áa]brica|na\\s+f[áa]brica)${NOT_WORD_AFTER}|出厂价|工厂交货|تسليم\\s+المصنع|एक्स[-\\s]?वर्क्स|एक्स[-\\s]?फैक्ट्री`,
      'iu',
    ),
  ],
  [
    'FOB',
    new RegExp(
      `${NOT_WORD_BEFORE}(?:free\\s+on\\s+board|franco\\s+(?:à|a)\\s+bord|frei\\s+an\\s+bord|libre\\s+a\\s+bordo|livre\\s+a\\s+bordo)${NOT_WORD_AFTER}|船上交货|离岸价|(?<![\\u0621-\\u064A])(?:فوب|فو\\s+بي)(?![\\u0621-\\u064A])|एफ\\s*ओ\\s*बी`,
      'iu',
    ),
  ],
  [
    'CIF',
    new RegExp(
      `${NOT_WORD_BEFORE}(?:cost,?\\s+insurance\\s+(?:and|&)\\s+freight|costo,?\\s+seguro\\s+y\\s+flete|co[uû]t,?\\s+assurance\\s+et\\s+fret|custo,?\\s+seguro\\s+e\\s+frete)${NOT_WORD_AFTER}|到岸价|(?<![\\u0621-\\u064A])(?:سي\\s*آي\\s*[إا]ف|سيف)(?![\\u0621-\\u064A])|सी\\s*आई\\s*एफ`,
      'iu',
    ),
  ],
];

// "FOB e CFR", "FOB or CIF", "CIF/CFR": two terms offered as alternatives are not a choice.
const INCOTERM_ALTERNATIVES = new RegExp(
  `${NOT_LATIN_BEFORE}(?:EXW|FCA|FAS|FOB|CFR|CIF|CPT|CIP|DAP|DPU|DDP|CNF)\\s*(?:,|/|or|and|oder|und|ou|et|o|y|e|或|和|أو|و|या|और)\\s*(?:EXW|FCA|FAS|FOB|CFR|CIF|CPT|CIP|DAP|DPU|DDP|CNF)${NOT_LATIN_AFTER}`,
  'iu',
);

// "C.I.F. Hamburg", "F.O.B Cochin", "c.&f.": an Incoterm written with dots is read without them; the
// dots become spaces after it, so every index still points into the buyer's text.
const DOTTED_INCOTERM = /(?<![\p{L}\p{N}.])([EFCD])\.\s?([XCAOPIFN&])\.\s?([WABSRFTP])\.?(?![\p{L}\p{N}])/giu;
function withoutIncotermDots(text: string): string {
  return text.replace(DOTTED_INCOTERM, (written, a: string, b: string, c: string) =>
    `${a}${b}${c}`.padEnd(written.length, ' '),
  );
}

// "Not FOB, CIF Durban", "Nicht EXW, sondern CIF", "pas FOB mais CIF", "不要FOB，要CIF": a term the buyer
// refuses is not its Incoterm, nor is one in a quoted earlier message ("> We offer … FOB Nhava Sheva").
const TERM_CODES = 'EXW|FCA|FAS|FOB|CFR|CIF|CPT|CIP|DAP|DPU|DDP|CNF';
// A refusal may put a few words between the negation and the term, and name several terms ("do NOT
// quote FOB", "No nos sirve FOB ni CIF", "Não queremos FOB", "لا نريد سعر FOB", "FOB रेट नहीं चाहिए").
const TERM_LIST = `(?:${TERM_CODES})(?:\\s*(?:/|ni|nor|or|oder|ou|o|或|أو|ولا)\\s*(?:${TERM_CODES}))*`;
const NEGATED_INCOTERM = new RegExp(
  `(?<![\\p{L}])(?:not|no|never|\\p{L}+n['’]t|nicht|kein(?:e|en|em)?|pas|non|não|nao|sin|nunca|jamais|nem|ni|nada\\s+de)(?:\\s+(?!(?:${TERM_CODES})${NOT_LATIN_AFTER})[\\p{L}'’-]+){0,3}?\\s+${TERM_LIST}${NOT_LATIN_AFTER}` +
    `|(?:不要|不是|不用|非|不需要|不接受|不做)\\s*${TERM_LIST}${NOT_LATIN_AFTER}|(?<![\\u0621-\\u064A])(?:ليس|وليس|لا|بدون|غير)(?:\\s+[\\u0621-\\u064A]+){0,2}?\\s+${TERM_LIST}${NOT_LATIN_AFTER}` +
    `|${NOT_LATIN_BEFORE}${TERM_LIST}(?:\\s+[\\u0900-\\u097F]+){0,2}?\\s+(?:नहीं|nahi|nahin)(?![\\p{L}])`,
  'giu',
);
function withoutRefusedTerms(text: string): string {
  const blank = (found: string) => ' '.repeat(found.length);
  return text.replace(NEGATED_INCOTERM, blank).replace(/^[ \t]*>.*$/gmu, blank);
}

function readIncoterm(written: string): Incoterm | null {
  const text = withoutRefusedTerms(withoutIncotermDots(written));
  if (INCOTERM_ALTERNATIVES.test(text)) return null;
  const match = INCOTERM_PATTERN.exec(text);
  if (!match?.[1]) {
    let first: { at: number; term: Incoterm } | null = null;
    for (const [term, pattern] of INCOTERM_WORDS) {
      const found = pattern.exec(text);
      if (found && (!first || found.index < first.at)) first = { at: found.index, term };
    }
    return first?.term ?? null;
  }
  const code = match[1].toUpperCase().replace(/\s/g, '');
  return (code === 'C&F' || code === 'C+F' || code === 'CNF' ? 'CFR' : code) as Incoterm;
}

// ---------------------------------------------------------------------------------------------
// Destination

// Canonical name → spellings. Matched case-sensitively so that "to china" in lower case or words
// that merely look like places do not count.
const BASE_PLACES: Record<string, readonly string[]> = {
  Rotterdam: ['Rotterdam', '鹿特丹', 'روتردام'],
  Hamburg: ['Hamburg', 'Hambourg', 'Hamburgo', '汉堡'],
  Antwerp: ['Antwerp', 'Antwerpen', 'Anvers', 'Amberes', 'Antuérpia', '安特卫普'],
  'Jebel Ali': ['Jebel Ali', 'جبل علي'],
  Dubai: ['Dubai', 'Dubaï', 'دبي', '迪拜', 'दुबई'],
  Singapore: ['Singapore', 'Singapur', 'Singapour', 'Singapura', '新加坡'],
  Shanghai: ['Shanghai', 'Xangai', '上海'],
  Ningbo: ['Ningbo', '宁波'],
  Shenzhen: ['Shenzhen', '深圳'],
  Qingdao: ['Qingdao', '青岛'],
  Guangzhou: ['Guangzhou', '广州'],
  'Hong Kong': ['Hong Kong', '香港'],
  'Los Angeles': ['Los Angeles'],
  'Long Beach': ['Long Beach'],
  'New York': ['New York', 'Nueva York', 'Nova Iorque', '纽约'],
  Felixstowe: ['Felixstowe'],
  Southampton: ['Southampton'],
  London: ['London', 'Londres', '伦敦'],
  Valencia: ['Valencia', 'Valence'],
  Barcelona: ['Barcelona', 'Barcelone'],
  Algeciras: ['Algeciras'],
  Genoa: ['Genoa', 'Genova', 'Génova', 'Gênes', 'Genua'],
  'Le Havre': ['Le Havre'],
  Marseille: ['Marseille', 'Marsella'],
  Bremerhaven: ['Bremerhaven'],
  Santos: ['Santos'],
  Mombasa: ['Mombasa'],
  Durban: ['Durban'],
  Lagos: ['Lagos', 'Apapa'],
  'Nhava Sheva': ['Nhava Sheva', 'JNPT', 'Jawaharlal Nehru Port'],
  Mumbai: ['Mumbai', 'Bombay', 'मुंबई'],
  Mundra: ['Mundra', 'मुंद्रा'],
  Chennai: ['Chennai', 'चेन्नई'],
  Kochi: ['Kochi', 'Cochin'],
  Colombo: ['Colombo'],
  'Port Klang': ['Port Klang'],
  Busan: ['Busan', 'Pusan', '釜山'],
  Tokyo: ['Tokyo', 'Tokio', 'Tóquio', '东京'],
  Yokohama: ['Yokohama', '横滨'],
  Sydney: ['Sydney', 'Sídney', '悉尼'],
  Melbourne: ['Melbourne', '墨尔本'],
  Jeddah: ['Jeddah', 'Jiddah', 'جدة'],
  Dammam: ['Dammam', 'الدمام'],
  Alexandria: ['Alexandria', 'Alejandría', 'Alexandrie', 'الإسكندرية'],
  Istanbul: ['Istanbul', 'Estambul', 'İstanbul'],
  Mersin: ['Mersin'],
  Piraeus: ['Piraeus', 'Pireo', 'Le Pirée'],
  Gdansk: ['Gdansk', 'Gdańsk', 'Danzig'],
  Houston: ['Houston'],
  Savannah: ['Savannah'],
  Vancouver: ['Vancouver'],
  Montreal: ['Montreal', 'Montréal'],
  Veracruz: ['Veracruz'],
  Manzanillo: ['Manzanillo'],
  'Buenos Aires': ['Buenos Aires'],
  Callao: ['Callao'],
  'Port Said': ['Port Said', 'بورسعيد'],
  'Bandar Abbas': ['Bandar Abbas'],
  Karachi: ['Karachi'],
  Chittagong: ['Chittagong', 'Chattogram'],
  'Ho Chi Minh City': ['Ho Chi Minh City', 'Saigon', 'HCMC', '胡志明'],
  Sanaa: ['Sanaa', "Sana'a", 'صنعاء', 'सना', '萨那'],
  Conakry: ['Conakry', 'Konakry', 'كوناكري', 'कोनाक्री', '科纳克里'],
  Jakarta: ['Jakarta', 'Tanjung Priok'],
  // The 30 countries of the spec.
  India: ['India', 'Inde', 'Indien', 'Índia', 'भारत', 'الهند', '印度'],
  'United States': ['United States', 'USA', 'U.S.A.', 'Estados Unidos', 'États-Unis', '美国', 'أمريكا'],
  China: ['China', 'Chine', '中国', 'الصين'],
  Germany: ['Germany', 'Alemania', 'Allemagne', 'Deutschland', 'Alemanha', '德国', 'ألمانيا'],
  'United Kingdom': ['United Kingdom', 'UK', 'U.K.', 'Reino Unido', 'Royaume-Uni', '英国'],
  Japan: ['Japan', 'Japón', 'Japon', 'Japão', '日本', 'اليابان'],
  France: ['France', 'Francia', 'Frankreich', 'França', '法国', 'فرنسا'],
  Italy: ['Italy', 'Italia', 'Italie', 'Italien', 'Itália', '意大利'],
  Brazil: ['Brazil', 'Brasil', 'Brésil', 'Brasilien', '巴西'],
  Canada: ['Canada', 'Canadá', 'Kanada', '加拿大'],
  Australia: ['Australia', 'Australie', 'Australien', 'Austrália', '澳大利亚'],
  'South Korea': ['South Korea', 'Corea del Sur', 'Corée du Sud', 'Südkorea', 'Coreia do Sul', '韩国'],
  Russia: ['Russia', 'Rusia', 'Russie', 'Russland', 'Rússia', '俄罗斯', 'روسيا'],
  Mexico: ['Mexico', 'México', 'Mexique', 'Mexiko', '墨西哥'],
  Spain: ['Spain', 'España', 'Espagne', 'Spanien', 'Espanha', '西班牙'],
  Indonesia: ['Indonesia', 'Indonésie', 'Indonesien', 'Indonésia', '印度尼西亚'],
  Netherlands: ['Netherlands', 'Países Bajos', 'Pays-Bas', 'Niederlande', 'Holanda', '荷兰'],
  'Saudi Arabia': ['Saudi Arabia', 'Arabia Saudita', 'Arabie saoudite', 'Saudi-Arabien', 'السعودية', '沙特'],
  Turkey: ['Turkey', 'Türkiye', 'Turquía', 'Turquie', 'Türkei', 'Turquia', '土耳其', 'تركيا'],
  Taiwan: ['Taiwan', 'Taiwán', 'Taïwan', '台湾'],
  Belgium: ['Belgium', 'Bélgica', 'Belgique', 'Belgien', '比利时'],
  Poland: ['Poland', 'Polonia', 'Pologne', 'Polen', 'Polônia', '波兰'],
  Argentina: ['Argentina', 'Argentine', 'Argentinien', '阿根廷'],
  Ireland: ['Ireland', 'Irlanda', 'Irlande', 'Irland', '爱尔兰'],
  Austria: ['Austria', 'Autriche', 'Österreich', 'Áustria', '奥地利'],
  Israel: ['Israel', 'Israël', '以色列'],
  Nigeria: ['Nigeria', 'Nigéria', '尼日利亚'],
  'South Africa': ['South Africa', 'Sudáfrica', 'Afrique du Sud', 'Südafrika', 'África do Sul', '南非'],
  Egypt: ['Egypt', 'Egipto', 'Égypte', 'Ägypten', 'Egito', '埃及', 'مصر'],
  UAE: [
    'UAE',
    'U.A.E.',
    'United Arab Emirates',
    'Emiratos Árabes Unidos',
    'Émirats arabes unis',
    'الإمارات',
    '阿联酋',
  ],
};

// More ports, cities and countries buyers name, and the spellings of the non-Latin scripts.
const MORE_PLACES: Record<string, readonly string[]> = {
  // Inland trade cities buyers name as where they are.
  Erbil: ['Erbil', 'Arbil', 'أربيل', 'اربيل', '埃尔比勒'],
  Bolivia: ['Bolivia', 'Bolivie', 'Bolívia', 'Bolivien', 'بوليفيا', 'बोलीविया', '玻利维亚'],
  Monterrey: ['Monterrey', 'مونتيري', '蒙特雷'],
  Lima: ['Lima', 'ليما', '利马'],
  Surat: ['Surat', 'सूरत', '苏拉特'],
  Ludhiana: ['Ludhiana', 'लुधियाना'],
  Mozambique: ['Mozambique', 'Moçambique', 'Mozambique', 'Mosambik', 'موزمبيق', 'मोज़ाम्बिक', '莫桑比克'],
  Cameroon: ['Cameroon', 'Cameroun', 'Camerún', 'Camarões', 'Kamerun', 'الكاميرون', '喀麦隆'],
  Venezuela: ['Venezuela', 'Vénézuela', 'فنزويلا', '委内瑞拉'],
  Uruguay: ['Uruguay', 'Uruguai', 'الأوروغواي', '乌拉圭'],
  Paraguay: ['Paraguay', 'Paraguai', 'باراغواي', '巴拉圭'],
  Guatemala: ['Guatemala', 'غواتيمالا', '危地马拉'],
  Jaipur: ['Jaipur', 'जयपुर', 'جايبور', '斋浦尔'],
  Patna: ['Patna', 'पटना', '巴特那'],
  Lucknow: ['Lucknow', 'लखनऊ'],
  Ahmedabad: ['Ahmedabad', 'अहमदाबाद', '艾哈迈达巴德'],
  Bengaluru: ['Bengaluru', 'Bangalore', 'बेंगलुरु', 'बैंगलोर', '班加罗尔'],
  Hyderabad: ['Hyderabad', 'हैदराबाद', '海得拉巴'],
  Pune: ['Pune', 'पुणे', '浦那'],
  Mumbai: ['मुम्बई', 'مومباي', '孟买'],
  'Nhava Sheva': ['न्हावा शेवा', 'जेएनपीटी'],
  Chennai: ['Madras', '金奈', 'تشيناي'],
  Kochi: ['कोच्चि', '科钦'],
  Kolkata: ['Kolkata', 'Calcutta', 'कोलकाता', '加尔各答'],
  Kandla: ['Kandla', 'कांडला'],
  Tuticorin: ['Tuticorin', 'Thoothukudi'],
  Visakhapatnam: ['Visakhapatnam', 'Vizag'],
  Delhi: ['New Delhi', 'Delhi', 'नई दिल्ली', 'दिल्ली', '新德里', 'نيودلهي'],
  Dubai: ['Dubái', 'Dubaj'],
  'Jebel Ali': ['जेबेल अली', '杰贝阿里'],
  'Abu Dhabi': ['Abu Dhabi', 'Abou Dabi', 'Abu Dabi', 'أبوظبي', 'أبو ظبي', '阿布扎比'],
  Sharjah: ['Sharjah', 'الشارقة', '沙迦'],
  Riyadh: ['Riyadh', 'Riad', 'Riade', 'الرياض', 'रियाद', '利雅得'],
  Jeddah: ['Jedda', 'Djeddah', 'Yeda', 'Dschidda', 'Jidá', 'جده', 'जेद्दा', '吉达'],
  Dammam: ['达曼', 'दम्माम'],
  Doha: ['Doha', 'الدوحة', 'दोहा', '多哈'],
  Kuwait: ['Kuwait', 'Koweït', 'الكويت', 'कुवैत', '科威特'],
  Muscat: ['Muscat', 'Mascate', 'Maskat', 'مسقط', 'मस्कट', '马斯喀特'],
  Sohar: ['Sohar', 'صحار'],
  Salalah: ['Salalah', 'صلالة'],
  Oman: ['Oman', 'Omán', 'عُمان', 'सल्तनत ओमान', '阿曼'],
  Qatar: ['Qatar', 'Katar', 'Catar', 'قطر', 'कतर', '卡塔尔'],
  Bahrain: ['Bahrain', 'Bahreïn', 'Baréin', 'Bahrein', 'البحرين', 'बहरीन', '巴林'],
  Jordan: ['Jordan', 'Jordania', 'Jordanie', 'Jordanien', 'Jordânia', 'الأردن', '约旦'],
  Aqaba: ['Aqaba', 'العقبة'],
  Beirut: ['Beirut', 'Beyrouth', 'بيروت', '贝鲁特'],
  Lebanon: ['Lebanon', 'Líbano', 'Liban', 'Libanon', 'لبنان'],
  Iraq: ['Iraq', 'Irak', 'Iraque', 'العراق', '伊拉克'],
  'Umm Qasr': ['Umm Qasr', 'أم قصر'],
  Basra: ['Basra', 'Bassora', 'البصرة'],
  Baghdad: ['Baghdad', 'Bagdad', 'بغداد'],
  Iran: ['Iran', 'Irán', 'Irã', 'إيران', '伊朗'],
  Morocco: ['Morocco', 'Marruecos', 'Maroc', 'Marokko', 'Marrocos', 'المغرب', '摩洛哥'],
  Casablanca: ['Casablanca', 'الدار البيضاء', '卡萨布兰卡'],
  Tangier: ['Tangier', 'Tanger', 'Tanger Med', 'طنجة'],
  Algeria: ['Algeria', 'Argelia', 'Algérie', 'Algerien', 'Argélia', 'الجزائر', '阿尔及利亚'],
  Tunisia: ['Tunisia', 'Túnez', 'Tunisie', 'Tunesien', 'Tunísia', 'تونس', '突尼斯'],
  Libya: ['Libya', 'Libia', 'Libye', 'Libyen', 'Líbia', 'ليبيا', '利比亚'],
  Sudan: ['Sudan', 'Sudán', 'Soudan', 'Sudão', 'السودان', '苏丹'],
  'Port Sudan': ['Port Sudan', 'بورتسودان', 'بور سودان'],
  Yemen: ['Yemen', 'Yémen', 'Jemen', 'Iémen', 'اليمن', '也门'],
  Aden: ['Aden', 'عدن'],
  Cairo: ['Cairo', 'El Cairo', 'Le Caire', 'Kairo', 'القاهرة', '开罗'],
  Damietta: ['Damietta', 'دمياط'],
  Sokhna: ['Sokhna', 'Ain Sokhna', 'السخنة', 'العين السخنة'],
  Alexandria: ['الاسكندرية', '亚历山大'],
  'Port Said': ['塞得港'],
  Kenya: ['Kenya', 'Kenia', 'Quênia', 'كينيا', 'केन्या', '肯尼亚'],
  Mombasa: ['ممباسا', 'مومباسا', '蒙巴萨'],
  Nairobi: ['Nairobi', 'نيروبي', '内罗毕', 'नैरोबी'],
  Tanzania: ['Tanzania', 'Tanzanie', 'Tansania', 'Tanzânia', 'تنزانيا', '坦桑尼亚'],
  'Dar es Salaam': ['Dar es Salaam', 'Dar-es-Salaam', 'دار السلام', '达累斯萨拉姆'],
  Ethiopia: ['Ethiopia', 'Etiopía', 'Éthiopie', 'Äthiopien', 'Etiópia', 'إثيوبيا', '埃塞俄比亚'],
  Djibouti: ['Djibouti', 'Yibuti', 'Dschibuti', 'جيبوتي', '吉布提'],
  Ghana: ['Ghana', 'Gana', 'غانا', '加纳'],
  Tema: ['Tema'],
  Accra: ['Accra', 'أكرا'],
  Senegal: ['Senegal', 'Sénégal', 'السنغال', '塞内加尔'],
  Dakar: ['Dakar', 'داكار', '达喀尔'],
  Abidjan: ['Abidjan', 'Abiyán'],
  "Côte d'Ivoire": ["Côte d'Ivoire", 'Ivory Coast', 'Costa de Marfil', 'Elfenbeinküste', 'Costa do Marfim'],
  Lagos: ['لاغوس', '拉各斯'],
  Nigeria: ['نيجيريا', 'नाइजीरिया'],
  Durban: ['ديربان', '德班'],
  'Cape Town': ['Cape Town', 'Ciudad del Cabo', 'Le Cap', 'Kapstadt', 'Cidade do Cabo', 'كيب تاون', '开普敦'],
  Maputo: ['Maputo'],
  Angola: ['Angola', 'أنغولا'],
  Luanda: ['Luanda'],
  Toronto: ['Toronto', 'تورنتو', 'टोरंटो', '多伦多'],
  Chicago: ['Chicago', 'شيكاغو', '芝加哥'],
  Miami: ['Miami', 'ميامي', '迈阿密'],
  Seattle: ['Seattle', '西雅图'],
  Oakland: ['Oakland', '奥克兰港'],
  Charleston: ['Charleston'],
  Baltimore: ['Baltimore'],
  Norfolk: ['Norfolk'],
  Boston: ['Boston'],
  'New Orleans': ['New Orleans', 'Nueva Orleans', 'La Nouvelle-Orléans'],
  'Los Angeles': ['洛杉矶', 'لوس أنجلوس'],
  'Long Beach': ['长滩'],
  'New York': ['Nova York', 'نيويورك', 'न्यूयॉर्क', 'New York City', 'NYC', 'N.Y.C.'],
  Houston: ['休斯顿', 'هيوستن'],
  Savannah: ['萨凡纳'],
  Vancouver: ['温哥华'],
  Montreal: ['蒙特利尔'],
  'Mexico City': ['Mexico City', 'Ciudad de México', 'CDMX', '墨西哥城'],
  Manzanillo: ['曼萨尼约'],
  'Rio de Janeiro': ['Rio de Janeiro', 'Río de Janeiro', '里约热内卢'],
  'São Paulo': ['São Paulo', 'Sao Paulo', 'San Pablo', '圣保罗'],
  Santos: ['桑托斯'],
  Paranaguá: ['Paranaguá', 'Paranagua'],
  Itajaí: ['Itajaí', 'Itajai'],
  Chile: ['Chile', 'Chili', 'تشيلي', '智利'],
  Valparaíso: ['Valparaíso', 'Valparaiso'],
  'San Antonio': ['San Antonio'],
  Peru: ['Peru', 'Perú', 'Pérou', '秘鲁'],
  Colombia: ['Colombia', 'Colombie', 'Kolumbien', 'Colômbia', '哥伦比亚'],
  Cartagena: ['Cartagena'],
  Ecuador: ['Ecuador', 'Équateur', 'Equador'],
  Guayaquil: ['Guayaquil'],
  Lisbon: ['Lisbon', 'Lisboa', 'Lisbonne', 'Lissabon', '里斯本'],
  Portugal: ['Portugal', 'البرتغال', '葡萄牙'],
  Sines: ['Sines'],
  Porto: ['Porto', 'Oporto', 'بورتو', '波尔图'],
  'Porto Alegre': ['Porto Alegre'],
  Amman: ['Amman', 'عمّان', 'عمان', 'अम्मान', '安曼'],
  Leixões: ['Leixões', 'Leixoes'],
  Madrid: ['Madrid', 'مدريد', '马德里'],
  Bilbao: ['Bilbao'],
  Barcelona: ['برشلونة', '巴塞罗那'],
  Valencia: ['València', '瓦伦西亚'],
  Paris: ['Paris', 'París', 'باريس', 'पेरिस', '巴黎'],
  Lyon: ['Lyon', 'Lyón'],
  Dunkirk: ['Dunkirk', 'Dunkerque', 'Dünkirchen'],
  Fos: ['Fos-sur-Mer'],
  Marseille: ['Marselha', 'مرسيليا', '马赛'],
  'Le Havre': ['勒阿弗尔'],
  Munich: ['Munich', 'München', 'Múnich', 'Munique', '慕尼黑'],
  Berlin: ['Berlin', 'Berlín', 'Berlim', 'برلين', '柏林'],
  Frankfurt: ['Frankfurt', 'Francfort', 'Fráncfort', '法兰克福'],
  Bremen: ['Bremen', 'Brême', '不来梅'],
  Bremerhaven: ['不来梅哈芬'],
  Hamburg: ['هامبورغ', 'हैम्बर्ग'],
  Rotterdam: ['रॉटरडैम'],
  Antwerp: ['أنتويرب'],
  Düsseldorf: ['Düsseldorf', 'Duesseldorf'],
  Cologne: ['Cologne', 'Köln', 'Colonia'],
  Stuttgart: ['Stuttgart'],
  Duisburg: ['Duisburg'],
  Vienna: ['Vienna', 'Viena', 'Vienne', 'Wien', '维也纳'],
  Switzerland: ['Switzerland', 'Suiza', 'Suisse', 'Schweiz', 'Suíça', 'سويسرا', '瑞士'],
  Zurich: ['Zurich', 'Zürich', 'Zúrich', '苏黎世'],
  Basel: ['Basel', 'Bâle', 'Basilea'],
  Milan: ['Milan', 'Milano', 'Milán', 'Milão', 'Mailand', '米兰'],
  Naples: ['Naples', 'Napoli', 'Nápoles', 'Neapel'],
  Trieste: ['Trieste', 'Triest'],
  'La Spezia': ['La Spezia'],
  Venice: ['Venice', 'Venezia', 'Venecia', 'Venise', 'Venedig', 'Veneza'],
  Koper: ['Koper'],
  Greece: ['Greece', 'Grecia', 'Grèce', 'Griechenland', 'Grécia', 'اليونان', '希腊'],
  Thessaloniki: ['Thessaloniki', 'Salonique'],
  Izmir: ['Izmir', 'İzmir', 'Esmirna'],
  Romania: ['Romania', 'Rumanía', 'Roumanie', 'Rumänien', 'Romênia', '罗马尼亚'],
  Constanta: ['Constanta', 'Constanța'],
  Ukraine: ['Ukraine', 'Ucrania', 'Ucrânia', '乌克兰'],
  Odessa: ['Odessa', 'Odesa'],
  Moscow: ['Moscow', 'Moscú', 'Moscou', 'Moskau', '莫斯科', 'موسكو'],
  'St Petersburg': [
    'St Petersburg',
    'Saint Petersburg',
    'St. Petersburg',
    'San Petersburgo',
    'Saint-Pétersbourg',
    '圣彼得堡',
  ],
  Novorossiysk: ['Novorossiysk'],
  Warsaw: ['Warsaw', 'Varsovia', 'Varsovie', 'Warschau', 'Varsóvia', '华沙'],
  'Czech Republic': [
    'Czech Republic',
    'Czechia',
    'República Checa',
    'République tchèque',
    'Tschechien',
    'Tchéquia',
  ],
  Prague: ['Prague', 'Praga', 'Prag'],
  Hungary: ['Hungary', 'Hungría', 'Hongrie', 'Ungarn', 'Hungria'],
  Budapest: ['Budapest', 'Budapeste'],
  Sweden: ['Sweden', 'Suecia', 'Suède', 'Schweden', 'Suécia', '瑞典'],
  Gothenburg: ['Gothenburg', 'Göteborg', 'Gotemburgo'],
  Stockholm: ['Stockholm', 'Estocolmo'],
  Denmark: ['Denmark', 'Dinamarca', 'Danemark', 'Dänemark', '丹麦'],
  Copenhagen: ['Copenhagen', 'Copenhague', 'Kopenhagen', 'Copenhaga'],
  Aarhus: ['Aarhus'],
  Norway: ['Norway', 'Noruega', 'Norvège', 'Norwegen', '挪威'],
  Oslo: ['Oslo'],
  Finland: ['Finland', 'Finlandia', 'Finlande', 'Finnland', 'Finlândia', '芬兰'],
  Helsinki: ['Helsinki'],
  Dublin: ['Dublin', 'Dublín'],
  Manchester: ['Manchester'],
  Liverpool: ['Liverpool'],
  Birmingham: ['Birmingham'],
  Amsterdam: ['Amsterdam', 'Ámsterdam', 'Amesterdão', '阿姆斯特丹'],
  Brussels: ['Brussels', 'Bruselas', 'Bruxelles', 'Brüssel', 'Bruxelas', '布鲁塞尔'],
  Zeebrugge: ['Zeebrugge'],
  Malaysia: ['Malaysia', 'Malasia', 'Malaisie', 'Malásia', 'ماليزيا', 'मलेशिया', '马来西亚'],
  'Kuala Lumpur': ['Kuala Lumpur', '吉隆坡'],
  'Port Klang': ['巴生港'],
  Penang: ['Penang', '槟城'],
  Thailand: ['Thailand', 'Tailandia', 'Thaïlande', 'Tailândia', 'تايلاند', 'थाईलैंड', '泰国'],
  Bangkok: ['Bangkok', 'Bangkoc', 'Banguecoque', 'बैंकॉक', '曼谷'],
  'Laem Chabang': ['Laem Chabang', '林查班'],
  Vietnam: ['Vietnam', 'Viet Nam', 'Viêt Nam', 'Vietnã', 'فيتنام', 'वियतनाम', '越南'],
  Haiphong: ['Haiphong', 'Hai Phong', '海防'],
  'Ho Chi Minh City': ['胡志明市'],
  Philippines: ['Philippines', 'Filipinas', 'Philippinen', '菲律宾'],
  Manila: ['Manila', 'Manille', '马尼拉'],
  Jakarta: ['雅加达'],
  Surabaya: ['Surabaya', '泗水'],
  Tianjin: ['Tianjin', '天津'],
  Xiamen: ['Xiamen', '厦门'],
  Dalian: ['Dalian', '大连'],
  Beijing: ['Beijing', 'Pekín', 'Pékin', 'Peking', 'Pequim', '北京'],
  Kaohsiung: ['Kaohsiung', '高雄'],
  Taipei: ['Taipei', '台北'],
  Osaka: ['Osaka', '大阪'],
  Kobe: ['Kobe', '神户'],
  Nagoya: ['Nagoya', '名古屋'],
  Seoul: ['Seoul', 'Seúl', 'Séoul', '首尔'],
  Incheon: ['Incheon', '仁川'],
  'New Zealand': [
    'New Zealand',
    'Nueva Zelanda',
    'Nouvelle-Zélande',
    'Neuseeland',
    'Nova Zelândia',
    '新西兰',
  ],
  Auckland: ['Auckland'],
  Brisbane: ['Brisbane', '布里斯班'],
  Fremantle: ['Fremantle'],
  Perth: ['Perth'],
  Adelaide: ['Adelaide'],
  Pakistan: ['Pakistan', 'Pakistán', 'Paquistão', 'باكستان', 'पाकिस्तान', '巴基斯坦'],
  Karachi: ['كراتشي', 'कराची', '卡拉奇'],
  Bangladesh: ['Bangladesh', 'Bangladés', 'Bangladesch', 'بنغلاديش', 'बांग्लादेश', '孟加拉'],
  Dhaka: ['Dhaka', 'Dacca', 'ढाका', '达卡'],
  Chittagong: ['吉大港'],
  'Sri Lanka': ['Sri Lanka', 'سريلانكا', 'श्रीलंका', '斯里兰卡'],
  Colombo: ['كولومبو', 'कोलंबो', '科伦坡'],
  Nepal: ['Nepal', 'Népal', 'نيبال', 'नेपाल', '尼泊尔'],
  Kathmandu: ['Kathmandu', 'Katmandú', 'काठमांडू', '加德满都'],
  Singapore: ['سنغافورة', 'सिंगापुर'],
  Shanghai: ['شنغهاي', 'शंघाई'],
  Ningbo: ['نينغبو'],
  London: ['لندن', 'लंदन'],
  Istanbul: ['إسطنبول', 'اسطنبول', '伊斯坦布尔'],
  Mersin: ['梅尔辛'],
  Piraeus: ['比雷埃夫斯'],
  Genoa: ['热那亚'],
  Felixstowe: ['费利克斯托'],
  Southampton: ['南安普敦'],
  Busan: ['부산'],
  'Buenos Aires': ['布宜诺斯艾利斯'],
  Sydney: ['सिडनी'],
  'Bandar Abbas': ['阿巴斯港', 'بندر عباس'],
  'United States': [
    'US',
    'U.S.',
    'America',
    'EE. UU.',
    'EEUU',
    'EE.UU.',
    'USA',
    'Vereinigte Staaten',
    'EUA',
    'الولايات المتحدة',
    'अमेरिका',
    '美國',
  ],
  'United Kingdom': [
    'Britain',
    'Great Britain',
    'England',
    'Inglaterra',
    'Angleterre',
    'Großbritannien',
    'المملكة المتحدة',
    'بريطانيا',
    'ब्रिटेन',
    'यूके',
  ],
  Germany: ['जर्मनी'],
  France: ['फ्रांस'],
  Japan: ['जापान'],
  China: ['चीन'],
  Italy: ['إيطاليا', 'इटली'],
  Spain: ['إسبانيا', 'स्पेन'],
  Netherlands: ['Holland', 'Hollande', 'Nederland', 'هولندا', 'नीदरलैंड'],
  'Saudi Arabia': [
    'KSA',
    'Saudi',
    'Arabie Saoudite',
    'Arábia Saudita',
    'المملكة العربية السعودية',
    'सऊदी अरब',
    '沙特阿拉伯',
  ],
  UAE: [
    'EAU',
    'Emiratos',
    'VAE',
    'Vereinigte Arabische Emirate',
    'Emirados Árabes Unidos',
    'الامارات',
    'संयुक्त अरब अमीरात',
    'यूएई',
  ],
  Russia: ['रूस'],
  Brazil: ['البرازيل', 'ब्राज़ील', 'ब्राजील'],
  Canada: ['كندا', 'कनाडा'],
  Australia: ['أستراليا', 'ऑस्ट्रेलिया'],
  Mexico: ['المكسيك'],
  Indonesia: ['إندونيسيا', 'इंडोनेशिया'],
  'South Africa': ['جنوب أفريقيا', 'दक्षिण अफ्रीका'],
  Egypt: ['मिस्र'],
  Turkey: ['तुर्की'],
  'South Korea': ['Korea', 'كوريا', 'दक्षिण कोरिया'],
  Poland: ['بولندا'],
  Belgium: ['بلجيكا'],
};

/** Canonical name → spellings (ports, cities and countries; every script): the hand-kept lists
 * above, then the gazetteer generated from country and city data packages (src/places/). */
export const PLACES: Record<string, readonly string[]> = (() => {
  const merged: Record<string, string[]> = {};
  const owner = new Map<string, string>();
  for (const source of [BASE_PLACES, MORE_PLACES]) {
    for (const [name, spellings] of Object.entries(source)) {
      if (spellings.length === 0) continue;
      const list = (merged[name] ??= []);
      for (const spelling of spellings) {
        if (!list.includes(spelling)) list.push(spelling);
        if (!owner.has(spelling)) owner.set(spelling, name);
      }
    }
  }
  // A gazetteer entry joins the hand-kept place that shares one of its spellings ("United Arab
  // Emirates" is UAE); a spelling the hand-kept lists give another place stays that place's.
  for (const source of [GAZETTEER_COUNTRIES, GAZETTEER_CITIES]) {
    for (const [entry, spellings] of Object.entries(source)) {
      const name =
        (merged[entry] ? entry : undefined) ??
        spellings.map((spelling) => owner.get(spelling)).find(Boolean) ??
        entry;
      const list = (merged[name] ??= []);
      for (const spelling of spellings) {
        if ((owner.get(spelling) ?? name) !== name || list.includes(spelling)) continue;
        list.push(spelling);
        owner.set(spelling, name);
      }
    }
  }
  return merged;
})();

// Longest spellings first, so "New York" wins over a shorter name at the same place.
const SPELLINGS: [string, string][] = Object.entries(PLACES)
  .flatMap(([name, spellings]) => spellings.map((spelling): [string, string] => [spelling, name]))
  .sort((a, b) => b[0].length - a[0].length);
// The same list keyed by its first two characters (every spelling has two; order kept), so a lookup
// only tries the few spellings that can match.
function byPrefix(entries: [string, string][]): Map<string, [string, string][]> {
  const map = new Map<string, [string, string][]>();
  for (const entry of entries) {
    const prefix = entry[0].slice(0, 2);
    const list = map.get(prefix);
    if (list) list.push(entry);
    else map.set(prefix, [entry]);
  }
  return map;
}
const SPELLINGS_BY_PREFIX = byPrefix(SPELLINGS);
// The spellings in other scripts than Latin (longest first), for the readers of Hindi and Chinese
// that find a place before its cue.
const SCRIPT_SPELLINGS_BY_PREFIX = byPrefix(
  SPELLINGS.filter(([spelling]) => !/^[\p{Script=Latin}\s.'-]+$/u.test(spelling)),
);
// Buyers who write in lower case write places so too ("cnf chittagong", "air freight to toronto"): a
// Latin spelling of five letters or more is also read in lower case, unless it is an ordinary word
// of one of the five Latin languages ("china" the porcelain, "chile" the pepper, "lima" the lime,
// "turkey", "santos", "cochin", "tema", "porto", "lagos", "manila" paper, "madras" cloth…).
const LOWER_CASE_NOT_PLACE = new Set([
  'china',
  'chile',
  'lima',
  'turkey',
  'santos',
  'cochin',
  'tema',
  'porto',
  'colonia',
  'sines',
  'valence',
  'holland',
  'america',
  'jordan',
  'lagos',
  'manila',
  'madras',
  'savannah',
  // Names that are words in lower case: Chile (chili), Qatar (catar "to taste"), Poland
  // (polen "pollen"), malta "malt", rabat "discount", praia "beach", roseau "reed", panama the hat,
  // canaries, suisse "Swiss", havana the colour, indien "Indian".
  'chili',
  'catar',
  'polen',
  'malta',
  'rabat',
  'praia',
  'roseau',
  'panama',
  'canaries',
  'suisse',
  'havana',
  'indien',
]);
const LOWER_SPELLINGS: [string, string][] = [];
for (const [spelling, name] of SPELLINGS) {
  const lower = spelling.toLowerCase();
  if (
    lower === spelling ||
    lower.length < 5 ||
    !/^[\p{Script=Latin}][\p{Script=Latin} .'-]+$/u.test(spelling)
  )
    continue;
  if (LOWER_CASE_NOT_PLACE.has(lower)) continue;
  LOWER_SPELLINGS.push([lower, name]);
}
const LOWER_SPELLINGS_BY_PREFIX = byPrefix(LOWER_SPELLINGS);

// Words after which a place is where the goods go. FOB/FCA/FAS/EXW are left out on purpose: their
// named place is where the seller hands over (the origin), not the destination. Strong cues (C/D
// Incoterms, "port of", "destination", "ميناء", "目的港") name any place, known or not; weak ones ("to",
// "nach", "إلى", "到") a known place or a name that ends the phrase; "in"-cues ("a distributor in
// Toronto": buyers give where they are as their destination) the same, never India (the origin).
const STRONG_LATIN_CUES = new RegExp(
  // ("CIF hasta Buenaventura", "CIF jusqu'à Abidjan", "CIF up to Jeddah": a word for "to" after the term.)
  `${NOT_LATIN_BEFORE}(?:CIF|CFR|CNF|C&F|CPT|CIP|DAP|DPU|DDP)${NOT_LATIN_AFTER}\\s*(?:(?:up\\s+to|hasta|jusqu['’]\\s*[àa]|até|bis)\\s+)?|` +
    `${NOT_WORD_BEFORE}(?:delivered\\s+duty\\s+paid|cost\\s+(?:and|&)\\s+freight|cost,?\\s+insurance\\s+(?:and|&)\\s+freight|co[ûu]t,?\\s+(?:et\\s+)?(?:assurance,?\\s+(?:et\\s+)?)?fret|costo,?\\s+(?:y\\s+)?(?:seguro,?\\s+(?:y\\s+)?)?flete|custo,?\\s+(?:e\\s+)?(?:seguro,?\\s+(?:e\\s+)?)?frete|kosten,?\\s+(?:und\\s+)?(?:versicherung,?\\s+(?:und\\s+)?)?fracht|port\\s+of\\s+(?:discharge|unloading|entry|arrival)|(?:the\\s+)?port\\s+of(?:\\s+destination)?|(?:final\\s+)?destination(?:\\s+port)?|discharge\\s+port|port(?=\\s*[:：])|pod|delivered\\s+to|deliver(?:y|ed)?\\s+(?:to|at)|ship(?:ping|ped|ment)?\\s+to|(?:el\\s+)?puerto\\s+(?:de\\s+destino|de)|destino|(?:le\\s+)?port\\s+(?:de\\s+destination|de|d')|(?:o\\s+)?porto\\s+(?:de\\s+destino|de)|(?:com\\s+|con\\s+)?destino\\s+(?:a|à|ao|al|para)|(?:den\\s+)?(?:bestimmungs|ziel)?hafen|lieferung\\s+(?:nach|an)|livraison(?:\\s+(?:à|a|au))?|entrega\\s+en|entrega\\s+em|puest[oa]\\s+en|entregad[oa]s?\\s+en|entregues?\\s+(?:em|no|na)|livr[ée]e?s?\\s+(?:à|au|en))${NOT_WORD_AFTER}\\s*[:：-]?\\s*`,
  'giu',
);
const WEAK_LATIN_CUES = new RegExp(
  `${NOT_WORD_BEFORE}(?:to|into|au|aux|nach|para|al|ao|até|bis|vers|hacia|pour|pra|in\\s+die|nach\\s+der` +
    // "p/ Curitiba" (para, pour written short); a verb of arrival: "must reach Felixstowe", "arrive at
    // Durban", "llegar a Lima", "arriver à Douala", "chegar em Recife", "ankommen in Wien".
    `|reach(?:es|ing)?|arriv(?:e|es|ing|al)\\s+(?:at|in)|(?:needed|required|wanted|landed(?:\\s+(?:cost|price))?)\\s+(?:at|in)|land(?:ed)?\\s+(?:at|in)|lleg(?:ar|ue|uen|ada)\\s+(?:a|al|en)|arriv(?:er|e|ée|ent)\\s+(?:à|au|en)|cheg(?:ar|ue|ada)\\s+(?:a|ao|à|em|no|na)|ankommen\\s+in|eintreffen\\s+in)${NOT_WORD_AFTER}\\s*` +
    `|${NOT_WORD_BEFORE}p/\\s*|${NOT_WORD_BEFORE}pr\\s+(?=\\p{L}{4,}\\s*(?:[.,;!?\\n]|$))`,
  'giu',
);
// "delivery Chittagong port", "frei Haus München", "franco Milano", "entrega CDMX": a delivery word right
// before a name that ends the phrase.
const DELIVERY_LATIN_CUES = new RegExp(
  `${NOT_WORD_BEFORE}(?:delivery|deliver|delivered|(?:lieferung\\s+)?frei\\s+(?:haus|werk|lager|baustelle|verwendungsstelle)(?:\\s+nach)?|franko|franco|geliefert\\s+nach|lieferung(?:\\s+frei\\s+haus)?|entrega|livraison|rendu|livr[ée]e?s?|entregue|entregado|entrega\\s+(?:no|na)|postos?(?:\\s+(?:em|no|na))?)${NOT_WORD_AFTER}(?:\\s*[:：])?\\s*`,
  'giu',
);
// "for the Philippine market", "the Kenyan market": a market named by its people's adjective.
const DEMONYMS: Record<string, string> = {
  Philippine: 'Philippines',
  Filipino: 'Philippines',
  Kenyan: 'Kenya',
  Nigerian: 'Nigeria',
  Ghanaian: 'Ghana',
  Ethiopian: 'Ethiopia',
  Tanzanian: 'Tanzania',
  Ugandan: 'Uganda',
  'South African': 'South Africa',
  Egyptian: 'Egypt',
  Moroccan: 'Morocco',
  Algerian: 'Algeria',
  Tunisian: 'Tunisia',
  Saudi: 'Saudi Arabia',
  Emirati: 'UAE',
  Qatari: 'Qatar',
  Omani: 'Oman',
  Kuwaiti: 'Kuwait',
  Iraqi: 'Iraq',
  Jordanian: 'Jordan',
  Turkish: 'Turkey',
  German: 'Germany',
  French: 'France',
  Spanish: 'Spain',
  Italian: 'Italy',
  Dutch: 'Netherlands',
  Belgian: 'Belgium',
  British: 'United Kingdom',
  Polish: 'Poland',
  Russian: 'Russia',
  American: 'United States',
  Canadian: 'Canada',
  Mexican: 'Mexico',
  Brazilian: 'Brazil',
  Chilean: 'Chile',
  Peruvian: 'Peru',
  Colombian: 'Colombia',
  Argentine: 'Argentina',
  Argentinian: 'Argentina',
  Australian: 'Australia',
  Japanese: 'Japan',
  Korean: 'South Korea',
  Chinese: 'China',
  Vietnamese: 'Vietnam',
  Thai: 'Thailand',
  Malaysian: 'Malaysia',
  Indonesian: 'Indonesia',
  Singaporean: 'Singapore',
  Bangladeshi: 'Bangladesh',
  'Sri Lankan': 'Sri Lanka',
  Nepali: 'Nepal',
  Nepalese: 'Nepal',
  Pakistani: 'Pakistan',
};
// "el mercado boliviano", "le marché marocain", "o mercado angolano", "den deutschen Markt".
const MARKET_ADJECTIVES: [RegExp, string][] = [
  [/^bolivian[oa]s?$/u, 'Bolivia'],
  [/^peruan[oa]s?|p[ée]ruvien(?:ne)?s?$/u, 'Peru'],
  [/^chilen[oa]s?|chilien(?:ne)?s?$/u, 'Chile'],
  [/^mexican[oa]s?|mexicain[e]?s?|mexikanisch$/u, 'Mexico'],
  [/^colombian[oa]s?|colombien(?:ne)?s?$/u, 'Colombia'],
  [/^argentin[oa]s?$/u, 'Argentina'],
  [/^ecuatorian[oa]s?|equatorian[oa]s?$/u, 'Ecuador'],
  [/^venezolan[oa]s?|venezuelan[oa]s?$/u, 'Venezuela'],
  [/^uruguay[oa]s?$/u, 'Uruguay'],
  [/^paraguay[oa]s?$/u, 'Paraguay'],
  [/^guatemalte[cq][oa]s?$/u, 'Guatemala'],
  [/^brasile[ñi]r?[oa]s?|br[ée]silien(?:ne)?s?|brasilianisch$/u, 'Brazil'],
  [/^espa[ñn]ol(?:a|es|as)?|espanhol(?:a)?|espagnol(?:e)?s?|spanisch$/u, 'Spain'],
  [/^portugu[ée]s(?:a|es|as)?|portugais(?:e)?s?|portugiesisch$/u, 'Portugal'],
  [/^angolan[oa]s?|angolais(?:e)?s?$/u, 'Angola'],
  [/^mo[çc]ambican[oa]s?|mozambique[ñn][oa]s?|mozambicain(?:e)?s?$/u, 'Mozambique'],
  [/^marroqu[íi](?:es)?|marocain(?:e)?s?|marokkanisch$/u, 'Morocco'],
  [/^argelin[oa]s?|alg[ée]rien(?:ne)?s?$/u, 'Algeria'],
  [/^tunecin[oa]s?|tunisien(?:ne)?s?$/u, 'Tunisia'],
  [/^s[ée]n[ée]galais(?:e)?s?|senegal[ée]s(?:a|es)?$/u, 'Senegal'],
  [/^ivoirien(?:ne)?s?|marfile[ñn][oa]s?$/u, "Côte d'Ivoire"],
  [/^camerounais(?:e)?s?|camerun[ée]s(?:a|es)?$/u, 'Cameroon'],
  [/^fran[çc]ais(?:e)?s?|franc[ée]s(?:a|es)?|franc[êe]s(?:a)?|franz[öo]sisch$/u, 'France'],
  [/^belges?|belga|belgisch$/u, 'Belgium'],
  [/^suisses?|suiz[oa]s?|su[íi][çc]o|schweizer(?:isch)?$/u, 'Switzerland'],
  [/^canadien(?:ne)?s?|canadienses?|canadense|kanadisch$/u, 'Canada'],
  [/^allemand(?:e)?s?|alem[áa]n(?:a|es)?|alem[ãa]o|deutsch$/u, 'Germany'],
  [/^italien(?:ne)?s?|italian[oa]s?|italienisch$/u, 'Italy'],
  [/^[öo]sterreichisch|autrichien(?:ne)?s?|austr[íi]ac[oa]s?$/u, 'Austria'],
  [/^nig[ée]rian[oa]?s?|nig[ée]rian(?:e)?s?$/u, 'Nigeria'],
  [/^ghan[ée]en(?:ne)?s?$/u, 'Ghana'],
  [/^keniano?s?|kenyan(?:e)?s?$/u, 'Kenya'],
  [/^sudafrican[oa]s?|sud-africain(?:e)?s?|sul-african[oa]s?$/u, 'South Africa'],
  [/^saoudien(?:ne)?s?|saud[íi]es?|saudita$/u, 'Saudi Arabia'],
  [/^[ée]gyptien(?:ne)?s?|egipci[oa]s?|eg[íi]pci[oa]s?$/u, 'Egypt'],
  [/^filipin[oa]s?|philippin(?:e)?s?$/u, 'Philippines'],
  [/^chin[oa]s?|chinois(?:e)?s?|chin[êe]s(?:a)?|chinesisch$/u, 'China'],
  [/^japon[ée]s(?:a|es)?|japonais(?:e)?s?|japanisch$/u, 'Japan'],
  [/^turc(?:o|a|s)?|turque|t[üu]rkisch$/u, 'Turkey'],
  [/^rus[oa]s?|russe|russisch$/u, 'Russia'],
  [/^polac[oa]s?|polonais(?:e)?s?|polnisch$/u, 'Poland'],
  [/^brit[áa]nic[oa]s?|britannique|britisch$/u, 'United Kingdom'],
  [
    /^estadounidenses?|am[ée]ricain(?:e)?s?|american[oa]s?|norte-american[oa]s?|amerikanisch$/u,
    'United States',
  ],
];
const ROMANCE_MARKET = /(?<![\p{L}])(?:mercados?|march[ée]s?)\s+(?:de\s+)?(\p{L}+(?:-\p{L}+)?)/giu;
const GERMAN_MARKET = /(?<![\p{L}])(\p{L}+?)(?:e|en|er|es)?\s+markt(?![\p{L}])/giu;
const DEMONYM_MARKET = new RegExp(
  `${NOT_WORD_BEFORE}(${Object.keys(DEMONYMS).join('|')})\\s+(?:market|markets|customers|buyers|distribution)${NOT_WORD_AFTER}`,
  'gu',
);
// "for"/"für" name a known place only: "für Traktoren", "for Toyota Hilux" are not destinations.
const KNOWN_ONLY_CUES = new RegExp(`${NOT_WORD_BEFORE}(?:for|für|pa|pra)${NOT_WORD_AFTER}\\s*`, 'giu');
// A delivery word right before a known place, with no preposition: "التسليم دبي", "تسليم الرياض",
// "空运上海", "海运到".
const DELIVERY_SCRIPT_CUES =
  /(?<![\u0621-\u064A])(?:ال)?(?:تسليم|توصيل|شحن|توريد)\s*[:：]?\s*|(?:空运|海运|陆运|快递|发货|寄|送)(?:到|至|往)?|用于|用於|用在/gu;
// Hindi names the delivery first and the place later in the clause: "डिलीवरी जनवरी में जयपुर",
// "डिलीवरी मुंबई में चाहिए", "डिलीवरी ऑस्ट्रेलिया के सिडनी में" (the last place is the nearest).
const HINDI_DELIVERY =
  /(?:डिलीवरी|डिलिवरी|सप्लाई|भेजना|भेजनी|भेजें|पहुंचाना|पहुँचाना)(?:\s*[:：-]\s*|\s+)([^।,\n.?!]{2,50})/gu;
const HAN_PORT_AFTER = /^(?:港|口岸|港口)/u;
const LONE_PLACE = /[,，]\s*(?=\p{Lu})/gu;
const ORDER_SENTENCE =
  /\d|(?<![\p{L}])(?:orders?|pedidos?|commandes?|bestellung|auftrag|encomendas?|units?|unidades|unit[ée]s|pieces|pcs|st[üu]ck)(?![\p{L}])/iu;
const PORT_PREFIX =
  /(?:the\s+)?(?:port\s+of\s+|(?:el\s+)?puerto\s+del?\s+|(?:o\s+)?porto\s+d[eo]\s+|(?:le\s+)?port\s+(?:d[eu]\s+|d['’]\s*)|(?:den\s+)?hafen\s+|ميناء\s*)?/iy;

/** The canonical name of the known port or country whose spelling starts at `index`, if any. */
export function placeAt(text: string, index: number): string | null {
  PORT_PREFIX.lastIndex = index;
  const prefix = PORT_PREFIX.exec(text);
  const start = index + (prefix?.[0].length ?? 0);
  for (const [spelling, name] of SPELLINGS_BY_PREFIX.get(text.slice(start, start + 2)) ?? []) {
    if (!text.startsWith(spelling, start)) continue;
    const next = text.charAt(start + spelling.length);
    // A Latin spelling must end at a word boundary ("Indiana" is not "India").
    if (/[\p{Script=Latin}.]$/u.test(spelling) && /[\p{L}\p{N}]/u.test(next)) continue;
    // An Arabic or Devanagari spelling must end its word too (a Han one may touch the next word).
    if (/[\u0600-\u06FF]$/u.test(spelling) && /[\u0621-\u064A]/u.test(next)) continue;
    if (/[\u0900-\u097F]$/u.test(spelling) && /[\u0900-\u0963]/u.test(next)) continue;
    return name;
  }
  for (const [spelling, name] of LOWER_SPELLINGS_BY_PREFIX.get(text.slice(start, start + 2)) ?? []) {
    if (!text.startsWith(spelling, start)) continue;
    if (/[\p{L}\p{N}]/u.test(text.charAt(start + spelling.length))) continue;
    return name;
  }
  return null;
}

/** The length of a known place's spelling written at `at` (as listed, or in lower case), else 0. */
function spellingLength(text: string, name: string, at: number): number {
  const spellings = PLACES[name] ?? [];
  return Math.max(
    0,
    ...spellings
      .filter((written) => text.startsWith(written, at) || text.startsWith(written.toLowerCase(), at))
      .map((written) => written.length),
  );
}

// Capitalised words that follow a cue but are not places ("CIF Price", "to Please").
const NOT_PLACE_WORDS = new Set(
  (
    'Price Prices Pricing Basis Rate Terms Term Only Port Origin Grade Lead Delivery Payment Packing ' +
    'Erhalt Eingang Absprache Vereinbarung Auftrag Bestellung Abruf Freigabe ' +
    'Packaging Minimum Min Per Incoterms Incoterm Quote Quotation Sample Samples Please Kindly We Our Your ' +
    'The This That Us You Precio Prix Preis Preço Bitte Por Pour Para Nous Wir Hafen Port Puerto Porto ' +
    'Destination Destino Lieferung Entrega Livraison Shipment Shipping Sea Air Road Rail Warehouse ' +
    'Term Terms Net Cost Insurance Freight Total Best Target Request Need Required Thanks Thank Regards ' +
    'Dear Hello Hi Ihre Ihr Unser Notre Votre Nuestro Su Nosso Seu Main Any All Each January February ' +
    'March April May June July August September October November December Monday Friday Q I A An ' +
    'Grade Quality Premium Standard Export Import Europe Asia Africa America Diwali Christmas Ramadan ' +
    'Eid Easter FOB CIF CFR EXW DDP DAP MOQ COA MSDS TDS GSM PET HDPE PP Company Distributor Manufacturer ' +
    'Supplier Retailer Wholesaler Importer Exporter Trader Buyer Client Customer Brand Store Shop Hotel ' +
    'Restaurant Group Team Manager Director Purchasing Procurement Sales Regards Thanks Urgent Sample ' +
    'Empresa Distribuidor Importador Cliente Tienda Marca Entreprise Société Importateur Boutique Marque ' +
    'Firma Händler Importeur Kunde Laden Marke Loja Empresa Importadora Mr Mrs Ms Dr Sr Sra Herr Frau ' +
    'Mister Madam Sir Monsieur Madame Señor Señora Senhor Senhora ' +
    // Words a bare "delivery" may precede ("Delivery Date", "Lieferung Termin") that are not places.
    'Date Dates Schedule Time Times Period Address Details Window Deadline Plan Cost Costs Charges Fee Fees ' +
    'Status Conditions Condition Options Option Method Mode Fecha Plazo Délai Datum Termin Zeit Prazo Data ' +
    'Lieferzeit Lieferbedingungen Adresse Dirección Endereço Free Frei Express Urgent Immediate Inmediata ' +
    'Immédiate Rapide Sofort Gratuite Gratuita Gratis ' +
    // Months and date words of the other four Latin languages ("Versand im Januar" is a date).
    'Januar Februar März Mai Juni Juli Oktober Dezember Anfang Ende Mitte Quartal KW ' +
    'Enero Febrero Marzo Abril Mayo Junio Julio Agosto Septiembre Setiembre Octubre Noviembre Diciembre ' +
    'Janvier Février Mars Avril Juin Juillet Août Septembre Octobre Novembre Décembre ' +
    'Janeiro Fevereiro Março Maio Junho Julho Setembro Outubro Novembro Dezembro Navidad Noël Weihnachten ' +
    // Makes that parts and machines are for ("pastillas de freno para Nissan Tsuru", "pour Renault
    // Clio", "para Toyota Hilux"): a make is never the place the goods go.
    'Toyota Nissan Honda Hyundai Kia Suzuki Mitsubishi Mazda Subaru Isuzu Lexus Daihatsu Ford Chevrolet ' +
    'Chevy GMC Dodge Jeep Chrysler Cadillac Buick Tesla Volkswagen VW Audi BMW Mercedes Mercedes-Benz ' +
    'Porsche Opel Vauxhall Skoda Seat Renault Peugeot Citroën Citroen Dacia Fiat Alfa Lancia Volvo ' +
    'Scania Iveco MAN DAF Saab Lada Tata Mahindra Maruti Bajaj Hero TVS Eicher Ashok Leyland Geely ' +
    'Chery BYD Haval JAC Foton Sinotruk Howo Shacman Yamaha Kawasaki Ducati Harley-Davidson Caterpillar ' +
    'CAT Komatsu JCB Hitachi Kobelco Doosan Liebherr Deere Bobcat Case Kubota Massey Ferguson Claas ' +
    'Samsung Apple iPhone Xiaomi Huawei Oppo Vivo Nokia Sony LG Lenovo Dell HP Siemens Bosch Cummins ' +
    'Perkins Deutz Yanmar Land Rover Range Hilux Corolla Tsuru Versa Sentra Civic Accord Golf Polo Passat'
  ).split(' '),
);
const PLACE_LINKS = 'de|del|da|do|dos|es|al|el|am|sur|upon|on|la|le';
// "Idar-Oberstein", "Saint-Nazaire": a hyphen joins the parts of one name.
const TITLE_PLACE = new RegExp(
  `((?:[A-Z\\u00C0-\\u00DE][a-z\\u00DF-\\u00FF'’]+(?:-[A-Za-z\\u00C0-\\u00FF][a-z\\u00DF-\\u00FF'’]+)*)(?:[ -](?:[A-Z\\u00C0-\\u00DE][a-z\\u00DF-\\u00FF'’]+(?:-[A-Za-z\\u00C0-\\u00FF][a-z\\u00DF-\\u00FF'’]+)*|(?:${PLACE_LINKS})(?= [A-Z\\u00C0-\\u00DE])))*)`,
  'uy',
);
// An unknown place must end the phrase: "para Lima, con…" is a place, "para Nissan NP300" is not.
const PLACE_END =
  /^\s*(?:$|[,.;:!?()\-–—\n/]|\s[A-Z]{2}(?=$|[\s,.;:!?)])|\s(?:and|y|et|und|e|port|harbou?r|puerto|porto|hafen|area|region|city|before|by|until|within|avant|d'ici|sous|dans|antes|hasta|dentro|bis|vor|innerhalb|até|durante|asap|por|via|par|per)(?![\p{L}]))/u;
// Letters and their marks (shadda, tanwin): "عمّان".
const ARABIC_WORD = /^(?:[\u0621-\u064A]|[\u064B-\u0652\u0670]){2,}/u;
const ARABIC_NOT_PLACE =
  /^(?:نحتاج|شهر|الشهر|رمضان|شعبان|الشحن|شحن|التسليم|تسليم|الكمية|المنتج|السعر|عرض|مورد|شركة|ميناء|موعد|خلال|قبل|بحلول|مارس|أبريل|يناير|فبراير|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر|الدفع|جانب|كل|جميع|هذا|هذه|ذلك|السوق|العميل|عملائنا|المصنع|مستودعنا|مخازننا|الحاوية|حاوية|الطلب|التصدير|الاستيراد|أن|ان|ما|من|في|على|عن|مع)$/u;
const HAN_NOT_PLACE = /^(?:我们|贵司|工厂|仓库|港口|目的港|交货|价格|报价|付款|样品|数量)$/u;
const HINDI_FUNCTION =
  /^(?:तक|को|के|की|का|में|से|और|है|हैं|चाहिए|लिए|कृपया|हम|आप|यह|वह|कोट|रेट|करें|दें|बताएं|भेजें|सरसों|ग्रेड|पैक|हो|गा|गी)$/u;
const HINDI_NOT_PLACE =
  /^(?:पहुँचना|पहुंचना|पहुँचनी|पहुंचनी|पहुँचाना|पहुंचाना|भेजना|भेजनी|जाएगा|जाएगी|डेस्टिनेशन|गंतव्य|आखिर|आख़िर|अंत|शुरू|शुरुआत|मध्य|बीच|कब|कहाँ|कहां|कितने|कितना|कितनी|क्या|जल्द|जल्दी|जितनी|कोट|रेट|भाव|कीमत|माल|डिलीवरी|हमें|हमारे|हमारी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर|जनवरी|फरवरी|दिनों|दिन|महीने|हफ्ते|सप्ताह|पहले|बाद|समय|अंत|शुरू|कीमत|रेट|सैंपल|नमूने|मशीन|टन|किलो|पीस|नग|सेट|मीटर)$/u;

/** A known place spelled at `index` (after an optional port word or Arabic proclitic), with its span. */
function knownPlaceSpan(
  text: string,
  index: number,
  bareArabic = false,
): { name: string; start: number; end: number; written?: string } | null {
  PORT_PREFIX.lastIndex = index;
  const prefix = PORT_PREFIX.exec(text);
  const start = index + (prefix?.[0].length ?? 0);
  // Arabic proclitics: "بالدمام" (in Dammam), "لجدة" (to Jeddah), "للقاهرة" (to Cairo: لل for لـ + ال).
  const proclitic =
    /^(?:لل|بال|وال|[بلو](?=ال)|[بلو](?=[\u0621-\u064A](?:[\u0621-\u064A]|[\u064B-\u0652]){2}))/u.exec(
      text.slice(start, start + 6),
    );
  const candidates = [start];
  if (proclitic) candidates.push(start + proclitic[0].length);
  for (const at of candidates) {
    const name = placeAt(text, at);
    if (name) {
      const length = spellingLength(text, name, at);
      if (length > 0) return { name, start: at, end: at + length };
    }
  }
  if (proclitic?.[0] === 'لل') {
    // "للقاهرة" is "ل" + "القاهرة".
    const rebuilt = `ال${text.slice(start + 2, start + 30)}`;
    const name = placeAt(rebuilt, 0);
    if (name) {
      const spelling = (PLACES[name] ?? []).filter((written) => rebuilt.startsWith(written));
      const length = Math.max(0, ...spelling.map((written) => written.length));
      if (length > 2)
        return { name, start: start + 2, end: start + length, written: rebuilt.slice(0, length) };
    }
  }
  // "التسليم إسكندرية": spoken Arabic leaves the article off a city the list spells with it — right
  // after a cue and ending its clause only ("توصيل خرطوم مياه" is a water hose, not Khartoum).
  if (bareArabic && /^[\u0621-\u064A]/u.test(text.charAt(start)) && !text.startsWith('ال', start)) {
    const rebuilt = `ال${text.slice(start, start + 30)}`;
    const name = placeAt(rebuilt, 0);
    const length = name ? spellingLength(rebuilt, name, 0) : 0;
    const end = start + length - 2;
    if (name && length > 4 && /^\s*(?:$|[.,،؛;:!?؟\n()])/u.test(text.slice(end, end + 3)))
      return { name, start, end };
  }
  return null;
}

/** A known place within the clause after a strong cue ("ميناء الملك عبدالعزيز بالدمام"). */
function knownPlaceWithin(text: string, from: number): { name: string; start: number; end: number } | null {
  const clause = (/^[^,.;:!?،؛。，\n]{0,40}/u.exec(text.slice(from))?.[0] ?? '').replace(
    /\s(?:via|v[íi]a|through|thru|[üu]ber|transit|en\s+tr[áa]nsito|por\s+v[íi]a)\s.*$/iu,
    '',
  );
  for (let at = from + 1; at < from + clause.length; at++) {
    if (/[\p{L}\p{N}]/u.test(text.charAt(at - 1)) && !/[بلو]/u.test(text.charAt(at - 1))) continue;
    const known = knownPlaceSpan(text, at);
    if (known) return known;
  }
  return null;
}

/** An unknown place written at `index`: Title-case Latin words, an Arabic word, a Han run. */
function unknownPlaceSpan(
  text: string,
  index: number,
  mustEnd: boolean,
): { name: string; start: number; end: number } | null {
  PORT_PREFIX.lastIndex = index;
  const start = index + (PORT_PREFIX.exec(text)?.[0].length ?? 0);
  const rest = text.slice(start, start + 40);
  TITLE_PLACE.lastIndex = start;
  const title = TITLE_PLACE.exec(text);
  if (title?.[1]) {
    const words: string[] = [];
    const parts = title[1].split(' ');
    for (const [index, word] of parts.entries()) {
      // "Puerto Cortés", "Port Louis", "Porto Alegre": a port word starts a name when one follows.
      const portName =
        /^(?:Port|Puerto|Porto)$/.test(word) &&
        ((index === 0 && parts.length > 1) || (index === 1 && /^(?:Le|La|El|Il|O)$/.test(parts[0] ?? '')));
      if ((NOT_PLACE_WORDS.has(word) && !portName) || words.length === 3) break;
      words.push(word);
    }
    while (words.length > 0 && new RegExp(`^(?:${PLACE_LINKS})$`).test(words[words.length - 1] ?? ''))
      words.pop();
    const place = words.join(' ');
    // A certification is never a place ("DAP Kosher", "CIF Halal").
    if (!place || CERTIFICATIONS.some(([, pattern]) => pattern.test(place))) return null;
    const end = start + place.length;
    if (mustEnd && !PLACE_END.test(text.slice(end, end + 12))) return null;
    return { name: place, start, end };
  }
  const arabic = ARABIC_WORD.exec(rest.replace(/^(?:لل|ل)(?=[\u0621-\u064A]{3})/u, ''));
  if (arabic && /^[\u0600-\u06FF]/u.test(rest)) {
    const offset = rest.startsWith('لل') ? 2 : 0;
    const word = arabic[0];
    if (ARABIC_NOT_PLACE.test(word)) return null;
    const name = offset === 2 ? `ال${word}` : word;
    return { name, start: start + offset, end: start + offset + word.length };
  }
  const hindi = /^[\u0900-\u0963\u0970-\u097F]{2,}/u.exec(rest);
  if (hindi && !HINDI_NOT_PLACE.test(hindi[0]))
    return { name: hindi[0], start, end: start + hindi[0].length };
  // "连云港", "南沙港": a Han port name keeps its 港.
  // "苏州工厂" (our Suzhou factory): a site word after the name is not part of it; "价格多少" (the
  // price?) after a trade term is no place.
  const han =
    /^(\p{Script=Han}{2,5}?)(港?)(?=，|,|。|、|\s|$|交货|的|\(|（|[A-Za-z]|工厂|仓库|厂|公司|门店|基地)/u.exec(
      rest,
    );
  if (han?.[1] && !HAN_NOT_PLACE.test(han[1]) && !/^(?:价|报价|多少|运费|请|吗)/u.test(han[1]))
    return { name: han[0], start, end: start + han[0].length };
  return null;
}

const PERSON_CUE =
  /(?<![\p{L}])(?:send|sent|email|e-mail|mail|reply|forward|write|address(?:ed)?|attention|attn|copy|contact|enviar|env[íi]e|envoyer|envoyez|senden|schicken|mandar|mande)(?![\p{L}])[^.!?\n]*$/iu;

interface PlaceCandidate {
  index: number;
  strength: number;
  name: string;
  start: number;
  end: number;
  /** The place as written when the text spells it with an attached word ("للقاهرة" → "القاهرة"). */
  written?: string;
}

// "based in", "store in", "somos de": where the buyer is, which buyers give as their destination.
const IN_CUES = new RegExp(
  `${NOT_WORD_BEFORE}(?:in\\s+(?:der|den)|in|en|em|no|na|im|à|a|somos\\s+de|estamos\\s+en|basad[oa]s?\\s+en|bas[ée]e?s?\\s+[àa]|located\\s+in|based\\s+in|sitz\\s+in)${NOT_WORD_AFTER}\\s*`,
  'giu',
);
// "für unser Werk in Chemnitz bestellen", "our warehouse in Leeds": the buyer's own site names a
// place even when a verb follows it.
const FACILITY_CUES = new RegExp(
  `${NOT_WORD_BEFORE}(?:usine|entrep[ôo]t|magasin|boutique|bureau|si[èe]ge|d[ée]p[ôo]t|f[áa]brica|almac[ée]n|bodega|tienda|armaz[ée]m|loja|warehouse|factory|store|shop|office|plant|werk|lager|fabrik|filiale|gesch[äa]ft|niederlassung|standort|b[üu]ro)\\s+(?:de|d'|à|in|en|em|no|na|at)${NOT_WORD_AFTER}\\s*`,
  'giu',
);
// "desde Lima les escribo", "Importeur aus Rotterdam": where the buyer writes from (not the origin).
const FROM_CUES = new RegExp(`${NOT_WORD_BEFORE}(?:desde|aus|depuis)${NOT_WORD_AFTER}\\s*`, 'giu');
const SELF_BEFORE =
  /(?<![\p{L}])(?:wir\s+sind|ich\s+bin|sind|bin|firma|unternehmen|importeur\p{L}*|h[äa]ndler\p{L}*|gr[üu](?:ß|ss)e|somos|soy|escrib\p{L}*|saludos|empresa|importador\p{L}*|distribuidor\p{L}*|sommes|suis|soci[ée]t[ée]|importateur\p{L}*|distributeur\p{L}*|salutations)(?![\p{L}])[^.!?\n]{0,30}$/iu;
const SELF_AFTER =
  /^[^.!?\n]{0,20}(?<![\p{L}])(?:escrib\p{L}*|writ\p{L}*|schreib\p{L}*|[ée]cri[vst]\p{L}*)/iu;
const INDIAN_PLACES = new Set([
  'India',
  'Mumbai',
  'Nhava Sheva',
  'Mundra',
  'Chennai',
  'Kochi',
  'Kolkata',
  'Kandla',
  'Tuticorin',
  'Visakhapatnam',
  'Delhi',
  'Jaipur',
  'Patna',
  'Lucknow',
  'Ahmedabad',
  'Bengaluru',
  'Hyderabad',
  'Pune',
  'Surat',
  'Ludhiana',
]);
const ARABIC_CITY = /(?<![\u0621-\u064A])(?:ب|ل|في\s+|إلى\s+|الى\s+)?مدينة\s+(?=[\u0621-\u064A]{3})/gu;
const HAN_WE_AT = /(?:我们|我司|本公司|我方)(?:在|位于)(\p{Script=Han}{2,3}?)(?=[，,。；;！!]|市)/gu;
const ROMAN_HINDI_WE_FROM =
  /(?<![\p{L}])(?:[Hh]um|[Hh]am|[Hh]amari|[Hh]umari|[Hh]amara|[Hh]umara)\s+(?:company\s+|firm\s+|dukaan\s+|shop\s+)?(\p{Lu}\p{Ll}{2,}(?:\s\p{Lu}\p{Ll}{2,})?)\s+(?:se|mein|me|main)\s+(?:hain|hai|h|hu|hoon)(?![\p{L}])/gu;
const HINDI_WE_FROM =
  /(?:हम|हमारी\s+(?:कंपनी|दुकान|फर्म|फ़र्म))\s+([\u0900-\u097F]{2,}(?:\s[\u0900-\u097F]{2,})?)\s+(?:से|में)\s+(?:हैं|है)(?![\u0900-\u0963\u0966-\u097F])/gu;
const ARABIC_UP_TO = /(?<![\u0621-\u064A])حتى\s+(?=[\u0621-\u064A])/gu;
const PLACE_THEN_PORT =
  /(?<![\p{L}\p{N}])\p{Lu}[\p{L}'’-]+(?:\s+(?:es\s+|el\s+|de\s+)?\p{Lu}[\p{L}'’-]+){0,2}(?=\s+(?:port|harbou?r|seaport)(?![\p{L}]))/gu;
const ORIGIN_BEFORE =
  /(?<![\p{L}])(?:from|ex|fob|fca|fas|exw|loading|load|origin|via|through|de|desde|aus|von|depuis)\s*(?:at\s+|the\s+)?$/iu;
const SCRIPT_IN_CUES = /(?:في\s+|(?<![\u0621-\u064A])ب(?=ال)|位于|在)/gu;
const WEAK_SCRIPT_CUES =
  /(?:(?:توصيل|التوصيل|يوصل|توريد)\s+(?:إلى|الى|ل(?!ل)|في)?\s*(?=[\u0621-\u064A]{3})|(?<!نحتاج\s|بحاجة\s|نتطلع\s|بالإشارة\s|بالاشارة\s|إشارة\s|اشارة\s|استنادا\s|استناداً\s|بالإضافة\s|بالاضافة\s|بالنسبة\s|نظرا\s|نظراً\s|مضافا\s|يضاف\s)(?:إلى|الى)\s*|(?:شحن(?:\s+(?:جوي|بحري))?|الشحن|التسليم|تسليم|توريد|إرسال|ارسال|تصدير|للتصدير)\s+(?=لل?[\u0621-\u064A]{3})|(?:送到|送至|到(?!岸价|货)|至)\s*)/gu;
// "لجدة", "للقاهرة": the Arabic "to" is attached to the word; only a known place counts here.
const PROCLITIC_CUES = /(?<![\u0621-\u064A])(?=لل?[\u0621-\u064A](?:[\u0621-\u064A]|[\u064B-\u0652]){2})/gu;
const STRONG_SCRIPT_CUES =
  /(?:डेस्टिनेशन(?:\s+(?:पोर्ट|बंदरगाह))?\s*[:：-]?\s*|(?:ب|في\s+|إلى\s+|الى\s+|ل)?ميناء\s*(?:الوصول\s*[:：]?\s*)?|(?:ال)?وجهة\s*[:：]?\s*|(?:ال)?تسليم\s+(?:في|إلى|الى)\s*|运往|运到|运抵|发往|目的港\s*[:：]?\s*|目的地\s*[:：]?\s*|交货地点?\s*[:：]?\s*|(?:收货|送货|到货)(?:地点?|地址|城市)\s*[:：为是]?\s*|卸货港\s*[:：]?\s*|到岸价\s*|गंतव्य\s*(?:बंदरगाह|पोर्ट)?\s*[:：]?\s*)/gu;
// A place followed by "port", "up to", "for", "to be delivered": Hindi and Chinese put the cue after.
// A port, a border crossing or an inland depot after a place: "मुंद्रा पोर्ट", "काकड़भिट्टा बॉर्डर".
const HINDI_PORT_AFTER = /^\s*(?:\([^)]{2,30}\)\s*)?(?:पोर्ट|बंदरगाह|बॉर्डर|बार्डर|सीमा\s+(?:पर|तक)|ICD)/u;
const HINDI_TO_AFTER =
  /^\s*(?:\([^)]{2,30}\)\s*)?(?:तक(?!\s*(?:चाहिए|ज़रूरत|जरूरत))|के\s+लिए|पहुंच|पहुँच|भेज|में\s+(?:हमारे|हमारी|हमारा|स्थित)|डिलीवर|में\s+(?:डिलीवरी|सप्लाई|भेज)|(?:गोदाम|वेयरहाउस|शोरूम|दुकान|ऑफिस|फैक्ट्री|कारखाने|साइट|प्लांट|प्रोजेक्ट|स्टोर|मिल)\s*(?:में|तक|पर))/u;
// "हम नैरोबी में … डीलर हैं" (we are in Nairobi): where the buyer is.
const HINDI_WE_BEFORE = /(?:हम|हमारा|हमारी|हमारे)\s+(?:[\u0900-\u097F]+\s+){0,2}$/u;
const HINDI_IN_AFTER = /^\s*(?:में|से|के|की|का)(?![\u0900-\u0963\u0966-\u097F])/u;
// Hinglish: "Hum Paris mein boutique chalate hain", "Qatar export ke liye", "Pune mein delivery".
const ROMAN_HINDI_IN = /(?<![\p{L}])([A-Z][\p{L}]+(?: [A-Z][\p{L}]+)?)\s+(?:mein|me|main|se)(?![\p{L}])/gu;
// Chinese: "我们是马来西亚的…", "我们吉隆坡的汽配公司", "新加坡佛具店": where the buyer is.
const HAN_WE_BEFORE = /(?:我们|我司|本公司|我方)(?:是|為|为|在|位于)?(?:一家)?$/u;
const HAN_BUSINESS_AFTER =
  /^(?:的)?\p{Script=Han}{0,6}?(?:店|公司|工厂|厂|商行|超市|商店|进口商|经销商|批发商|代理商|集团)/u;

// "Site Gorakhpur UP hai", "Dispatch Indore transport se": a Hinglish delivery word before the place.
const PLACE_BEFORE_DELIVERY = /(?<![\p{L}])\p{Lu}\p{L}+(?:[ -]\p{Lu}\p{L}+)?(?=\s+delivery(?![\p{L}]))/gu;
const ROMAN_HINDI_DELIVERY =
  /(?<![\p{L}])(?:[Ss]ite|[Dd]ispatch|[Dd]espatch|[Dd]elivery|[Ss]upply|[Gg]odown|[Ww]arehouse|[Ll]ocation)\s+([A-Z][a-z]+(?: [A-Z][a-z]+)?)\s+(?:[A-Z]{2}\s+)?(?:hai|hain|tak|mein|me|par|pe|pr|ke\s+liye|ko|transport|bhej\p{L}*|karni|karna|chahiye)(?![\p{L}])/gu;
const ROMAN_HINDI_PLACE =
  /(?<![\p{L}])([A-Z][A-Za-z]+(?: [A-Z][a-z]+)?)(?:\s*\([^()\n]{2,30}\))?\s+(?:(?:godown|gowdown|warehouse|factory|office|shop|port|depot|site|export|delivery|supply|market)\s+)?(?:tak|ke\s+liye|ko\s+bhej\p{L}*)(?![\p{L}])/gu;

// "delivered to our Leeds warehouse", "entrega en bodega Bogotá", "livraison entrepôt de Lyon": an
// owner's word or a site word between the cue and the place.
// ("DAP our factory, Ho Chi Minh City", "to our store in leeds": after the buyer's own site and a comma
// or "in", the place may be in lower case.)
const POSSESSIVE =
  /(?:our|my|their|nuestr[oa]s?|mis?|notre|nos|mon|ma|unser(?:e[mnrs]?)?|nosso|nossa|nossos|meu|minha)\s+(?:[Bb]odega|[Aa]lmac[ée]n|[Ww]arehouse|[Gg]odown|[Ee]ntrep[ôo]t|[Dd][ée]p[ôo]t|[Ll]ager|[Aa]rmaz[ée]m|[Dd]ep[óo]sito|[Pp]lanta|[Pp]lant|[Ff][áa]brica|[Uu]sine|[Ww]erk|[Ss]ite|[Bb]ase|[Oo]ficina|[Tt]ienda|[Ll]oja|[Ss]hop|[Ss]tore|[Ff]actory|[Mm]agasin|[Bb]ureau|[Ff]iliale)(?:\s*,\s*|\s+(?:de|in|en|em|à|at|du|da|do|near|bei)\s+)(?=\p{L})|(?:(?:our|my|their|nuestr[oa]s?|mis?|notre|nos|mon|ma|unser(?:e[mnrs]?)?|nosso|nossa|nossos|meu|minha)\s+)?(?:(?:[Bb]odega|[Aa]lmac[ée]n|[Ww]arehouse|[Gg]odown|[Ee]ntrep[ôo]t|[Dd][ée]p[ôo]t|[Ll]ager|[Aa]rmaz[ée]m|[Dd]ep[óo]sito|[Pp]lanta|[Pp]lant|[Ff][áa]brica|[Uu]sine|[Ww]erk|[Ss]ite|[Bb]ase|[Oo]ficina|[Tt]ienda|[Ll]oja|[Ss]hop|[Ss]tore|[Ff]actory|[Mm]agasin|[Bb]ureau|[Ff]iliale)\s+(?:(?:de|in|en|em|à|at|du|da|do)\s+)?)?(?=\p{Lu})|(?:到|至|送到|运到)?(?:我们|我司|我方|本公司)(?:在|位于|的)?(?=\p{Script=Han})|(?:到|至|送到|运到)(?=\p{Script=Han})/uy;

const LOWER_TERM_PLACE =
  /(?<![\p{L}\p{N}])(cif|cfr|cnf|c&f|cpt|cip|dap|dpu|ddp)\s+(\p{Ll}[\p{Ll}'-]{2,}(?: \p{Ll}[\p{Ll}'-]{1,}){0,2})(?![\p{L}])/gu;
// Lower-case words after a term that are not a place ("cif price", "dap basis", "ddp por favor").
const LOWER_NOT_PLACE =
  /^(?:price|prices|rate|rates|basis|terms?|please|pls|plz|only|incl|including|port|asap|precio|precios|prix|preis|preço|preco|por|para|pour|favor|bitte|und|and|y|e|et|o|or|ou|with|con|com|avec|mit|by|to|a|de|del|da|do|du|des|the|el|la|le|los|las|les|o|os|as|en|em|in|im|no|na)$/u;

const PACK_NAME =
  /^(?:f[äa]ss\p{L}*|s[äa]ck\p{L}*|karton\p{L}*|dosen?|beuteln?|kisten?|paletten?|trommeln?|flaschen?|eimern?|kanistern?|bags?|sacks?|drums?|cartons?|boxes|bottles?|cajas?|sacos?|bolsas?|f[ûu]ts?|caixas?|bidons?|tambores|big[- ]?bags?)$/iu;

// A delivery address given as a label and a line ("Delivery address: Plot 14, Industrial Area,
// Nairobi, Kenya", "Lieferadresse: Industriestr. 5, 70565 Stuttgart", "送货地址：…", "عنوان التسليم: …"):
// the first known place on the line, else the town after a postcode.
const ADDRESS_LABEL = new RegExp(
  `${NOT_WORD_BEFORE}(?:(?:delivery|shipping|consignee(?:'s)?)\\s+address|ship\\s+to|consignee|deliver\\s+to|lieferadresse|lieferanschrift|lieferort|empf[äa]nger|direcci[óo]n\\s+de\\s+(?:entrega|env[íi]o)|lugar\\s+de\\s+entrega|adresse\\s+de\\s+livraison|lieu\\s+de\\s+livraison|destinataire|endere[çc]o\\s+de\\s+entrega|local\\s+de\\s+entrega)\\s*[:：]\\s*` +
    `|(?:送货|收货|交货)地址\\s*[:：]?\\s*|(?:عنوان|مكان)\\s+(?:ال)?(?:تسليم|توصيل|شحن)\\s*[:：]\\s*|डिलीवरी\\s+(?:पता|स्थान)\\s*[:：]\\s*`,
  'giu',
);
const ADDRESS_TOWN =
  /^(\p{Lu}[\p{L}'’-]+(?:\s+(?:de|del|da|do|la|el|\p{Lu}[\p{L}'’-]+)){0,3})(?:\s*[-–]\s*[A-Z]{2})?[.]?$/u;
const POSTCODE_TOWN = /(?<![\p{L}\p{N}])\d{4,6}\s+(\p{Lu}[\p{L}-]{2,}(?:\s+\p{Lu}[\p{L}-]+)?)/u;
function addressPlace(
  text: string,
  label: RegExpMatchArray,
): { name: string; start: number; end: number } | null {
  const from = (label.index ?? 0) + label[0].length;
  const line = /^[^\n]{0,160}/u.exec(text.slice(from))?.[0] ?? '';
  // "Av. Brasil 123, Lima, Perú": a place that is a whole part of the address (a postcode aside) is
  // the town; one inside a street's name is not.
  let first: { name: string; start: number; end: number } | null = null;
  let whole: { name: string; start: number; end: number } | null = null;
  for (let at = 0; at < line.length; at++) {
    if (at > 0 && /[\p{L}\p{N}]/u.test(line.charAt(at - 1))) continue;
    const known = knownPlaceSpan(text, from + at);
    if (!known || known.name === 'India') continue;
    const before =
      line
        .slice(0, known.start - from)
        .split(/[,，،;]/u)
        .pop() ?? '';
    const after = line.slice(known.end - from).split(/[,，،;.]/u)[0] ?? '';
    if (/^[\s\d-]*$/u.test(before) && /^[\s\d()-]*$/u.test(after)) {
      whole = known;
      break;
    }
    first ??= known;
  }
  // "Calle 45 #12-30, Medellín, Colombia": a country ending the line follows the town.
  if (whole) {
    const rest = line.slice(whole.end - from);
    const before = line.slice(0, whole.start - from).split(/[,，،;]/u);
    const previous = (before[before.length - 2] ?? '').trim();
    const town = /^[\s.。]*$/u.test(rest) ? ADDRESS_TOWN.exec(previous) : null;
    if (town?.[1] && !placeAt(town[1], 0)) {
      const start = from + line.lastIndexOf(town[1], whole.start - from);
      return { name: town[1], start, end: start + town[1].length };
    }
    return whole;
  }
  if (first) return first;
  // "广东省东莞市长安镇…": a Chinese address names its city before 市.
  const han = /(?:省|^|\s)(\p{Script=Han}{2,3}?)市/u.exec(line);
  if (han?.[1]) {
    const start = from + (han.index ?? 0) + han[0].length - han[1].length - 1;
    return { name: han[1], start, end: start + han[1].length };
  }
  // "Rua das Flores 100, Curitiba - PR": the last part that is a name, without its state code.
  const parts = line.split(/[,，،;]/u).map((part) => part.trim());
  const named = [...parts]
    .reverse()
    .map((part) => ADDRESS_TOWN.exec(part)?.[1])
    .find(Boolean);
  if (named) {
    const start = from + line.lastIndexOf(named);
    return { name: named, start, end: start + named.length };
  }
  const town = POSTCODE_TOWN.exec(line);
  if (!town?.[1]) return null;
  const start = from + (town.index ?? 0) + town[0].length - town[1].length;
  return { name: town[1], start, end: start + town[1].length };
}

// Where a delivery word names a place the list does not know: "Pune warehouse delivery", "bihar
// (darbhanga) delivery", "Dubai bhejna hai", "डिलीवरी गोरखपुर।", "lieferung nach leipzig.", "pr conakry."
// (a lower-case name that ends its clause after a delivery cue).
const DELIVERY_MANNER =
  /^(?:पर|में|से|तक|को|के|का|की|ही|भी|है|एक|साथ|जल्दी|जल्द|तेज़|तेज|समय|फ्री|मुफ्त|होम|डोर|सीधी|सीधे|पूरी|आंशिक|एक्सप्रेस|तुरंत|हमारी|हमारे|हमारा|सही)$/u;
const LATIN_BEFORE_DELIVERY =
  /(?<![\p{L}])(?:(\p{Lu}\p{L}{2,}(?:[ -]\p{Lu}\p{L}+)?)|[(]\s*(\p{L}{3,}(?:\s\p{L}+)?)\s*[)])\s+(?:(?:warehouse|godown|gowdown|factory|site|plant|depot|office|shop|store|mandi)\s+)?(?:(?:delivery|dispatch)(?!\s+(?:service|services|company|partner|charges?|costs?|time|date|schedule|terms?|period|fees?|address|note|challan|boy|van))|bhej(?:na|ni|o|iye|enge|ein)(?:\s+hai)?)(?![\p{L}])/gu;
const LOWER_AFTER_DELIVERY =
  /(?<![\p{L}])(?:(?:lieferung|geliefert|versand)\s+nach|delivery\s+to|deliver(?:ed)?\s+to|ship(?:ped|ping)?\s+to|livraison\s+(?:à|a)|livr[ée]e?s?\s+(?:à|a)|entrega\s+en|entregad[oa]s?\s+en|env[íi]o\s+a|entrega\s+em|envio\s+para)\s+(\p{Ll}[\p{Ll}-]{3,}(?:\s\p{Ll}[\p{Ll}-]{3,})?)(?=\s*(?:[.,;!?\n]|$))/gu;
// "माल इंदौर जाएगा", "माल लुधियाना पहुंचाना है": the goods go to the place.
const HINDI_SITE =
  /^(?:फैक्ट्री|फ़ैक्टरी|कारखाने|कारखाना|गोदाम|वेयरहाउस|शोरूम|दुकान|ऑफिस|साइट|प्लांट|स्टोर|मिल|यूनिट)$/u;
const HINDI_GOODS_TO =
  /माल\s+([\u0900-\u0963\u0971-\u097F]{2,}(?:\s[\u0900-\u0963\u0971-\u097F]{2,})?)(?:\s*\([^()\n]{2,30}\))?(?:\s+(?:के|की)\s+(?:(?:हमारे|हमारी|अपने)\s+)?(?:गोदाम|वेयरहाउस|फैक्ट्री|कारखाने|शोरूम|दुकान|ऑफिस|स्टोर|प्लांट)\s+(?:में|तक|पर))?(?:\s+(?:DDP|DAP|DPU|CIF|CFR|CPT|CIP))?\s+(?:जाएगा|जाएगी|जाना\s+है|भेजना\s+है|भेजना|पहुंचाना|पहुँचाना|पहुंचना|पहुँचना)/gu;
const HINDI_WE_IN =
  /(?:हम|हमारी\s+कंपनी|हमारा\s+ऑफिस)\s+([\u0900-\u0963\u0971-\u097F]{2,})\s*[,،]\s*([\u0900-\u0963\u0971-\u097F]{2,})\s+में/gu;
const HINDI_AFTER_DELIVERY =
  /(?:डिलीवरी|डिलिवरी)\s*[:：-]?\s*([\u0900-\u0963\u0971-\u097F]{2,}(?:\s[\u0900-\u0963\u0971-\u097F]{2,})?)(?=\s*(?:[।,.\n]|$))/gu;
const LOWER_BEFORE_HINGLISH =
  /(?<![\p{L}])\p{Ll}{3,}(?=\s+(?:(?:godown|warehouse|factory|office|shop|port|depot|site|export|delivery|supply|market)\s+)?(?:tak|ke\s+liye|ko\s+bhej\p{L}*|bhej\p{L}*)(?![\p{L}]))/gu;
// "Timely delivery", "First delivery", "Courier delivery", "Scheduled delivery": a manner, a rank or
// a carrier before "delivery" is no place.
const LATIN_DELIVERY_MANNER =
  /^(?:door|home|fast|quick|express|free|same|next|urgent|prompt|early|local|sea|air|road|rail|partial|full|direct|safe|timely|immediate|first|second|third|final|last|weekly|monthly|daily|yearly|regular|single|split|bulk|container|truck|port|airport|site|factory|warehouse|doorstep|overseas|international|domestic|standard|normal|priority|special|complete|total|proper|good|best|our|your|the|this|that|each|every|any|their|on-time|ontime|dhl|fedex|ups|tnt|aramex)$|(?:ed|ly|ing|est|er)$/iu;
const NOT_LOWER_PLACE =
  /^(?:you|your|us|them|confirm|order|stock|time|date|follow|customer|customers|client|clients|buyer|consignee|destination|address|week|month|year|day|piece|unit|pi[èe]ce|unit[ée]|mois|semaine|jour|an|a[ñn]o|mes|semana|d[íi]a|monat|woche|tag|jahr|m[êe]s|ano|later|soon|coordinate|discuss|nous|vous|moi|toi|lui|eux|usted|ustedes|ihnen|uns|euch|mich|dich|sie|door|home|site|plant|factory|warehouse|port|abroad|overseas|here|there|aqui|aquí|ici|hier|dort|l[àa]-bas|convenir|d[ée]finir|confirmer|pr[ée]ciser|domicile|chantier|usine|obra|planta|f[áa]brica|bodega|domicilio|confirmar|definir|combinar|acordar|despu[ée]s|depois|tarde|werk|lager|baustelle|vereinbaren|kl[äa]ren|sp[äa]ter)$|(?:ung|heit|keit|schaft|tion|ción|ção|ment|ness)$/iu;
function deliveryPhrasePlaces(text: string): { name: string; start: number; end: number }[] {
  const found: { name: string; start: number; end: number }[] = [];
  for (const match of text.matchAll(LATIN_BEFORE_DELIVERY)) {
    const written = match[1] ?? match[2] ?? '';
    if (!written || written.split(/[ -]/u).some((word) => NOT_PLACE_WORDS.has(word))) continue;
    // "Kosher, FDA, BRC delivery": an acronym or a certification is no place the list does not know.
    if (
      !placeAt(written, 0) &&
      (/^[A-Z]{2,}$/u.test(written) || CERTIFICATIONS.some(([, pattern]) => pattern.test(written)))
    )
      continue;
    if (LATIN_DELIVERY_MANNER.test(written)) continue;
    const start = match.index + match[0].indexOf(written);
    const name = placeAt(written, 0) ?? `${written.charAt(0).toUpperCase()}${written.slice(1)}`;
    if (name !== 'India') found.push({ name, start, end: start + written.length });
  }
  // "हम विराटनगर, नेपाल में …" (we are in Biratnagar, Nepal): a town the list does not know, before a
  // country it knows, is where the buyer is.
  for (const match of text.matchAll(HINDI_WE_IN)) {
    const town = match[1] ?? '';
    const country = placeAt(match[2] ?? '', 0);
    if (!country || country === 'India' || HINDI_NOT_PLACE.test(town) || HINDI_FUNCTION.test(town)) continue;
    const start = match.index + match[0].indexOf(town);
    found.push({ name: placeAt(town, 0) ?? town, start, end: start + town.length });
  }
  for (const match of [...text.matchAll(HINDI_AFTER_DELIVERY), ...text.matchAll(HINDI_GOODS_TO)]) {
    const written = match[1] ?? '';
    const words = written.split(' ');
    if (
      words.some(
        (word) => HINDI_NOT_PLACE.test(word) || HINDI_FUNCTION.test(word) || DELIVERY_MANNER.test(word),
      )
    )
      continue;
    if (new RegExp(`^(?:${MONTHS_HI})$`, 'u').test(words[0] ?? '')) continue;
    const start = match.index + match[0].indexOf(written, match[0].startsWith('माल') ? 3 : 0);
    found.push({ name: placeAt(written, 0) ?? written, start, end: start + written.length });
  }
  // "hotel project bangalore ke liye": a known place in lower case before a Hinglish "for"/"to".
  for (const match of text.matchAll(LOWER_BEFORE_HINGLISH)) {
    const known = knownPlaceSpan(text, match.index);
    if (known && known.name !== 'India') found.push(known);
  }
  for (const match of text.matchAll(LOWER_AFTER_DELIVERY)) {
    const written = match[1] ?? '';
    if (written.split(' ').some((word) => NOT_LOWER_PLACE.test(word))) continue;
    if (!placeAt(written, 0) && CERTIFICATIONS.some(([, pattern]) => pattern.test(written))) continue;
    const start = match.index + match[0].length - written.length;
    const name =
      placeAt(written, 0) ??
      written
        .split(' ')
        .map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`)
        .join(' ');
    if (name !== 'India') found.push({ name, start, end: start + written.length });
  }
  return found;
}

function readDestinationSpan(written: string): PlaceCandidate | null {
  const text = withoutIncotermDots(written);
  const candidates: PlaceCandidate[] = [];
  const push = (
    index: number,
    strength: number,
    span: { name: string; start: number; end: number; written?: string } | null,
  ) => {
    if (span) candidates.push({ index, strength, ...span });
  };
  // "Ship to: Unit 4, Harbour Road, Durban": a labelled address is read as an address, not after its "to".
  const labels = [...text.matchAll(ADDRESS_LABEL)].map((label) => [
    label.index,
    label.index + label[0].length,
  ]);
  const scan = (cues: RegExp, strength: number, unknown: 'any' | 'ending' | 'none', notIndia = false) => {
    for (const match of text.matchAll(cues)) {
      if (labels.some(([start = 0, end = 0]) => match.index >= start && match.index < end)) continue;
      // "delivered to our Leeds warehouse", "à notre entrepôt": a possessive before the place.
      POSSESSIVE.lastIndex = match.index + match[0].length;
      const own = POSSESSIVE.exec(text)?.[0] ?? '';
      const at = match.index + match[0].length + own.length;
      const known = knownPlaceSpan(text, at, true);
      // "send the quotation to John Smith", "email your offer to Mr. Khan": a person, not a place.
      // ("send 500 pcs to our shop in Bulawayo": the buyer's own site is no person.)
      // ("mandar p/ porto do Namibe": a port word after the cue is no person either.)
      PORT_PREFIX.lastIndex = at;
      const portWord = (PORT_PREFIX.exec(text)?.[0].length ?? 0) > 0;
      const addressed =
        strength < 3 &&
        !portWord &&
        !/\s(?:in|at|de|en|em|à|bei|near|,)\s*$/iu.test(own) &&
        PERSON_CUE.test(text.slice(Math.max(0, match.index - 40), match.index));
      // A place in lower case has lost its capital: after "send to" it is as doubtful as an unknown name.
      const lowerCase =
        known !== null &&
        /^\p{Ll}/u.test(text.charAt(known.start)) &&
        /\p{Script=Latin}/u.test(text.charAt(known.start));
      if (known && !(lowerCase && addressed)) {
        if (!(notIndia && known.name === 'India')) push(match.index, strength, known);
        continue;
      }
      if (known) continue;
      // An unknown place is on the cue's line and is never a certification ("DAP\nحلال").
      // After a Latin weak cue only a Latin name counts, and an acronym is not a cue ("BIS रजिस्ट्रेशन").
      const latinCue = /^\s*[\p{Script=Latin}]/u.test(match[0]) && strength < 3;
      const acronym = strength < 3 && /^[A-Z]{2,}\s*$/u.test(match[0]);
      const found =
        unknown === 'none' || addressed || acronym || match[0].includes('\n')
          ? null
          : unknownPlaceSpan(text, at, unknown === 'ending');
      if (found && latinCue && !/^[\p{Script=Latin}]/u.test(found.name)) continue;
      // "60 Tage netto nach Rechnung", "nach Absprache", "à réception": after a weak cue a German or
      // French abstract noun (-ung, -heit, -keit, -schaft, -tion; not -nis: Tunis) is a time or a manner, not a place.
      if (found && strength < 3 && /(?:ung|heit|keit|schaft|tion|ception)$/u.test(found.name)) continue;
      // "in Fässern", "in Kartons", "en Sacos": a pack after "in" is how the goods come, not where they go.
      if (found && strength < 3 && PACK_NAME.test(found.name)) continue;
      const other = found && !CERTIFICATIONS.some(([, pattern]) => pattern.test(found.name)) ? found : null;
      // "DAP عمّان - الأردن": the unknown city with its country; "ميناء الملك عبدالعزيز بالدمام": the known city.
      const within = strength === 3 ? knownPlaceWithin(text, at) : null;
      const tailed = other !== null && /^\s*[-–—,،(（]/u.test(text.slice(other.end, other.end + 3));
      // "para"/"pour" also say what the goods are for ("para Nissan Tsuru", "pour la cuisine"): a name
      // the place list does not know after them loses to a known place where the buyer is.
      const purpose = !within && /^(?:para|pour)\s*$/iu.test(match[0]);
      push(match.index, purpose ? 0.9 : strength, within && !tailed ? within : other);
    }
  };
  scan(STRONG_LATIN_CUES, 3, 'any');
  // "cif lazaro cardenas p/ semana santa", "dap san jose, costa rica": a buyer who writes the Incoterm
  // in lower case writes the place so too.
  for (const match of text.matchAll(LOWER_TERM_PLACE)) {
    const words = (match[2] ?? '').split(' ');
    const kept: string[] = [];
    for (const [index, word] of words.entries()) {
      const title = `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
      // "puerto cortes", "port louis": a port word starts a name when one follows.
      const portName = index === 0 && words.length > 1 && /^(?:port|puerto|porto)$/u.test(word);
      if (!portName && (NOT_PLACE_WORDS.has(title) || LOWER_NOT_PLACE.test(word))) break;
      kept.push(word);
    }
    const place = kept.join(' ');
    const start = match.index + match[0].indexOf(match[2] ?? '');
    const end = start + place.length;
    if (place.length < 4 || kept.length !== words.length) continue;
    if (!PLACE_END.test(text.slice(end, end + 12)) && !/^\s+p\//u.test(text.slice(end, end + 4))) continue;
    const name = kept.map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`).join(' ');
    push(match.index, 3, { name, start, end, written: place });
  }
  scan(STRONG_SCRIPT_CUES, 3, 'any');
  for (const match of text.matchAll(ADDRESS_LABEL)) push(match.index, 3, addressPlace(text, match));
  scan(WEAK_LATIN_CUES, 2, 'ending');
  scan(KNOWN_ONLY_CUES, 2, 'none');
  scan(DELIVERY_LATIN_CUES, 2, 'ending');
  for (const market of [ROMANCE_MARKET, GERMAN_MARKET]) {
    for (const match of text.matchAll(market)) {
      const word = (match[1] ?? '').toLowerCase();
      const country = MARKET_ADJECTIVES.find(([pattern]) => pattern.test(word))?.[1];
      if (!country || !PLACES[country]) continue;
      const start = match.index + match[0].toLowerCase().lastIndexOf(word);
      push(match.index, 2, { name: country, start, end: start + word.length, written: country });
    }
  }
  for (const match of text.matchAll(DEMONYM_MARKET)) {
    const country = DEMONYMS[match[1] ?? ''];
    if (!country || !PLACES[country]) continue;
    const end = match.index + (match[1] ?? '').length;
    push(match.index, 2, { name: country, start: match.index, end, written: country });
  }
  scan(WEAK_SCRIPT_CUES, 2, 'ending');
  scan(PROCLITIC_CUES, 2, 'none');
  scan(DELIVERY_SCRIPT_CUES, 2, 'none');
  for (const match of text.matchAll(HINDI_DELIVERY)) {
    const clause = match[1] ?? '';
    const from = match.index + match[0].length - clause.length;
    let last: { name: string; start: number; end: number } | null = null;
    for (let at = 0; at < clause.length; at++) {
      if (at > 0 && /[\u0900-\u097F]/u.test(clause.charAt(at - 1))) continue;
      // "काठमांडू (नेपाल)": the country in brackets only says where the city is.
      if ((clause.slice(0, at).match(/\(/gu)?.length ?? 0) > (clause.slice(0, at).match(/\)/gu)?.length ?? 0))
        continue;
      const known = knownPlaceSpan(text, from + at);
      if (known && known.name !== 'India') last = known;
    }
    if (last) push(last.start, 2, last);
  }
  scan(IN_CUES, 1, 'ending', true);
  scan(FACILITY_CUES, 1, 'any', true);
  for (const match of text.matchAll(FROM_CUES)) {
    const known = knownPlaceSpan(text, match.index + match[0].length);
    // Only where the buyer describes itself ("Importeur aus", "saludos desde"), not where it buys from.
    const self =
      SELF_BEFORE.test(text.slice(Math.max(0, match.index - 40), match.index)) ||
      (known !== null && SELF_AFTER.test(text.slice(known.end, known.end + 30)));
    if (known && self && !INDIAN_PLACES.has(known.name)) push(match.index, 1, known);
  }
  scan(SCRIPT_IN_CUES, 1, 'none', true);
  // "نحن في مدينة الزرقاء", "إلى مدينة المكلا": the word "city" names a place after it.
  scan(ARABIC_CITY, 1.5, 'ending');
  // "我们在义乌，", "Hum Jalandhar se hain", "हम जोधपुर से हैं": where the buyer is, a name the list may not know.
  for (const pattern of [HAN_WE_AT, ROMAN_HINDI_WE_FROM, HINDI_WE_FROM]) {
    for (const match of text.matchAll(pattern)) {
      const name = match[1] ?? '';
      if (!name || NOT_PLACE_WORDS.has(name) || HINDI_NOT_PLACE.test(name) || HAN_NOT_PLACE.test(name))
        continue;
      const start = match.index + match[0].indexOf(name);
      const known = placeAt(name, 0);
      if (known === 'India') continue;
      push(match.index, 1, { name: known ?? name, start, end: start + name.length });
    }
  }
  // "الشحن حتى الدمام" (up to Dammam): only a known place.
  scan(ARABIC_UP_TO, 2, 'none', true);
  // "needed at Djibouti port", "Mombasa port": a known place before a port word (never an Indian one,
  // which is where the goods are loaded, nor one after an origin word).
  for (const match of text.matchAll(PLACE_THEN_PORT)) {
    const known = knownPlaceSpan(text, match.index);
    if (!known || known.end > match.index + match[0].length || INDIAN_PLACES.has(known.name)) continue;
    if (
      known.name === 'India' ||
      !/^\s+(?:port|harbou?r|seaport)(?![\p{L}])/iu.test(text.slice(known.end, known.end + 12))
    )
      continue;
    if (ORIGIN_BEFORE.test(text.slice(Math.max(0, match.index - 24), match.index))) continue;
    push(match.index, 2, known);
  }
  // Hindi and Chinese: a place followed by "पोर्ट"/"港" (port) or "तक"/"के लिए" (up to, for).
  for (let at = 0; at < text.length; at++) {
    // (Arabic, Devanagari and Han all come after U+0600: Latin letters start no such spelling.)
    if (text.charCodeAt(at) < 0x600) continue;
    for (const [spelling, name] of SCRIPT_SPELLINGS_BY_PREFIX.get(text.slice(at, at + 2)) ?? []) {
      if (!text.startsWith(spelling, at)) continue;
      const end = at + spelling.length;
      const after = text.slice(end, end + 40);
      // "FOB印度港口" is the loading port: a place after an E/F-term, or India (the origin), is not the destination.
      // ("मुंद्रा पोर्ट पर FOB": Hindi names the loading port before its term.)
      const loading =
        /(?:FOB|FCA|FAS|EXW)\s*$/iu.test(text.slice(Math.max(0, at - 6), at)) ||
        /^\s*(?:पोर्ट|बंदरगाह)?\s*(?:पर|से)?\s*(?:FOB|FCA|FAS|EXW)(?![A-Za-z])/u.test(after) ||
        name === 'India';
      const before = text.slice(Math.max(0, at - 24), at);
      if (HINDI_PORT_AFTER.test(after) || HAN_PORT_AFTER.test(after)) {
        if (!loading) push(at, 3, { name, start: at, end });
      } else if (HINDI_TO_AFTER.test(after)) push(at, 2, { name, start: at, end });
      else if (!loading && HINDI_WE_BEFORE.test(before) && HINDI_IN_AFTER.test(after))
        push(at, 1, { name, start: at, end });
      else if (
        !loading &&
        /^\p{Script=Han}/u.test(spelling) &&
        (HAN_WE_BEFORE.test(before) ||
          (/(?:^|[，,。！!？?\s:：])$/u.test(before) && HAN_BUSINESS_AFTER.test(after)))
      )
        push(at, 1, { name, start: at, end });
    }
  }
  for (const match of text.matchAll(ROMAN_HINDI_IN)) {
    const phrase = match[1] ?? '';
    const name = placeAt(phrase, 0) ?? placeAt(phrase.split(' ').pop() ?? '', 0);
    if (!name || name === 'India') continue;
    const start = match.index + (placeAt(phrase, 0) ? 0 : phrase.lastIndexOf(' ') + 1);
    const written = (PLACES[name] ?? []).find((spelling) => text.startsWith(spelling, start));
    if (written) push(match.index, 1, { name, start, end: start + written.length });
  }
  // "Lucknow delivery", "Rotterdam delivery in May": a known place right before "delivery" (never India).
  for (const match of text.matchAll(PLACE_BEFORE_DELIVERY)) {
    const name = placeAt(text, match.index);
    const known = name ? knownPlaceSpan(text, match.index) : null;
    if (known && known.name !== 'India') push(match.index, 2, known);
  }
  for (const match of text.matchAll(ROMAN_HINDI_DELIVERY)) {
    const name = match[1] ?? '';
    if (!name || name.split(' ').some((word) => NOT_PLACE_WORDS.has(word))) continue;
    const start = match.index + match[0].indexOf(name);
    const known = placeAt(name, 0);
    if (known !== 'India') push(match.index, 2, { name: known ?? name, start, end: start + name.length });
  }
  // Hindi in Latin letters names the place before "tak" (up to): "Delivery Ludhiana godown tak".
  for (const match of text.matchAll(ROMAN_HINDI_PLACE)) {
    const words = (match[1] ?? '').split(' ');
    while (words.length > 0 && NOT_PLACE_WORDS.has(words[0] ?? '')) words.shift();
    const name = words.join(' ');
    if (!name || words.some((word) => NOT_PLACE_WORDS.has(word))) continue;
    const start = match.index + match[0].indexOf(name);
    push(match.index, 2, { name: placeAt(name, 0) ?? name, start, end: start + name.length });
  }
  // Hindi names a place before its cue: "पटना तक डिलीवरी", "काठमांडू DAP", "हो ची मिन्ह (वियतनाम) के लिए".
  const hindiPlace =
    /((?:[\u0900-\u0963\u0971-\u097F]+\s){0,2}[\u0900-\u0963\u0971-\u097F]+)(\s*\([^()]{2,30}\)\s*|\s+)(?=(पोर्ट|बंदरगाह|बॉर्डर|बार्डर)|(तक(?![\u0900-\u0963\u0966-\u097F]))|((?:पहुंच|पहुँच)[\u0900-\u097F]*|भेजनी|भेजना|भेजने)|(में\s+(?:हमारे|हमारी|हमारा|स्थित|डिलीवरी|सप्लाई))|((?:का|की|के)?\s*(?:CIF|CFR|CNF|CPT|CIP|DAP|DPU|DDP)(?![A-Za-z]))|(के\s+लिए)|((?:डिलीवरी|डिलिवरी)(?![\u0900-\u0963\u0966-\u097F])))/gu;
  for (const match of text.matchAll(hindiPlace)) {
    const words = (match[1] ?? '').split(/\s+/);
    // "हमारी कानपुर फैक्ट्री तक": the site after the place is not part of its name.
    while (words.length > 1 && HINDI_SITE.test(words[words.length - 1] ?? '')) words.pop();
    // "बरेली में डिलीवरी।": "in" between the place and the delivery word.
    if (match[9]) while (words.length > 1 && /^(?:में|पर)$/u.test(words[words.length - 1] ?? '')) words.pop();
    // Keep the words nearest the cue that are not function words ("माल", "हमें"…).
    const kept: string[] = [];
    for (let i = words.length - 1; i >= 0; i--) {
      const word = words[i] ?? '';
      if (HINDI_NOT_PLACE.test(word) || HINDI_FUNCTION.test(word) || (match[9] && DELIVERY_MANNER.test(word)))
        break;
      kept.unshift(word);
    }
    if (kept.length === 0) continue;
    // "मुंद्रा पोर्ट पर FOB": a port followed by an E/F-term is where the goods are loaded.
    const portEnd = match.index + match[0].length + (match[3]?.length ?? 0);
    if (
      match[3] &&
      /^\s*(?:पर|से)?\s*(?:FOB|FCA|FAS|EXW)(?![A-Za-z])/u.test(text.slice(portEnd, portEnd + 16))
    )
      continue;
    // "पैकिंग के साथ CIF दम्माम": a term followed by a known place names that place, not the words before it.
    const termEnd = match.index + match[0].length + (match[7]?.length ?? 0);
    if (match[7] && knownPlaceSpan(text, termEnd + (/^\s*/u.exec(text.slice(termEnd))?.[0].length ?? 0)))
      continue;
    const paren = match[2] ?? '';
    const inParen = /\(([^()]+)\)/u.exec(paren)?.[1] ?? '';
    const phrase = kept.join(' ');
    const known = placeAt(phrase, 0) ?? (inParen ? placeAt(inParen, 0) : null);
    // "X के लिए" (for X) names a place only when X or its bracket is a known place.
    if (match[8] && !known) continue;
    // (Measured from the words kept before any site word was set aside.)
    const start = match.index + words.join(' ').length - phrase.length;
    const strength = match[3] || match[7] ? 3 : match[6] && !/डिलीवरी|सप्लाई/u.test(match[6]) ? 1 : 2;
    push(start, strength, {
      name: placeAt(phrase, 0) ?? phrase,
      start,
      end: start + phrase.length + (inParen ? paren.trimEnd().length : 0),
    });
  }
  for (const found of deliveryPhrasePlaces(text)) push(found.start, 2, found);
  // "for a corporate gifting order, Singapore.", "200 unidades, Beira. preço e prazo": a known place
  // set apart as the last part of a sentence about the order (never a signature: that sentence has a
  // number or an order word and four words before the place).
  for (const match of text.matchAll(LONE_PLACE)) {
    const at = match.index + match[0].length;
    const known = knownPlaceSpan(text, at);
    if (!known || known.start !== at || INDIAN_PLACES.has(known.name)) continue;
    if (!/^[.!。](?:\s|$)/u.test(text.slice(known.end, known.end + 2))) continue;
    const sentence = /(?:[^.!?。\n]|\.(?=\d))*$/u.exec(text.slice(0, match.index))?.[0] ?? '';
    if (sentence.trim().split(/\s+/u).length < 4 || !ORDER_SENTENCE.test(sentence)) continue;
    push(at, 1, known);
  }
  if (candidates.length === 0) return null;
  candidates.sort((a, b) => b.strength - a.strength || a.index - b.index);
  const best = candidates[0] ?? null;
  if (!best) return null;
  // "بيرगंज (नेपाल)", "عمّان - الأردن", "Aden, Yemen": the country after the place is part of it.
  const after = text.slice(best.end, best.end + 40);
  const paren = /^\s*[(（]([^()（）\n\d]{2,30})[)）]/u.exec(after);
  // "frei Haus München (DDP)": an Incoterm in brackets is not part of the place.
  const incotermOnly = /^\s*(?:EXW|FCA|FAS|FOB|CFR|CNF|CIF|CPT|CIP|DAP|DPU|DDP)\s*$/iu.test(paren?.[1] ?? '');
  if (paren?.[1] && !incotermOnly && paren[1].trim().split(/\s+/).length <= 3) {
    best.end += paren[0].length;
  } else {
    const dash = /^\s*[-–—,،]\s*/u.exec(after);
    const country = dash ? knownPlaceSpan(text, best.end + dash[0].length) : null;
    if (dash && country) best.end = country.end;
  }
  return best;
}

/** The destination as the buyer wrote it ("عمّان - الأردن", "上海", "Ciudad de Panamá"), or null. */
export function destinationWritten(inquiry: string): string | null {
  const text = readableText(inquiry);
  const span = readDestinationSpan(text);
  if (!span) return null;
  const written = text.slice(span.start, span.end).trim();
  // The span is the place's own words ("Sri Lankan" market, "للقاهرة"): its written form replaces it whole.
  return span.written ?? written;
}

function readDestination(text: string): string | null {
  return readDestinationSpan(text)?.name ?? null;
}

// ---------------------------------------------------------------------------------------------
// Certifications, payment, sample

function latin(words: string): string {
  return `${NOT_WORD_BEFORE}(?:${words})${NOT_WORD_AFTER}`;
}

export const CERTIFICATIONS: readonly (readonly [Certification, RegExp])[] = [
  ['USDA Organic', new RegExp(latin('usda[\\s-]*(?:nop|organic|org[áa]nico|bio)'), 'iu')],
  ['EU Organic', new RegExp(latin('eu[\\s-]*(?:organic|bio)|organic\\s*\\(eu\\)'), 'iu')],
  [
    'Organic',
    new RegExp(
      `${latin('organic|org[áa]nic[oa]s?|org[âa]nic[oa]s?|biologiques?|bio|ökologisch|öko')}|${NOT_WORD_BEFORE}bio-|जैविक|عضوي|有机`,
      'iu',
    ),
  ],
  ['FSSAI', new RegExp(latin('fssai'), 'iu')],
  ['ISO 22000', new RegExp(latin('iso[\\s-]*22000|fssc[\\s-]*22000'), 'iu')],
  ['ISO 9001', new RegExp(latin('iso[\\s-]*9001'), 'iu')],
  ['HACCP', new RegExp(latin('haccp'), 'iu')],
  ['Halal', new RegExp(`${latin('halal')}|حلال|清真`, 'iu')],
  ['Kosher', new RegExp(`${latin('kosher|casher|cacher|koscher')}|كوشر|犹太`, 'iu')],
  ['BRC', new RegExp(latin('brc(?:gs)?'), 'iu')],
  ['GlobalG.A.P.', new RegExp(`${NOT_WORD_BEFORE}global\\s*g\\.?\\s*a\\.?\\s*p\\b\\.?`, 'iu')],
  [
    'Fair Trade',
    new RegExp(latin('fair\\s*trade|comercio\\s+justo|commerce\\s+équitable|fairer\\s+handel'), 'iu'),
  ],
  ['FDA', new RegExp(latin('(?:us\\s*)?fda'), 'iu')],
];

function readCertifications(text: string): Certification[] {
  const found = CERTIFICATIONS.filter(([, pattern]) => pattern.test(text)).map(([label]) => label);
  // "USDA Organic" already says organic; a bare "Organic" beside it would be a duplicate.
  if (found.includes('USDA Organic') || found.includes('EU Organic')) {
    return found.filter((label) => label !== 'Organic');
  }
  return found;
}

const SLASH_BEFORE = '(?<![\\p{L}\\p{N}/])';
const SLASH_AFTER = '(?![\\p{L}\\p{N}/])';

const PAYMENT_TERMS: [PaymentTerm, RegExp][] = [
  [
    'Letter of credit',
    new RegExp(
      `${SLASH_BEFORE}(?:l\\s*/\\s*c|lc|letters?\\s+of\\s+credit|cartas?\\s+de\\s+cr[ée]dito|lettres?\\s+de\\s+cr[ée]dit|akkreditiv)${SLASH_AFTER}|信用证|साख\\s*पत्र|اعتماد\\s+مستندي|خطاب\\s+اعتماد`,
      'iu',
    ),
  ],
  [
    'Telegraphic transfer',
    new RegExp(
      `${SLASH_BEFORE}(?:t\\s*/\\s*t|tt|telegraphic\\s+transfer|wire\\s+transfer|bank\\s+transfer|transferencia\\s+bancaria|virement(?:\\s+bancaire)?|banküberweisung|überweisung|transferência\\s+bancária)${SLASH_AFTER}|电汇|حوالة\\s+بنكية`,
      'iu',
    ),
  ],
  [
    'Advance payment',
    new RegExp(
      `${latin('advance|prepayment|pago\\s+anticipado|paiement\\s+anticip[ée]|vorkasse|vorauskasse|pagamento\\s+antecipado')}|预付|अग्रिम|دفع\\s+مقدم|مقدما`,
      'iu',
    ),
  ],
  [
    'Cash against documents',
    /(?<![\p{L}\p{N}])(?:CAD(?!\s*\$?\d)|cash\s+against\s+documents)(?![\p{L}\p{N}])/u,
  ],
  [
    'Documents against payment',
    new RegExp(`${SLASH_BEFORE}(?:d\\s*/\\s*p|documents\\s+against\\s+payment)${SLASH_AFTER}`, 'iu'),
  ],
  [
    'Documents against acceptance',
    new RegExp(`${SLASH_BEFORE}(?:d\\s*/\\s*a|documents\\s+against\\s+acceptance)${SLASH_AFTER}`, 'iu'),
  ],
];

export function readPaymentTerms(text: string, normalised: string): PaymentTerm[] {
  const found = PAYMENT_TERMS.filter(([, pattern]) => pattern.test(text)).map(([label]) => label);
  for (const match of normalised.matchAll(/(?<![\p{L}])net\s*-?\s*(\d{1,3})(?![\p{L}\p{N}])/giu)) {
    const label: PaymentTerm = `Net ${Number(match[1])}`;
    if (!found.includes(label)) found.push(label);
  }
  return found;
}

const SAMPLE_PATTERN = new RegExp(
  `${latin('samples?|muestras?|échantillons?|muster|proben?|amostras?')}|नमूना|नमूने|عينة|عينات|样品|样本|试样`,
  'iu',
);

// ---------------------------------------------------------------------------------------------
// Packaging

export interface Span {
  start: number;
  end: number;
}

const MATERIALS = '(?:pp|hdpe|ldpe|jute|paper|kraft|woven|poly|bopp|laminated|multi-?wall|cotton|plastic)';
const PACKS =
  'bags?|sacks?|cartons?|boxes|box|drums?|pouches|pouch|bales?|tins?|jars?|packets?|sacos?|sacs?|cajas?|säcke[n]?|beutel|kartons?|sacas?|caixas?';
const PACKAGING_PATTERNS: RegExp[] = [
  // "25 kg PP bags", "50-kg jute bags", "25kg Säcke"
  new RegExp(
    `\\d+(?:[.,]\\d+)?\\s*-?\\s*(?:kgs?|kilos?|lbs?|g)\\s*-?\\s*(?:${MATERIALS}\\s+)*(?:${PACKS})${NOT_WORD_AFTER}`,
    'iu',
  ),
  // "sacos de 25 kg", "sacs de jute de 50 kg", "sacos de yute de 50 kg"
  new RegExp(
    `${NOT_WORD_BEFORE}(?:sacos?|sacs?|sacas?|bolsas|cajas?|caixas?|cartons?)(?:\\s+(?:de|en|em)\\s+(?:pp|jute|yute|juta|papel|papier|polipropileno|polypropylène))?\\s+(?:de\\s+)?\\d+(?:[.,]\\d+)?\\s*(?:kgs?|kilos?)${NOT_WORD_AFTER}`,
    'iu',
  ),
  // "25公斤袋装", "25 किलो बैग", "أكياس 25 كجم"
  /\d+(?:[.,]\d+)?\s*(?:公斤|千克|kg)\s*(?:编织)?袋装?|\d+(?:[.,]\d+)?\s*(?:किलो|kg)\s*(?:के\s*)?(?:बैग|बोरी|बोरियों)|أكياس\s*\d+(?:[.,]\d+)?\s*(?:كجم|كغ|كيلو)/iu,
  // Material + pack without a weight: "jute bags", "PP bags"
  new RegExp(`${NOT_WORD_BEFORE}${MATERIALS}\\s+(?:bags?|sacks?)${NOT_WORD_AFTER}`, 'iu'),
  new RegExp(
    latin('in\\s+bulk|bulk|a\\s+granel|en\\s+vrac|lose\\s+ware|cartons|vacuum[\\s-]packed|散装'),
    'iu',
  ),
  // A pack and its size: "flacons de 15 ml", "sachets de 1 kg sous vide", "botellas de 1 L", "500 ml bottles".
  new RegExp(
    `${NOT_WORD_BEFORE}(?:flacons?|bouteilles?|sachets?|pots?|bidons?|f[ûu]ts?|bottles?|pouch(?:es)?|jars?|tins?|cans?|tubes?|botellas?|frascos?|latas?|bolsas?|garrafas?|potes?|tubos?|pacotes?|flaschen|beutel|dosen|kanister)\\s+(?:de|of|à|a|mit|von|com|con|da|do|zu\\s+je|je)\\s+\\d+(?:[.,]\\d+)?\\s*(?:ml|cl|l|lt|litres?|liters?|litros?|g|gr|kg|kgs)${NOT_WORD_AFTER}(?:\\s+(?:sous\\s+vide|al\\s+vac[íi]o|a\\s+v[áa]cuo|vakuumiert|vacuum(?:[\\s-]packed)?))?`,
    'iu',
  ),
  // The length or weight of each roll or drum: "50 Rollen Kabel à 500 m", "50 rollos de cable de 305 m".
  new RegExp(
    `(?<=${NOT_WORD_BEFORE}(?:rolls?|rollos?|rouleaux|rollen|rolos?|bobinas?|bobines?|drums?|barrels?|tambores|barriles|f[ûu]ts)${NOT_WORD_AFTER}(?:[^,.;:!?\\n]|\\.(?=\\S)){0,40}?\\s)(?:à|a|de|of|x|je|mit)\\s*\\d+(?:[.,]\\d+)?\\s*(?:m|mtr|mts|metros?|meters?|m[èe]tres|metern?|yards?|yds?|kg|l|litres?|liters?|litros?)${NOT_WORD_AFTER}`,
    'iu',
  ),
];

export function readPackaging(text: string, normalised: string): (Span & { text: string }) | null {
  let best: (Span & { text: string }) | null = null;
  for (const pattern of PACKAGING_PATTERNS) {
    const match = pattern.exec(normalised);
    if (!match) continue;
    if (!best || match.index < best.start) {
      best = {
        start: match.index,
        end: match.index + match[0].length,
        text: text.slice(match.index, match.index + match[0].length),
      };
    }
  }
  if (best) best.text = best.text.replace(/^in\s+bulk$/i, 'bulk');
  return best;
}

// ---------------------------------------------------------------------------------------------
// Delivery window

const MONTHS_EN =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec';
const MONTHS_ES =
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
const MONTHS_FR = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
const MONTHS_DE = 'januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember';
const MONTHS_PT = 'janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro';
const YEAR = '(?:\\s*,?\\s*(?:de\\s+)?(?:19|20)\\d{2})?';
// Abbreviated months of the five Latin languages ("Feb.", "fev/27", "janv.", "Okt.", "dic-27").
const MONTHS_SHORT =
  'jan|janv|ene|feb|fév|févr|fev|mar|mär|mrz|apr|abr|avr|may|mai|jun|juin|jul|juil|aug|ago|aoû|sep|sept|set|oct|okt|out|nov|dec|dez|déc|dic';
const MONTHS_LATIN = `${MONTHS_EN}|${MONTHS_ES}|${MONTHS_FR}|${MONTHS_DE}|${MONTHS_PT}`;
// The Hijri months ("في شهر شعبان", "قبل رمضان"); صفر (also "zero") only after شهر.
const HIJRI_MONTHS =
  'محرم|ربيع\\s+(?:الأول|الاول|الآخر|الثاني)|جمادى\\s+(?:الأولى|الاولى|الآخرة|الثانية)|رجب|شعبان|رمضان|شوال|ذو\\s+القعدة|ذي\\s+القعدة|ذو\\s+الحجة|ذي\\s+الحجة';
// Feasts, holidays and seasons buyers time a delivery by, in the five Latin languages.
const FEASTS_LATIN =
  'diwali|christmas|xmas|ramadan|ramad[aã]n|eid|navidad|no[eë]l|weihnachten|natal|ostern|easter|p[aá]scoa|p[âa]ques|pascua|semana\\s+santa|carnival|carnaval|karneval|thanksgiving|chinese\\s+new\\s+year|(?:the\\s+)?lunar\\s+new\\s+year|nouvel\\s+an(?:\\s+chinois)?|a[ñn]o\\s+nuevo(?:\\s+chino)?|ano\\s+novo(?:\\s+chin[eê]s)?|(?:chinesisches\\s+)?neujahr(?:sfest)?|new\\s+year|black\\s+friday|back[-\\s]to[-\\s]school|rentr[ée]e(?:\\s+scolaire)?(?:\\s+de\\s+septembre)?|vuelta\\s+(?:al\\s+cole(?:gio)?|a\\s+clases)|regreso\\s+a\\s+clases|volta\\s+[àa]s\\s+aulas|schulanfang|schulbeginn';
const SEASONS_LATIN =
  'summer|winter|spring|autumn|fall|verano|invierno|primavera|otoño|été|hiver|printemps|automne|sommer|frühling|herbst|verão|inverno|outono';
// Words before a date, a feast or a season that make it a deadline or a start ("by", "from", "ab",
// "d'ici", "a partir de", "p/" for para/pour).
const TIME_BEFORE_LATIN =
  "by|before|until|till|for|from|after|ahead\\s+of|starting(?:\\s+(?:in|from))?|in|during|antes\\s+de(?:l)?|antes\\s+d[oa]|hasta|para|p/|despu[ée]s\\s+de(?:l)?|a\\s+partir\\s+de(?:l)?|a\\s+partir\\s+d[oa]|avant|d'ici|jusqu'(?:à|en|au)|pour|apr[èe]s|à\\s+partir\\s+d[ue]|dès|en|vor|bis(?:\\s+(?:zum|zur|spätestens))?|nach|ab|zu|zum|zur|im|für|até(?:\\s+(?:o|ao|à|a))?|depois\\s+d[oa]|em|no|na";

// Durations in words ("within thirty days", "dentro de cuarenta y cinco días", "in sechs Wochen"):
// tens with an optional unit, before the small numbers, so the longest reading wins.
const NUM_EN =
  '\\d+|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\\s](?:one|two|three|four|five|six|seven|eight|nine))?|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|one|two|three|four|five|six|seven|eight|nine|ten|a\\s+few|a\\s+couple\\s+of|a';
const NUM_ES =
  '\\d+|(?:treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)(?:\\s+y\\s+(?:un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve))?|veinti\\p{L}+|veinte|once|doce|trece|catorce|quince|dieci\\p{L}+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez';
const NUM_FR =
  '\\d+|(?:vingt|trente|quarante|cinquante|soixante)(?:(?:-|\\s+et\\s+|-et-)(?:un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix))?|quatre-vingt(?:s|-dix)?|onze|douze|treize|quatorze|quinze|seize|dix-sept|dix-huit|dix-neuf|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix';
const NUM_DE =
  '\\d+|(?:(?:ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)und)?(?:zwanzig|dreißig|dreissig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig)|elf|zwölf|dreizehn|vierzehn|fünfzehn|sechzehn|siebzehn|achtzehn|neunzehn|einer|einem|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn';
const NUM_PT =
  '\\d+|(?:vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa)(?:\\s+e\\s+(?:um|uma|dois|duas|três|quatro|cinco|seis|sete|oito|nove))?|onze|doze|treze|catorze|quatorze|quinze|dezesseis|dezasseis|dezessete|dezassete|dezoito|dezenove|dezanove|um|uma|dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez';
const MONTHS_HI =
  'जनवरी|फरवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|सितम्बर|अक्टूबर|अक्तूबर|नवंबर|नवम्बर|दिसंबर|दिसम्बर';
const MONTHS_AR =
  'يناير|فبراير|مارس|أبريل|ابريل|مايو|يونيو|يوليو|أغسطس|اغسطس|سبتمبر|أكتوبر|اكتوبر|نوفمبر|ديسمبر|كانون\\s+الثاني|شباط|آذار|نيسان|أيار|حزيران|تموز|آب|أيلول|تشرين\\s+الأول|تشرين\\s+الثاني|كانون\\s+الأول';
const NUM_AR =
  '\\d+|(?:(?:واحد|اثنين|ثلاثة|أربعة|خمسة|ستة|سبعة|ثمانية|تسعة)\\s*و\\s*)?(?:عشرين|ثلاثين|أربعين|اربعين|خمسين|ستين|سبعين|ثمانين|تسعين|عشرون|ثلاثون|أربعون|خمسون|ستون|تسعون)|(?:أحد|اثني|اثنا|ثلاثة|أربعة|خمسة|ستة|سبعة|ثمانية|تسعة)\\s+عشر|واحد|اثنين|ثلاثة|ثلاث|أربعة|أربع|خمسة|خمس|ستة|ست|سبعة|ثمانية|تسعة|عشرة|عشر';
const NUM_HI =
  '\\d+|ग्यारह|बारह|तेरह|चौदह|पंद्रह|पन्द्रह|सोलह|बीस|पच्चीस|तीस|पैंतीस|चालीस|पैंतालीस|पचास|साठ|नब्बे|एक|दो|तीन|चार|पांच|पाँच|छह|छः|सात|आठ|नौ|दस';
const DATE_NUMERIC = '\\d{4}-\\d{1,2}-\\d{1,2}|\\d{1,2}[./]\\d{1,2}[./](?:\\d{4}|\\d{2})(?!\\d|\\.\\d)';

const DELIVERY_PATTERNS: RegExp[] = [
  new RegExp(
    latin(
      `(?:by|before|until|till|in|during|within|for|no\\s+later\\s+than|not\\s+later\\s+than|latest(?:\\s+by)?|around)\\s+(?:the\\s+)?(?:(?:end|beginning|start|middle|first\\s+half|second\\s+half|first\\s+week|last\\s+week)\\s+of\\s+|early\\s+|mid[-\\s]|late\\s+)?(?:${MONTHS_EN})(?:\\s+\\d{1,2}(?:st|nd|rd|th)?(?![\\d]))?${YEAR}` +
        `|(?:by|before|until|on|no\\s+later\\s+than|latest|at\\s+the\\s+latest)\\s+(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${MONTHS_EN})${YEAR}` +
        `|(?:by|before|until|in|during)\\s+(?:the\\s+)?(?:1st|2nd|3rd|4th|first|second|third|fourth|last)\\s+(?:week|half|fortnight)\\s+of\\s+(?:${MONTHS_EN})${YEAR}` +
        `|\\d{1,2}(?:st|nd|rd|th)\\s+(?:of\\s+)?(?:${MONTHS_EN})${YEAR}` +
        `|(?:within|in|under)\\s+(?:the\\s+next\\s+)?(?:${NUM_EN})(?:[-\\s]+(?:to|or)?[-\\s]*\\d+)?\\s+(?:days?|weeks?|months?)` +
        `|(?:by|before|in|until)\\s+(?:the\\s+)?(?:end|beginning|start|middle)\\s+of\\s+(?:the\\s+)?(?:year|month|quarter|next\\s+month|q[1-4])${YEAR}` +
        `|(?:by|before|until)\\s+(?:year|month)[-\\s]end|next\\s+(?:week|month|year|quarter)|this\\s+month|asap|as\\s+soon\\s+as\\s+possible` +
        `|(?:by|in|before|for|during)\\s+(?:early\\s+|mid[-\\s]|late\\s+)?(?:q[1-4]|h[12])(?:\\s*[-–/]\\s*(?:q[1-4]|h[12]))?${YEAR}|(?:by|before|in)\\s+(?:week|wk|cw)\\s*\\d{1,2}` +
        `|(?:${MONTHS_EN})${YEAR}\\s+(?:shipment|delivery|arrival|loading)` +
        `|(?:by|before|until|on)\\s+(?:${DATE_NUMERIC})`,
    ),
    'iu',
  ),
  new RegExp(
    latin(
      `(?:en|para|antes\\s+de|antes\\s+del|hasta|a\\s+(?:finales|principios|mediados)\\s+de|a\\s+m[áa]s\\s+tardar\\s+(?:el|en))\\s+(?:(?:fin(?:al)?(?:es)?|principios|mediados)\\s+de\\s+)?(?:(?:el\\s+)?\\d{1,2}\\s+de\\s+)?(?:${MONTHS_ES})${YEAR}` +
        `|(?:para|hasta|antes\\s+del)\\s+(?:el\\s+)?\\d{1,2}\\s+de\\s+(?:${MONTHS_ES})${YEAR}` +
        `|(?:dentro\\s+de|en|en\\s+un\\s+plazo\\s+de)\\s+(?:${NUM_ES})\\s+(?:días|dias|semanas?|mes(?:es)?)|(?:el\\s+)?(?:próximo|proximo)\\s+mes|(?:el\\s+)?mes\\s+que\\s+viene|lo\\s+antes\\s+posible|semana\\s+\\d{1,2}`,
    ),
    'iu',
  ),
  new RegExp(
    latin(
      `(?:en|avant|d'ici|jusqu'en|pour|courant|au\\s+plus\\s+tard\\s+(?:en|le|fin))\\s+(?:la\\s+)?(?:(?:fin|début|mi)[-\\s](?:de\\s+|d')?)?(?:le\\s+)?(?:\\d{1,2}(?:er)?\\s+)?(?:${MONTHS_FR})${YEAR}` +
        `|(?:fin|début|mi)[-\\s](?:${MONTHS_FR})${YEAR}|(?:avant\\s+le|d'ici\\s+le|pour\\s+le|le)\\s+\\d{1,2}(?:er)?\\s+(?:${MONTHS_FR})${YEAR}` +
        `|(?:sous|dans|d'ici|en|sous\\s+un\\s+délai\\s+de)\\s+(?:${NUM_FR})\\s+(?:jours|semaines?|mois)|(?:le\\s+)?mois\\s+prochain|dès\\s+que\\s+possible|semaine\\s+\\d{1,2}`,
    ),
    'iu',
  ),
  new RegExp(
    latin(
      `(?:im|bis|vor|ab|bis\\s+ende|anfang|ende|mitte|(?:bis\\s+)?spätestens(?:\\s+(?:im|bis))?|bis\\s+(?:spätestens\\s+)?(?:ende|anfang|mitte))\\s+(?:${MONTHS_DE})${YEAR}` +
        `|(?:bis|vor|zum|am|bis\\s+zum|spätestens\\s+(?:am|bis))\\s+(?:zum\\s+)?\\d{1,2}\\.\\s*(?:${MONTHS_DE}|\\d{1,2}\\.(?:\\d{2,4})?)${YEAR}` +
        `|(?:bis\\s+)?(?:ende|anfang|mitte)\\s+(?:q[1-4]|(?:des\\s+)?\\d\\.\\s*quartals?)(?:\\s*/?\\s*(?:19|20)\\d{2})?` +
        `|(?:(?:bis|vor|zur|in|ab|zwischen)\\s+(?:der\\s+)?)?(?:kw|kalenderwoche)\\s*\\d{1,2}(?:\\s*(?:und|bis|-|–)\\s*(?:kw\\s*)?\\d{1,2}(?!\\d))?(?:\\s*/\\s*\\d{2,4})?` +
        `|(?:innerhalb|binnen)\\s+(?:von\\s+)?(?:${NUM_DE})\\s+(?:tagen|wochen|monaten)|in\\s+(?:${NUM_DE})\\s+(?:tagen|wochen|monaten)|(?:im\\s+)?nächsten\\s+monat|so\\s+schnell\\s+wie\\s+möglich`,
    ),
    'iu',
  ),
  new RegExp(
    latin(
      `(?:em|até|para|antes\\s+de|no)\\s+(?:o\\s+|ao\\s+)?(?:(?:fim|final|início|meados)\\s+de\\s+)?(?:(?:o\\s+dia\\s+)?\\d{1,2}\\s+de\\s+)?(?:${MONTHS_PT})${YEAR}` +
        `|(?:dentro\\s+de|em(?:\\s+até)?|até|no\\s+prazo\\s+de|no\\s+máximo\\s+em)\\s+(?:${NUM_PT})\\s+(?:dias|semanas?|m[êe]s(?:es)?)|(?:no\\s+)?próximo\\s+mês|(?:no\\s+)?m[êe]s\\s+que\\s+vem|o\\s+quanto\\s+antes|o\\s+mais\\s+rápido\\s+possível`,
    ),
    'iu',
  ),
  // Hindi: "मार्च तक", "मार्च के अंत तक", "30 दिनों में", "छह हफ्तों में", "अगले महीने"
  new RegExp(
    `(?:\\d{1,2}\\s*)?(?:${MONTHS_HI})(?:\\s*[-–]\\s*(?:${MONTHS_HI}))?(?:\\s*\\d{4})?\\s*(?:के\\s*)?(?:(?:अंत|आखिर|आख़िर|शुरू|शुरुआत|मध्य|(?:पहले|पहली|दूसरे|दूसरी|तीसरे|आखिरी|आख़िरी|अंतिम)\\s+(?:सप्ताह|हफ्ते|हफ़्ते|हफ्ता|हफ़्ता))\\s*)?(?:तक|में|से\\s+पहले|के\\s+बाद)` +
      `|(?:${MONTHS_HI})(?:\\s*[-–]\\s*(?:${MONTHS_HI}))?\\s*\\d{4}` +
      `|(?:${NUM_HI})\\s*(?:दिनों|दिन|हफ्तों|हफ़्तों|हफ्ते|हफ़्ते|सप्ताह|सप्ताहों|महीनों|महीने)\\s*(?:में|के\\s+अंदर|के\\s+भीतर|तक)|(?<![\\p{L}\\d])\\d+\\s*(?:din|dino|dinon|hafte|hafton|mahine|mahino)\\s+(?:mein|me|mai|ke\\s+andar|tak)(?![\\p{L}])|अगले\\s+(?:महीने|हफ्ते|हफ़्ते|सप्ताह)|जल्द\\s+से\\s+जल्द`,
    'u',
  ),
  // Arabic: "خلال 30 يوما", "خلال ستة أسابيع", "قبل نهاية مارس", "الشهر القادم"
  new RegExp(
    `(?:خلال|في\\s+غضون|في\\s+خلال|في\\s+مدة)\\s*(?:(?:${NUM_AR})\\s*)?(?:يوما|يومًا|أيام|يوم|أسابيع|أسبوعا|أسبوعًا|أسبوعين|أسبوع|أشهر|شهور|شهرين|شهر)(?:\\s+(?:${MONTHS_AR})(?:\\s*\\d{4})?)?` +
      `|(?:في|قبل|بحلول|حتى|موعد\\s+أقصاه)\\s+(?:(?:نهاية|بداية|منتصف|أول|آخر|أواخر|أوائل)\\s+)?(?:شهر\\s+)?(?:\\d{1,2}\\s+)?(?:${MONTHS_AR})(?:\\s*\\d{4})?|(?:ابتداء|اعتبارا|بدءا|بداية)[\\u064B]?\\s+من\\s+(?:شهر\\s+)?(?:\\d{1,2}\\s+)?(?:${MONTHS_AR})(?:\\s*\\d{4})?` +
      `|(?<![\\u0621-\\u064A])(?:نهاية|بداية|منتصف|أواخر|أوائل)\\s+(?:شهر\\s+)?(?:${MONTHS_AR})(?:\\s*\\d{4})?` +
      `|(?:${MONTHS_AR})\\s*\\d{4}|(?:في|قبل|بحلول|حتى|خلال|بعد)\\s+(?:(?:نهاية|بداية|منتصف|أول|آخر|أواخر|أوائل)\\s+)?(?:شهر\\s+)?(?:${HIJRI_MONTHS})|شهر\\s+(?:صفر|${HIJRI_MONTHS})` +
      `|الشهر\\s+(?:القادم|المقبل)|الأسبوع\\s+(?:القادم|المقبل)|في\\s+(?:أقرب|أسرع|اسرع|اقرب)\\s+وقت(?:\\s+ممكن)?|(?:ال)?(?:تسليم|شحن|توريد)\\s+(?:ال)?فوري`,
    'u',
  ),
  // Latin abbreviations and deadlines: "fev/27", "jan/2027", "Feb. 2027", "ab Feb.", "à partir de février",
  // "d'ici l'été 2027", "antes da Páscoa", "p/ semana santa", "pour la rentrée de septembre".
  new RegExp(
    latin(
      `(?:${MONTHS_SHORT})\\.?\\s*[/'’-]\\s*(?:19|20)?\\d{2}(?!\\d|[/.]\\d)|(?:${MONTHS_SHORT})\\.\\s*(?:19|20)\\d{2}` +
        `|(?:${TIME_BEFORE_LATIN})\\s+(?:early\\s+|mid[-\\s]|late\\s+)?(?:${MONTHS_SHORT})\\.` +
        `|(?:from|starting(?:\\s+(?:in|from))?|à\\s+partir\\s+de|dès|a\\s+partir\\s+de|a\\s+partir\\s+do\\s+m[êe]s\\s+de)\\s+(?:(?:le\\s+)?mois\\s+de\\s+|el\\s+mes\\s+de\\s+)?(?:${MONTHS_LATIN})${YEAR}` +
        `|(?:${TIME_BEFORE_LATIN})\\s*(?:the\\s+|la\\s+|le\\s+|l'|el\\s+|dem\\s+|der\\s+|den\\s+|o\\s+|a\\s+|os\\s+|as\\s+)?(?:${FEASTS_LATIN}|(?:${SEASONS_LATIN})(?:\\s+(?:season|saison|temporada))?(?:\\s+(?:de\\s+|of\\s+)?(?:19|20)\\d{2}))(?:\\s+(?:de\\s+|of\\s+)?(?:19|20)\\d{2})?`,
    ),
    'iu',
  ),
  // A labelled period the buyer gives: "Plazo: 45 días", "Délai : 3 semaines", "Lieferzeit: 6 Wochen",
  // "Lead time: 30 days", "Prazo: 60 dias", "交货期：45天".
  new RegExp(
    latin(
      `(?:plazo(?:\\s+de\\s+entrega)?|prazo(?:\\s+de\\s+entrega)?|d[ée]lai(?:\\s+de\\s+livraison)?(?:\\s+souhait[ée])?|lieferzeit|lieferfrist|required\\s+lead\\s*time|lead\\s*time\\s+required|delivery\\s+time)\\s*[:：]\\s*(?:max\\.?\\s*|m[áa]x(?:imo)?\\s*)?\\d{1,3}(?:\\s*[-–]\\s*\\d{1,3})?\\s*(?:days|d[íi]as|jours|tage|weeks|semanas|semaines|wochen|months|meses|mois|monate)`,
    ),
    'iu',
  ),
  /(?:交货期|交期|货期|交货时间)\s*[:：]?\s*\d{1,3}\s*(?:天|日|周|个?星期|个月)/u,
  // The end of the year: "para fin de año", "avant la fin de l'année", "bis Jahresende", "até o fim do ano",
  // "قبل نهاية السنة", "年前到货" (not "3年前", three years ago).
  new RegExp(
    latin(
      `(?:para|antes\\s+de|a|hasta)\\s+(?:fin(?:ales)?|final)\\s+de(?:l)?\\s+año|(?:avant|d'ici|pour)\\s+(?:la\\s+)?fin\\s+(?:de\\s+l'|d')ann[ée]e|(?:bis|vor|zum)\\s+(?:zum\\s+)?(?:jahresende|ende\\s+des\\s+jahres)|(?:at[ée]|antes\\s+d[oa]|para\\s+o|no)\\s+(?:o\\s+)?(?:fim|final)\\s+do\\s+ano`,
    ),
    'iu',
  ),
  /(?:قبل|بحلول|حتى)\s+نهاية\s+(?:ال)?(?:سنة|عام)(?:\s+(?:ال)?(?:حالية|حالي|الجاري))?|(?<![\d一二两三四五六七八九十几多])年前(?:到货|交货|发货)?/u,
  // Immediate delivery and a day/month without its year after a deadline word, in the Latin languages:
  // "immediate delivery", "entrega inmediata", "livraison immédiate", "sofort lieferbar", "by 15/02",
  // "bis 15.02.", "week 14" after a label.
  new RegExp(
    latin(
      `(?:immediate(?:ly)?|prompt)\\s+(?:delivery|shipment|dispatch)|(?:entrega|env[íi]o|despacho|embarque)\\s+inmediat[oa]|(?:livraison|exp[ée]dition)\\s+imm[ée]diate|sofortige\\s+(?:lieferung|verschiffung)|sofort\\s+lieferbar|(?:entrega|envio|embarque)\\s+imediat[oa]` +
        `|(?:by|before|until|till|bis|vor|antes\\s+del?|hasta\\s+el|avant\\s+le|d'ici\\s+le|até|para\\s+el)\\s+(?:the\\s+)?\\d{1,2}[./]\\d{1,2}\\.?(?![./]?\\d)` +
        `|(?<=[:：]\\s*)(?:week|wk|cw)\\s*#?\\d{1,2}(?!\\d)`,
    ),
    'iu',
  ),
  /तुरंत\s+(?:डिलीवरी|भेज\S*)|立即(?:交货|发货)|马上(?:交货|发货)/u,
  // Chinese: "2027年3月底前", "3月15日前", "30天内", "6周内", "3个月内", "下个月", "年底前"
  /(?<![\d.,])(?:\d{4}\s*年\s*)?\d{1,2}\s*月(?:份)?(?:\d{1,2}\s*[日号])?(?:上旬|中旬|下旬|底|初|中)?(?:之前|以前|前|交货|到货)?|(?:(?<![\d.,])\d[\d,]*|(?<![一二两三四五六七八九十百])[一二两三四五六七八九十百]+)\s*(?:天|日|周|个?星期|个月|个工作日)(?:之内|以内|内)|下个?月(?:上旬|中旬|下旬|底|初|中)?(?:之前|以前|前)?|下周|(?:今年|明年)?年底(?:之?前)?|月底(?:之?前)?|尽快/u,
  // Form dates and numeric dates anywhere: "2027-03-15", "15/03/2027", "15.10.2027."
  new RegExp(`(?<![\\d./-])(?:${DATE_NUMERIC})`, 'u'),
  // A shipment word and a month: "embarque julio", "loading March", "Verschiffung im Mai", "envio em junho".
  new RegExp(
    latin(
      `(?<=(?:shipment|shipping|loading|dispatch|delivery|arrival|eta|etd|embarque|env[íi]o|despacho|entrega|llegada|embarquement|exp[ée]dition|livraison|chargement|arriv[ée]e|verschiffung|versand|verladung|lieferung|ankunft|envio|chegada|carregamento)\\s*[:-]?\\s*)(?:(?:in|en|em|im|au\\s+mois\\s+de|no\\s+m[êe]s\\s+de|para|for)\\s+)?(?:${MONTHS_EN}|${MONTHS_ES}|${MONTHS_FR}|${MONTHS_DE}|${MONTHS_PT})${YEAR}`,
    ),
    'iu',
  ),
  // A month (or a range of months) with its year, in any of the five Latin languages: "marzo 2027",
  // "Mai-Juni 2027", "janvier 2027", "March/2027"; a quarter: "Q2 2027", "2. Quartal", "segundo trimestre".
  new RegExp(
    latin(
      `(?:\\d{1,2}(?:st|nd|rd|th|er|\\.)?\\s+(?:de\\s+)?)?(?:${MONTHS_EN}|${MONTHS_ES}|${MONTHS_FR}|${MONTHS_DE}|${MONTHS_PT})(?:\\s*[-–/]\\s*(?:${MONTHS_EN}|${MONTHS_ES}|${MONTHS_FR}|${MONTHS_DE}|${MONTHS_PT}))?\\s*[/,]?\\s*(?:de\\s+)?(?:19|20)\\d{2}` +
        `|q[1-4](?:\\s*[-–/]\\s*q[1-4])?\\s*[/-]?\\s*(?:19|20)\\d{2}|(?:first|second|third|fourth|1st|2nd|3rd|4th)\\s+quarter(?:\\s+(?:of\\s+)?(?:19|20)\\d{2})?|(?:primer|segundo|tercer|cuarto|premier|deuxième|troisième|quatrième|primeiro|terceiro|quarto)\\s+(?:trimestre)(?:\\s+(?:de\\s+)?(?:19|20)\\d{2})?|\\d\\.\\s*quartals?(?:\\s+(?:19|20)\\d{2})?|t[1-4]\\s*[/-]?\\s*(?:19|20)\\d{2}|(?:1er|2e|3e|4e|[1-4]\\s*(?:º|ª|°|\\.º|\\.°|o|ème|eme))\\s+trimestre(?:\\s+(?:de\\s+)?(?:19|20)\\d{2})?`,
    ),
    'iu',
  ),
  // Labelled dates and festivals: "Entrega: marzo", "before Diwali", "दिवाली से पहले", "قبل رمضان", "春节前"
  new RegExp(
    `${latin(`(?:by|before|until|for|ahead\\s+of|antes\\s+de(?:l)?|antes\\s+d[oa]|avant|vor|até\\s+(?:o|ao)?|para\\s+(?:o|el)?|pour)\\s*(?:the\\s+|la\\s+|le\\s+)?(?:diwali|christmas|xmas|ramadan|ramad[aã]n|eid|navidad|no[eë]l|weihnachten|natal|ostern|easter|chinese\\s+new\\s+year|new\\s+year|black\\s+friday)(?:\\s+season)?(?:\\s+(?:de\\s+|of\\s+)?(?:19|20)\\d{2})?`)}` +
      `|${latin(`(?:before|by|for|ahead\\s+of|antes\\s+del?|antes\\s+d[oa]|avant|vor|para)\\s+(?:the\\s+|el\\s+|la\\s+|l'|le\\s+|dem\\s+|der\\s+|o\\s+|a\\s+)?(?:summer|winter|spring|autumn|fall|verano|invierno|primavera|otoño|été|hiver|printemps|automne|sommer|winter|frühling|herbst|verão|inverno|outono)(?:\\s+(?:season|saison|temporada))?(?:\\s+(?:de\\s+|of\\s+)?(?:19|20)\\d{2})?`)}` +
      `|(?:قبل|بحلول)\\s+(?:موسم\\s+(?:ال)?[\\u0621-\\u064A]+|الصيف|الشتاء|الربيع|الخريف)|(?:गर्मी|गर्मियों|सर्दी|सर्दियों|बरसात|शादी\\s+के\\s+सीज़न|शादी\\s+सीजन)\\s*(?:से\\s+पहले|तक)|(?:夏天|冬天|夏季|冬季|旺季)(?:之?前)` +
      `|(?:दिवाली|दीवाली|होली|क्रिसमस|ईद|रमज़ान|रमजान|रमादान|नए\\s+साल|दशहरा|दशहरे|नवरात्रि|छठ)\\s*(?:से\\s+पहले|तक|के\\s+बाद)|(?:قبل|بحلول|بعد)\\s+(?:شهر\\s+)?(?:رمضان|العيد(?:\\s+الوطني)?|عيد\\s+\\S+|اليوم\\s+الوطني|الكريسماس|رأس\\s+السنة)|(?:春节|圣诞节?|国庆|中秋|元旦)(?:之?前|之?后|过后|以后)|` +
      `الربع\\s+(?:الأول|الثاني|الثالث|الرابع)(?:\\s+من)?(?:\\s+(?:عام\\s+)?\\d{4})?|(?:पहली|दूसरी|तीसरी|चौथी)\\s+तिमाही|(?:\\d{4}\\s*年\\s*)?第[一二三四]季度`,
    'iu',
  ),
  // Part of a month ("la segunda quincena de abril", "na primeira semana de maio", "la deuxième
  // quinzaine de mars", "in der zweiten Aprilhälfte" aside), a bare quarter after a time word ("by end
  // of Q2"), a month after a labelled delivery in Arabic and Hindi ("التسليم: أغسطس", "डिलीवरी: अप्रैल")
  // or after شهر ("شهر مايو"), and Chinese months in numerals ("五月中旬", "十二月底前").
  new RegExp(
    latin(
      `(?:(?:the\\s+)?(?:first|second|third|fourth|last|1st|2nd|3rd|4th)\\s+(?:week|half|fortnight)\\s+of\\s+|(?:la\\s+)?(?:primera|segunda|tercera|cuarta|[úu]ltima)\\s+(?:semana|quincena|mitad)\\s+de\\s+|(?:(?:a|na)\\s+)?(?:primeira|segunda|terceira|quarta|[úu]ltima)\\s+(?:semana|quinzena|metade)\\s+de\\s+|(?:la\\s+)?(?:premi[èe]re|deuxi[èe]me|seconde|troisi[èe]me|derni[èe]re)\\s+(?:semaine|quinzaine|moiti[ée])\\s+(?:de\\s+|d['’])|(?:der\\s+)?(?:ersten|zweiten|dritten|letzten)\\s+(?:woche|h[äa]lfte|monatsh[äa]lfte)\\s+(?:im\\s+|des\\s+)?)` +
        `(?:${MONTHS_EN}|${MONTHS_ES}|${MONTHS_FR}|${MONTHS_DE}|${MONTHS_PT})${YEAR}` +
        `|(?:(?:by|before|until|in|during)\\s+(?:the\\s+)?(?:end\\s+of\\s+)?|end\\s+of\\s+|(?:a\\s+)?fin(?:ales)?\\s+del?\\s+|(?:ao?\\s+)?fim\\s+do\\s+|(?:bis\\s+)?ende\\s+|(?:d'ici\\s+(?:la\\s+)?)?fin\\s+du\\s+)q[1-4]`,
    ) +
      `|(?<=(?:التسليم|الشحن|التوريد|موعد\\s+(?:ال)?(?:تسليم|شحن|توريد))\\s*[:：]\\s*)(?:${MONTHS_AR})(?:\\s*\\d{4})?|(?<![\\u0621-\\u064A])شهر\\s+(?:${MONTHS_AR})(?:\\s*\\d{4})?` +
      `|(?<=(?:डिलीवरी|शिपमेंट|डिस्पैच|सप्लाई)\\s*[:：-]\\s*)(?:${MONTHS_HI})(?:\\s*\\d{4})?` +
      `|(?<![\\d一二三四五六七八九十])(?:\\d{4}\\s*年\\s*)?(?:十[一二]?|[一二三四五六七八九])月(?![内份之])(?:份)?(?:上旬|中旬|下旬|底|初|中)?(?:之前|以前|前|交货|到货|发货|装船)?`,
    'iu',
  ),
  // Hinglish deadlines ("diwali se pehle", "jan end tak", "march tak", "15 din mein" aside) and a
  // half-year ("até o fim do primeiro semestre", "first half of 2027", "1. Halbjahr", "上半年").
  new RegExp(
    latin(
      `(?:diwali|holi|eid|ramzan|ramadan|christmas|navratri|dussehra|new\\s+year)\\s+(?:se\\s+pehle|se\\s+pahle|tak|ke\\s+baad)|(?:${MONTHS_EN})(?:\\s+(?:end|start|mid))?\\s+(?:tak|se\\s+pehle|mein|me)` +
        `|(?:(?:by|before|until|in|during)\\s+(?:the\\s+)?(?:end\\s+of\\s+(?:the\\s+)?)?)?(?:first|second|1st|2nd)\\s+half(?:\\s+of)?(?:\\s+(?:the\\s+)?year)?\\s*(?:19|20)\\d{2}|(?:at[ée]\\s+(?:o\\s+|ao\\s+)?(?:fim|final)\\s+do\\s+|no\\s+|antes\\s+del?\\s+(?:fin(?:al)?\\s+del?\\s+)?|en\\s+el\\s+|para\\s+el\\s+|hasta\\s+(?:el\\s+)?(?:fin(?:al)?\\s+del?\\s+)?)(?:primeiro|segundo|primer|1er|2[ºo°])\\s+semestre(?:\\s+de\\s+(?:19|20)\\d{2})?|(?:au\\s+|d'ici\\s+la\\s+fin\\s+du\\s+|avant\\s+la\\s+fin\\s+du\\s+)?(?:premier|second|1er|2e)\\s+semestre(?:\\s+(?:19|20)\\d{2})?|(?:im\\s+|bis\\s+(?:zum\\s+)?(?:ende\\s+des\\s+)?)?(?:1\\.|2\\.|ersten|zweiten)\\s+halbjahr(?:es)?(?:\\s+(?:19|20)\\d{2})?`,
    ) + `|(?:\\d{4}\\s*年\\s*)?(?:上|下)半年(?:之?前|内)?`,
    'iu',
  ),
];

const DELIVERY_GLOBAL = DELIVERY_PATTERNS.map((pattern) => new RegExp(pattern.source, `${pattern.flags}g`));

const PAYMENT_BEFORE =
  /(?<![\p{L}])(?:payment|pay|paid|credit|net|terms|pago|cr[ée]dito|paiement|cr[ée]dit|zahlung|zahlungsziel|ziel|pagamento|l\/c|lc|d\/a|usance)(?![\p{L}])[^.;,\n]{0,12}$|भुगतान[^।,]{0,12}$|الدفع[^.,،]{0,12}$|付款[^。，,]{0,4}$/iu;

const PAST_BEFORE =
  /(?<![\p{L}])(?:since|desde|depuis|seit|established|founded|fundad[ao]|fond[ée]e?|gegr[üu]ndet|last\s+order|previous\s+order|ordered|bought|received|sent|visited|met|dated|invoice)(?![\p{L}])[^.;\n]{0,12}$|منذ[^.]{0,12}$|से\s+हम[^।]{0,12}$|自[^。]{0,6}$/iu;

// "we met at your stall at the Delhi fair in October": a meeting is in the past, however far before.
const PAST_EVENT_BEFORE =
  /(?<![\p{L}])(?:met|visited|saw|attended|talked|spoke|conocimos|visitamos|vimos|hablamos|rencontr[ée]s?|visit[ée]|parl[ée]|getroffen|besucht|gesehen|kennengelernt|gesprochen|conhecemos|conversamos)(?![\p{L}])[^.!?;\n]{0,60}$|मिले\s+थे[^।]{0,40}$|التقينا[^.]{0,40}$|见过[^。]{0,20}$/iu;

// A letter's own date: a bare date label at the start of a line or after a separator of the heading
// ("Our ref: PO-7781 / Date: 05/12/2026"). "Delivery date: …" has a word before the label, so it stays.
const QUOTED_LINE = /^\s*>/u;
const LETTER_DATE_BEFORE =
  /(?:^|\n|[/|—–·]|\s-)\s*(?:date|dated|fecha|fecha\s+de\s+emisi[oó]n|datum|data|date\s+d[ue]\s+(?:la\s+)?(?:demande|lettre)|日期|التاريخ|تاريخ|दिनांक|तारीख़?)\s*[:：]?\s*$/iu;

function readDeliveryWindow(normalised: string, text: string): string | null {
  let best: Span | null = null;
  let dated: Span | null = null;
  for (const pattern of DELIVERY_GLOBAL) {
    // The first date of each kind that is neither a credit period nor a past date.
    const match = [...normalised.matchAll(pattern)].find(
      (found) =>
        // "Payment in 30 days", "pago a 60 días": a credit period, not a delivery date.
        !PAYMENT_BEFORE.test(normalised.slice(Math.max(0, found.index - 30), found.index)) &&
        // "in business since March 2010", "the samples you sent in June": a past date, not a delivery.
        !PAST_BEFORE.test(normalised.slice(Math.max(0, found.index - 30), found.index)) &&
        !PAST_EVENT_BEFORE.test(normalised.slice(Math.max(0, found.index - 80), found.index)) &&
        // "Date: 05/12/2026", "Réf. : DA-118 — Date : 25/11/2026", "日期：2026年11月28日": the letter's date.
        !LETTER_DATE_BEFORE.test(normalised.slice(Math.max(0, found.index - 30), found.index)) &&
        // "> On Mon, 16 Nov 2026, you wrote:": a quoted earlier message is not the buyer's date.
        !QUOTED_LINE.test(normalised.slice(normalised.lastIndexOf('\n', found.index) + 1, found.index)),
    );
    if (!match) continue;
    const end = match.index + match[0].length;
    if (!best || match.index < best.start || (match.index === best.start && end > best.end)) {
      best = { start: match.index, end };
    }
    if (/(?:19|20)\d{2}/u.test(match[0]) && (!dated || match.index < dated.start))
      dated = { start: match.index, end };
  }
  // "para el invierno (entrega junio 2027)": a date with its year says more than a season or a
  // month alone before it.
  if (best && dated && !/\d/u.test(normalised.slice(best.start, best.end))) best = dated;
  return best ? text.slice(best.start, best.end).trim() : null;
}

// ---------------------------------------------------------------------------------------------
// Tables: a header row with a quantity column ("Pos.\tArtikel\tMenge (Stk.)", "Item | Descrição |
// Qtd", "Artículo\tN.º parte\tCantidad"); the first row with a number there is the line ordered.

const QTY_HEADER =
  /^(?:qty|qtd|quantity|quantit[ée]|quantidade|cantidad|cant|menge|anzahl|st[üu]ckzahl|الكمية|كمية|العدد|数量|मात्रा)\.?(?:\s*[(（]\s*([^)）]{1,12}?)\s*[)）])?\s*$/iu;
const NAME_HEADER =
  /^(?:descri[cç][aã]o|description|descripci[oó]n|d[ée]signation|bezeichnung|artikel|art[ií]culo|article|producto|produto|product|produit|items?|品名|产品(?:名称)?|名称|المنتج|الصنف|البيان|उत्पाद|आइटम|विवरण|माल)\.?\s*$/iu;

export interface TableLine {
  /** The name cell of the row, as written. */
  name: string | null;
  quantity: Quantity | null;
}

function cellsOf(line: string): string[] | null {
  if (line.includes('\t')) return line.split('\t').map((cell) => cell.trim());
  if (line.includes('|'))
    return line
      .replace(/^\s*\|/u, '')
      .replace(/\|\s*$/u, '')
      .split('|')
      .map((cell) => cell.trim());
  return null;
}

/** The first ordered row of a table whose header names a quantity column. */
export function readTableLine(text: string): TableLine | null {
  if (!text.includes('\t') && !text.includes('|')) return null;
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const header = cellsOf(lines[index] ?? '');
    if (!header) continue;
    const qtyColumn = header.findIndex((cell) => QTY_HEADER.test(cell));
    if (qtyColumn === -1) continue;
    const headerUnit = QTY_HEADER.exec(header[qtyColumn] ?? '')?.[1] ?? null;
    const nameColumns = header.flatMap((cell, column) => (NAME_HEADER.test(cell) ? [column] : []));
    for (const line of lines.slice(index + 1)) {
      const cells = cellsOf(line);
      if (!cells) break;
      const cell = cells[qtyColumn] ?? '';
      const normalised = normaliseDigits(cell);
      const tokens = numberTokens(normalised);
      const first = tokens[0];
      if (!first || first.start > 2) continue;
      const read = readQuantity(cell, normalised, tokens, []);
      let quantity: Quantity | null = read;
      if (!quantity && first.values.length === 1 && first.values[0] !== undefined) {
        // "3.000" under "Menge (Stk.)": the count with the header's unit.
        const written = cell.slice(first.start, first.end);
        const unit = headerUnit ? unitOf(headerUnit) : null;
        quantity = {
          value: first.values[0],
          unit: unit ?? 'piece',
          text: headerUnit && unit ? `${written} ${headerUnit}` : written,
        };
      }
      // The name: a named column's cell with words, else the first cell with words that is no code.
      const wordy = (value: string) =>
        (value.match(/\p{L}/gu)?.length ?? 0) >= 3 && !/^[A-Z0-9-]+$/u.test(value);
      const named = nameColumns.map((column) => cells[column] ?? '').find(wordy);
      const name = named ?? cells.find((value, column) => column !== qtyColumn && wordy(value)) ?? null;
      return { name: name ? name.split(/[,;(]/u)[0]?.trim() || null : null, quantity };
    }
  }
  return null;
}

function unitOf(written: string): QuantityUnit | null {
  for (const { unit, pattern } of UNIT_PATTERNS) {
    pattern.lastIndex = 0;
    const match = pattern.exec(written);
    if (match && match[0].trim() !== '' && match[0].trim().length === written.trim().length) return unit;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------

/** Reads the trade facts of a buyer's inquiry. Pure; never throws; never guesses. */
/** The quantity's span as the buyer wrote it ("200個", not the "200个" it was read as). */
function asWritten(written: string, read: string, quantity: Quantity | null): Quantity | null {
  if (!quantity || written === read) return quantity;
  const at = read.indexOf(quantity.text);
  return at === -1 ? quantity : { ...quantity, text: written.slice(at, at + quantity.text.length) };
}

export function extractFacts(written: string): TradeFacts {
  // Mail headers, attribution lines and phone numbers are blanked (indexes kept): not the buyer's facts.
  const text = readableText(written);
  const normalised = normaliseDigits(text);
  const tokens = numberTokens(normalised);
  const allTokens = numberTokens(normaliseDigits(written));
  const packaging = readPackaging(text, normalised);
  return {
    // The weight inside "25 kg bags" describes the pack, not the order.
    // A table's quantity column says which number is the order.
    quantity: asWritten(
      written,
      text,
      readTableLine(text)?.quantity ?? readQuantity(text, normalised, tokens, packaging ? [packaging] : []),
    ),
    incoterm: readIncoterm(text),
    destination: readDestination(text),
    certifications: readCertifications(text),
    paymentTerms: readPaymentTerms(text, normalised),
    packaging: packaging?.text ?? null,
    deliveryWindow: readDeliveryWindow(normalised, text),
    // "No samples needed" is not a request.
    sampleRequested: mentionedUnnegated(text, SAMPLE_PATTERN),
    numbers: allTokens.flatMap((token) => token.values),
  };
}
