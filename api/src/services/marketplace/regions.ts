// Regions for the catalog's country/region filter, over the 30 countries (docs/product.md#lists) and other
// common origins.
export const REGIONS: Record<string, readonly string[]> = {
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
};

export const REGION_NAMES = Object.keys(REGIONS);
