// The regions of the catalog's country-or-region filter: each a name and its countries (the 30 of the
// forms and other common origins), in display order. A region matches a product made in one of its
// countries or sold by a supplier based there.
export const REGIONS = {
  'South Asia': ['India', 'Pakistan', 'Bangladesh', 'Sri Lanka', 'Nepal'],
  'East Asia': ['China', 'Japan', 'South Korea', 'Taiwan'],
  'Southeast Asia': ['Indonesia', 'Vietnam', 'Thailand', 'Malaysia', 'Philippines', 'Singapore'],
  'Middle East': ['UAE', 'Saudi Arabia', 'Turkey', 'Israel', 'Qatar', 'Oman', 'Iran'],
  Europe: [
    'Germany',
    'United Kingdom',
    'France',
    'Italy',
    'Spain',
    'Netherlands',
    'Belgium',
    'Poland',
    'Ireland',
    'Austria',
    'Russia',
  ],
  'North America': ['United States', 'Canada', 'Mexico'],
  'South America': ['Brazil', 'Argentina', 'Chile', 'Colombia', 'Peru'],
  Africa: ['Nigeria', 'South Africa', 'Egypt', 'Kenya', 'Ethiopia', 'Morocco', 'Ghana'],
  Oceania: ['Australia', 'New Zealand'],
} as const satisfies Record<string, readonly string[]>;
export type Region = keyof typeof REGIONS;

export const REGION_NAMES = Object.keys(REGIONS) as [Region, ...Region[]];

/** The countries of a region by its name (none for a name that is not a region). */
export const regionCountries = (name: string): readonly string[] =>
  (REGIONS as Record<string, readonly string[]>)[name] ?? [];
