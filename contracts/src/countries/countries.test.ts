import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../enums.ts';
import { isoCountriesFromPackage, SPEC_COUNTRY_CODES } from './fromPackage.ts';
import { COUNTRY_CHOICES, OTHER_COUNTRIES, countryCode, isCountryChoice } from './index.ts';
import { ISO_COUNTRIES } from './iso.ts';

describe('the country list', () => {
  it('is the checked-in copy of what the generator reads from i18n-iso-countries', () => {
    // Regenerate with `npx tsx contracts/scripts/countries.ts` when this fails after a package update.
    expect(ISO_COUNTRIES.map(([code, name]) => [code, name])).toEqual(isoCountriesFromPackage());
  });

  it('offers the 30 first, in their order, then every other ISO 3166-1 country once', () => {
    expect(COUNTRY_CHOICES.slice(0, 30)).toEqual([...COUNTRIES]);
    expect(COUNTRY_CHOICES).toHaveLength(ISO_COUNTRIES.length);
    expect(new Set(COUNTRY_CHOICES).size).toBe(COUNTRY_CHOICES.length);
    expect(new Set(ISO_COUNTRIES.map(([code]) => code)).size).toBe(ISO_COUNTRIES.length);
    expect(OTHER_COUNTRIES).toEqual([...OTHER_COUNTRIES].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('has the exporting countries the 30 lack, under the names traders use', () => {
    for (const name of ['Vietnam', 'Bangladesh', 'Kenya', 'Peru', "Côte d'Ivoire", 'Laos', 'Syria']) {
      expect(isCountryChoice(name)).toBe(true);
    }
    expect(countryCode('Vietnam')).toBe('VN');
    expect(COUNTRY_CHOICES).not.toContain('United States of America');
    expect(COUNTRY_CHOICES).not.toContain('Russian Federation');
    expect(COUNTRY_CHOICES.some((name) => /, (?:Republic|Federated|Province) of/.test(name))).toBe(false);
  });

  it('names the 30 as the spec does, each on its ISO code', () => {
    for (const [name, code] of Object.entries(SPEC_COUNTRY_CODES)) expect(countryCode(name)).toBe(code);
    expect(countryCode('UAE')).toBe('AE');
    expect(isCountryChoice('Atlantis')).toBe(false);
    expect(isCountryChoice('')).toBe(false);
  });
});
