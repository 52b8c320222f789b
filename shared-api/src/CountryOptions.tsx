// The <option>s of every country field: the 30 most traded countries first, then every other ISO
// 3166-1 country by name. A native <select> keeps the browser's type-to-find and its own mobile
// picker; a value saved before it was listed stays choosable (first, as saved).
import { memo } from 'react';
import { COUNTRIES } from 'contracts';
import { OTHER_COUNTRIES, isCountryChoice } from 'contracts/countries';

export const MAIN_COUNTRIES_GROUP = 'Main trading countries';
export const OTHER_COUNTRIES_GROUP = 'All other countries';

export interface CountryOptionsProps {
  /** The field's current value: kept as an option when it is not a listed country. */
  current?: string;
  /** Builds each option's value from the country's name (the catalog filter prefixes "country:"). */
  optionValue?: (country: string) => string;
}

const sameName = (country: string) => country;

// Memoised: 250 options are not rebuilt on every keystroke of the form around them.
export const CountryOptions = memo(function CountryOptions({
  current,
  optionValue = sameName,
}: CountryOptionsProps) {
  return (
    <>
      {current && !isCountryChoice(current) && <option value={optionValue(current)}>{current}</option>}
      <optgroup label={MAIN_COUNTRIES_GROUP}>
        {COUNTRIES.map((country) => (
          <option key={country} value={optionValue(country)}>
            {country}
          </option>
        ))}
      </optgroup>
      <optgroup label={OTHER_COUNTRIES_GROUP}>
        {OTHER_COUNTRIES.map((country) => (
          <option key={country} value={optionValue(country)}>
            {country}
          </option>
        ))}
      </optgroup>
    </>
  );
});
