// The countries the forms and filters offer: the 30 most traded first, then every other ISO 3166-1
// country. Stored as the English name (profiles, inquiries and products keep free text ≤ 100 chars);
// the code is there for localised names (Intl.DisplayNames) and flags.
import { COUNTRIES } from '../enums.ts';
import { ISO_COUNTRIES } from './iso.ts';

const spec: ReadonlySet<string> = new Set(COUNTRIES);

/** Every ISO 3166-1 country but the spec's 30, by name. */
export const OTHER_COUNTRIES: readonly string[] = ISO_COUNTRIES.map(([, name]) => name).filter(
  (name) => !spec.has(name),
);

/** What a country field offers, in order: the 30 first (as the spec lists them), then the rest by name. */
export const COUNTRY_CHOICES: readonly string[] = [...COUNTRIES, ...OTHER_COUNTRIES];

const codes: ReadonlyMap<string, string> = new Map(ISO_COUNTRIES.map(([code, name]) => [name, code]));

export function isCountryChoice(name: string): boolean {
  return codes.has(name);
}

/** The ISO 3166-1 alpha-2 code of a country as the forms name it, or undefined. */
export function countryCode(name: string): string | undefined {
  return codes.get(name);
}
