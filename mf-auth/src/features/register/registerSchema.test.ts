import { describe, expect, it } from 'vitest';
import { registerDefaults, registerSchema } from './registerSchema';

function countryIssues(country: string): string[] {
  const result = registerSchema.safeParse({ ...registerDefaults, country });
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path[0] === 'country').map((issue) => issue.message);
}

describe('registerSchema: country', () => {
  it('takes the 30 and every other listed country (an exporter from Vietnam or Kenya can register)', () => {
    for (const country of ['India', 'UAE', 'Vietnam', 'Kenya', 'Bangladesh', 'Peru', "Côte d'Ivoire"]) {
      expect(countryIssues(country)).toEqual([]);
    }
  });

  it('refuses an empty choice and a name the list does not have', () => {
    for (const country of ['', 'Atlantis', 'vietnam', 'United States of America']) {
      expect(countryIssues(country)).toEqual(['Please select your country of origin']);
    }
  });
});
