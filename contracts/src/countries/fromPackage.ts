// Dev-time only (the generator and its test): the ISO list read from i18n-iso-countries, named as
// the forms show them.
import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import type { COUNTRIES } from '../enums.ts';

/** The spec's 30 countries keep its own names ("UAE", "United States", "South Korea"). */
export const SPEC_COUNTRY_CODES = {
  India: 'IN',
  'United States': 'US',
  China: 'CN',
  Germany: 'DE',
  'United Kingdom': 'GB',
  Japan: 'JP',
  France: 'FR',
  Italy: 'IT',
  Brazil: 'BR',
  Canada: 'CA',
  Australia: 'AU',
  'South Korea': 'KR',
  Russia: 'RU',
  Mexico: 'MX',
  Spain: 'ES',
  Indonesia: 'ID',
  Netherlands: 'NL',
  'Saudi Arabia': 'SA',
  Turkey: 'TR',
  Taiwan: 'TW',
  Belgium: 'BE',
  Poland: 'PL',
  Argentina: 'AR',
  Ireland: 'IE',
  Austria: 'AT',
  Israel: 'IL',
  Nigeria: 'NG',
  'South Africa': 'ZA',
  Egypt: 'EG',
  UAE: 'AE',
} as const satisfies Record<(typeof COUNTRIES)[number], string>;

// The package's official English name reads as a treaty title or an index entry for these; the name
// a trader writes instead.
const COMMON_NAMES: Record<string, string> = {
  BN: 'Brunei',
  CI: "Côte d'Ivoire",
  CZ: 'Czechia',
  FK: 'Falkland Islands',
  FM: 'Micronesia',
  GM: 'The Gambia',
  IR: 'Iran',
  LA: 'Laos',
  MD: 'Moldova',
  MK: 'North Macedonia',
  PS: 'Palestine',
  PN: 'Pitcairn Islands',
  SY: 'Syria',
  TZ: 'Tanzania',
  VA: 'Vatican City',
  VG: 'British Virgin Islands',
  VI: 'U.S. Virgin Islands',
};

export function isoCountriesFromPackage(): [string, string][] {
  countries.registerLocale(english);
  const official = countries.getNames('en', { select: 'official' });
  const specByCode = new Map<string, string>(
    Object.entries(SPEC_COUNTRY_CODES).map(([name, code]) => [code, name]),
  );
  return Object.keys(official)
    .map((code): [string, string] => [
      code,
      specByCode.get(code) ?? COMMON_NAMES[code] ?? official[code] ?? code,
    ])
    .sort((a, b) => a[1].localeCompare(b[1], 'en'));
}
