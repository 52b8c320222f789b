/** Trade facts read from a buyer's inquiry. Every field is null/empty unless clearly present. */
export type QuantityUnit = 'MT' | 'kg' | 'ton' | 'lb' | 'container' | 'bag' | 'piece';

export interface Quantity {
  value: number;
  unit: QuantityUnit;
  /** The span of the original text the quantity was read from. */
  text: string;
}

export type Incoterm = 'EXW' | 'FCA' | 'FAS' | 'FOB' | 'CFR' | 'CIF' | 'CPT' | 'CIP' | 'DAP' | 'DPU' | 'DDP';

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
export function parseNumberToken(token: string): number[] {
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(token)) return [Number(token.replace(/,/g, ''))];
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
  for (const match of normalised.matchAll(/\d+(?:[.,]\d+)*/g)) {
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
  'containers?|conteneurs?|contenedor(?:es)?|cont[êe]ineres?|contentores?|fcls?|kontainer|集装箱|货柜|柜|कंटेनर|حاويات|حاوية';

export interface UnitPattern {
  unit: QuantityUnit;
  pattern: RegExp;
}

function unitPattern(unit: QuantityUnit, latin: string, other?: string): UnitPattern {
  const alternatives = [`(?:${latin})${NOT_WORD_AFTER}`];
  if (other) alternatives.push(`(?:${other})`);
  return { unit, pattern: new RegExp(`\\s*-?\\s*(?:${alternatives.join('|')})`, 'iuy') };
}

// Order matters: longer phrases first ("metric tons" before "tons").
export const UNIT_PATTERNS: readonly UnitPattern[] = [
  // "1x20' FCL", "2 x 40ft HC containers": the count comes before the container size.
  {
    unit: 'container',
    pattern: new RegExp(
      `\\s*[x×]\\s*(?:20|40|45)\\s*(?:['’′"]|-?\\s*(?:ft|feet|foot|footer)${NOT_WORD_AFTER}|(?:hc|hq|gp|dv)${NOT_WORD_AFTER}|(?=\\s*(?:${CONTAINER_WORDS})))` +
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
  unitPattern(
    'container',
    'containers?|conteneurs?|contenedor(?:es)?|cont[êe]ineres?|contentores?|fcls?',
    '(?:个|只)?(?:集装箱|货柜|柜)|\\s*कंटेनर|حاويات|حاوية',
  ),
  unitPattern(
    'MT',
    'mts?|m\\.t\\.?|m/t|metric\\s+tonn?e?s?|tonnes?\\s+m[ée]triques?|toneladas?\\s+m[ée]tricas?|tonnes?|toneladas?|tonnen|tonnellate',
    '公吨|吨|टन|أطنان|طنا|طن',
  ),
  unitPattern('ton', 'tons?'),
  unitPattern(
    'kg',
    'kgs?|kilos?|kilograms?|kilogrammes?|kilogramos?|kilogramm|quilos?|quilogramas?',
    '公斤|千克|किलो(?:ग्राम)?|كجم|كغ|كيلو(?:غرام|جرام)?',
  ),
  unitPattern('lb', 'lbs?|pounds?|libras?'),
  unitPattern('bag', 'bags?|sacks?|sacos?|sacs?|säcke|bolsas', '(?:个)?袋|बोरी|बोरियां|أكياس|كيس'),
  unitPattern('piece', 'pieces?|pcs|units?|piezas?|pièces?|stück|stk|peças?', '件|टुकड़े|قطعة|قطع'),
];

// A weight right before "each"/"per bag" or "sample" describes a pack or a sample, not the order.
const NOT_ORDER_AFTER =
  /\s*(?:each|per\s+(?:bag|sack|carton|box)|\/\s*(?:bag|sack|carton)|cada|chacun|je|pro\s+sack|(?:of\s+)?samples?|muestras?|échantillons?|amostras?)(?![\p{L}])/iuy;
const CURRENCY_BEFORE = /(?:[$€£¥₹]|usd|us\$|eur|inr|rs\.?|aed|sar)\s*$/i;

function readQuantity(
  text: string,
  normalised: string,
  tokens: NumberToken[],
  skip: Span[],
): Quantity | null {
  for (const token of tokens) {
    const [value] = token.values;
    // Lists ("10,20") and zero are not order quantities.
    if (token.values.length !== 1 || value === undefined || value <= 0) continue;
    // "x20" (a container size) or "ISO22000" is not a count; Han text has no spaces, so only Latin counts.
    if (/[A-Za-z\d]$/.test(normalised.slice(Math.max(0, token.start - 1), token.start))) continue;
    if (CURRENCY_BEFORE.test(normalised.slice(Math.max(0, token.start - 6), token.start))) continue;
    if (skip.some((span) => token.start >= span.start && token.start < span.end)) continue;
    for (const { unit, pattern } of UNIT_PATTERNS) {
      pattern.lastIndex = token.end;
      const match = pattern.exec(normalised);
      if (!match || match[0].trim() === '') continue;
      const end = token.end + match[0].length;
      NOT_ORDER_AFTER.lastIndex = end;
      if (NOT_ORDER_AFTER.test(normalised)) break;
      return { value, unit, text: text.slice(token.start, end).trim() };
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Incoterm

const INCOTERM_PATTERN = new RegExp(
  `${NOT_WORD_BEFORE}(EXW|FCA|FAS|FOB|CFR|CIF|CPT|CIP|DAP|DPU|DDP|C\\s*&\\s*F|C\\s*\\+\\s*F|CNF)${NOT_WORD_AFTER}`,
  'iu',
);

function readIncoterm(text: string): Incoterm | null {
  const match = INCOTERM_PATTERN.exec(text);
  if (!match?.[1]) return null;
  const code = match[1].toUpperCase().replace(/\s/g, '');
  return (code === 'C&F' || code === 'C+F' || code === 'CNF' ? 'CFR' : code) as Incoterm;
}

// ---------------------------------------------------------------------------------------------
// Destination

// Canonical name → spellings. Matched case-sensitively so that "to china" in lower case or words
// that merely look like places do not count.
export const PLACES: Record<string, readonly string[]> = {
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
  'Ho Chi Minh City': ['Ho Chi Minh City', 'Saigon'],
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

// Longest spellings first, so "New York" wins over a shorter name at the same place.
const SPELLINGS: [string, string][] = Object.entries(PLACES)
  .flatMap(([name, spellings]) => spellings.map((spelling): [string, string] => [spelling, name]))
  .sort((a, b) => b[0].length - a[0].length);
// The same list keyed by first character (order kept), so a lookup only tries spellings that can match.
const SPELLINGS_BY_FIRST = new Map<string, [string, string][]>();
for (const entry of SPELLINGS) {
  const first = entry[0].charAt(0);
  SPELLINGS_BY_FIRST.set(first, [...(SPELLINGS_BY_FIRST.get(first) ?? []), entry]);
}

// Words after which a place is where the goods go. FOB/FCA/FAS/EXW are left out on purpose: their
// named place is where the seller hands over (the origin), not the destination.
const LATIN_CUES = new RegExp(
  `${NOT_WORD_BEFORE}(?:CIF|CFR|CNF|C&F|CPT|CIP|DAP|DPU|DDP|to|into|port\\s+of|destination:?|a|à|au|aux|nach|para|al|ao|até|destino:?|puerto\\s+de|porto\\s+de|port\\s+de|hafen)${NOT_WORD_AFTER}\\s*`,
  'giu',
);
// Arabic "إلى" (to), Hindi "को" is after the noun so is not used, Chinese 到/运往/至 (to).
const SCRIPT_CUES = /(?:إلى\s*|الى\s*|运往|运到|到|至)/gu;
const PORT_PREFIX =
  /(?:the\s+)?(?:port\s+of\s+|puerto\s+de\s+|porto\s+de\s+|port\s+de\s+|le\s+port\s+de\s+|hafen\s+)?/iy;

/** The canonical name of the known port or country whose spelling starts at `index`, if any. */
export function placeAt(text: string, index: number): string | null {
  PORT_PREFIX.lastIndex = index;
  const prefix = PORT_PREFIX.exec(text);
  const start = index + (prefix?.[0].length ?? 0);
  for (const [spelling, name] of SPELLINGS_BY_FIRST.get(text.charAt(start)) ?? []) {
    if (!text.startsWith(spelling, start)) continue;
    const next = text.charAt(start + spelling.length);
    // A Latin spelling must end at a word boundary ("Indiana" is not "India").
    if (/[A-Za-z]$/.test(spelling) && /[\p{L}\p{N}]/u.test(next)) continue;
    return name;
  }
  return null;
}

function readDestination(text: string): string | null {
  const candidates: { index: number; name: string }[] = [];
  for (const cues of [LATIN_CUES, SCRIPT_CUES]) {
    for (const match of text.matchAll(cues)) {
      const name = placeAt(text, match.index + match[0].length);
      if (name) candidates.push({ index: match.index, name });
    }
  }
  candidates.sort((a, b) => a.index - b.index);
  return candidates[0]?.name ?? null;
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

const DELIVERY_PATTERNS: RegExp[] = [
  new RegExp(
    latin(
      `(?:by|before|until|in|during|within|for)\\s+(?:the\\s+)?(?:(?:end|beginning|start|middle)\\s+of\\s+|early\\s+|mid[-\\s]|late\\s+)?(?:${MONTHS_EN})${YEAR}` +
        `|(?:within|in)\\s+\\d+\\s+(?:days?|weeks?|months?)|next\\s+(?:week|month|year)|this\\s+month|asap|as\\s+soon\\s+as\\s+possible|(?:by|in)\\s+q[1-4]${YEAR}`,
    ),
    'iu',
  ),
  new RegExp(
    latin(
      `(?:en|para|antes\\s+de|hasta|a\\s+finales\\s+de|a\\s+principios\\s+de)\\s+(?:${MONTHS_ES})${YEAR}|(?:dentro\\s+de|en)\\s+\\d+\\s+(?:días|semanas|meses)|(?:el\\s+)?(?:próximo\\s+mes|mes\\s+que\\s+viene)`,
    ),
    'iu',
  ),
  new RegExp(
    latin(
      `(?:en|avant|d'ici|jusqu'en|fin|début|courant)\\s+(?:${MONTHS_FR})${YEAR}|(?:sous|dans|d'ici)\\s+\\d+\\s+(?:jours|semaines|mois)|(?:le\\s+)?mois\\s+prochain`,
    ),
    'iu',
  ),
  new RegExp(
    latin(
      `(?:im|bis|vor|ab|bis\\s+ende|anfang|ende|mitte)\\s+(?:${MONTHS_DE})${YEAR}|innerhalb\\s+(?:von\\s+)?\\d+\\s+(?:tagen|wochen|monaten)|(?:im\\s+)?nächsten\\s+monat`,
    ),
    'iu',
  ),
  new RegExp(
    latin(
      `(?:em|até|para|antes\\s+de)\\s+(?:${MONTHS_PT})${YEAR}|(?:dentro\\s+de|em)\\s+\\d+\\s+(?:dias|semanas|meses)|(?:no\\s+)?próximo\\s+mês`,
    ),
    'iu',
  ),
  // Hindi: "मार्च तक", "30 दिनों में", "अगले महीने"
  /(?:जनवरी|फरवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर)(?:\s*\d{4})?\s*(?:तक|में)|\d+\s*(?:दिनों|दिन|हफ्तों|महीनों)\s*(?:में|के\s+अंदर|के\s+भीतर)|अगले\s+महीने/u,
  // Arabic: "خلال 30 يوما", "في مارس", "الشهر القادم"
  /خلال\s*\d+\s*(?:يوما|يومًا|أيام|يوم|أسابيع|أشهر)|(?:في|قبل|بحلول)\s+(?:يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر)(?:\s*\d{4})?|الشهر\s+(?:القادم|المقبل)/u,
  // Chinese: "2027年3月前", "3月底", "30天内", "下个月"
  /(?:\d{4}\s*年\s*)?\d{1,2}\s*月(?:份)?(?:底|初|中)?(?:之前|前|交货|到货)?|\d+\s*天内|下个?月/u,
];

function readDeliveryWindow(normalised: string, text: string): string | null {
  let best: Span | null = null;
  for (const pattern of DELIVERY_PATTERNS) {
    const match = pattern.exec(normalised);
    if (match && (!best || match.index < best.start)) {
      best = { start: match.index, end: match.index + match[0].length };
    }
  }
  return best ? text.slice(best.start, best.end) : null;
}

// ---------------------------------------------------------------------------------------------

/** Reads the trade facts of a buyer's inquiry. Pure; never throws; never guesses. */
export function extractFacts(text: string): TradeFacts {
  const normalised = normaliseDigits(text);
  const tokens = numberTokens(normalised);
  const packaging = readPackaging(text, normalised);
  return {
    // The weight inside "25 kg bags" describes the pack, not the order.
    quantity: readQuantity(text, normalised, tokens, packaging ? [packaging] : []),
    incoterm: readIncoterm(text),
    destination: readDestination(text),
    certifications: readCertifications(text),
    paymentTerms: readPaymentTerms(text, normalised),
    packaging: packaging?.text ?? null,
    deliveryWindow: readDeliveryWindow(normalised, text),
    sampleRequested: SAMPLE_PATTERN.test(text),
    numbers: tokens.flatMap((token) => token.values),
  };
}
