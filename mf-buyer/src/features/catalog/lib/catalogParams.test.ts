import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  fromPlaceValue,
  isFiltered,
  parseCatalogParams,
  placeValue,
  toCatalogParams,
  withChange,
} from './catalogParams';

/** Some of the api's regions (GET /v1/catalog/regions), as the page has them once loaded. */
const REGIONS = ['South Asia', 'Southeast Asia', 'Middle East', 'Europe'];

const parse = (query: string) => parseCatalogParams(new URLSearchParams(query), REGIONS);

describe('catalog URL <-> filters', () => {
  it('reads every filter from the URL', () => {
    expect(
      parse(
        'view=suppliers&q=black+pepper&category=Spices+%26+Herbs&region=Europe&verified=true&sort=name&page=3',
      ),
    ).toEqual({
      view: 'suppliers',
      q: 'black pepper',
      category: 'Spices & Herbs',
      country: '',
      region: 'Europe',
      verified: true,
      sort: 'name',
      page: 3,
    });
  });

  it('falls back to the defaults for anything odd', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(parse('view=maps&category=Gadgets&region=Atlantis&verified=yes&sort=cheapest&page=0')).toEqual(
      DEFAULT_FILTERS,
    );
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=-1').page).toBe(1);
    expect(parse('page=100000').page).toBe(1);
    expect(parse(`q=${'a'.repeat(600)}`).q).toHaveLength(500);
    expect(parse(`country=${'x'.repeat(101)}`).country).toBe('');
    // A sort of the other view is not carried over.
    expect(parse('view=suppliers&sort=price_asc').sort).toBe('relevance');
    expect(parse('sort=name').sort).toBe('relevance');
  });

  it('keeps a country over a region', () => {
    expect(parse('country=India&region=Europe')).toMatchObject({ country: 'India', region: '' });
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(toCatalogParams(DEFAULT_FILTERS).toString()).toBe('');
    const filters = {
      ...DEFAULT_FILTERS,
      view: 'suppliers' as const,
      q: ' pepper ',
      country: 'Vietnam',
      verified: true,
      sort: 'newest' as const,
      page: 2,
    };
    const query = toCatalogParams(filters).toString();
    expect(query).toBe('view=suppliers&q=pepper&country=Vietnam&verified=true&sort=newest&page=2');
    expect(parse(query)).toEqual({ ...filters, q: 'pepper' });
  });

  it('goes back to page 1 on any change but the page, and drops a sort the new view lacks', () => {
    const on3 = { ...DEFAULT_FILTERS, page: 3, sort: 'price_asc' as const };
    expect(withChange(on3, { category: 'Handicrafts' })).toMatchObject({ page: 1, category: 'Handicrafts' });
    expect(withChange(on3, { page: 4 }).page).toBe(4);
    expect(withChange(on3, { view: 'suppliers' })).toMatchObject({ view: 'suppliers', sort: 'relevance' });
    expect(withChange({ ...DEFAULT_FILTERS, region: 'Europe' }, { country: 'India' })).toMatchObject({
      country: 'India',
      region: '',
    });
  });

  it('encodes the country-or-region choice in one value', () => {
    expect(placeValue({ country: 'India', region: '' })).toBe('country:India');
    expect(placeValue({ country: '', region: 'Middle East' })).toBe('region:Middle East');
    expect(placeValue({ country: '', region: '' })).toBe('');
    expect(fromPlaceValue('region:Middle East')).toEqual({ country: '', region: 'Middle East' });
    expect(fromPlaceValue('country:UAE')).toEqual({ country: 'UAE', region: '' });
    expect(fromPlaceValue('')).toEqual({ country: '', region: '' });
  });

  it('tells whether anything narrows the results', () => {
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, sort: 'newest', page: 2, view: 'suppliers' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, verified: true })).toBe(true);
  });
});

describe('regions', () => {
  it("keeps only a region of the api's list", () => {
    expect(parse('region=Southeast+Asia').region).toBe('Southeast Asia');
    expect(parse('region=Atlantis').region).toBe('');
    expect(parse('region=europe').region).toBe('');
    expect(parseCatalogParams(new URLSearchParams('region=Europe'), []).region).toBe('');
  });

  it('leaves a region to the api while its list is not known, within the api’s length limit', () => {
    const unknown = (query: string) => parseCatalogParams(new URLSearchParams(query));
    expect(unknown('region=Europe').region).toBe('Europe');
    expect(unknown('region=Atlantis').region).toBe('Atlantis');
    expect(unknown(`region=${'x'.repeat(101)}`).region).toBe('');
    expect(unknown('region=Europe&country=India')).toMatchObject({ country: 'India', region: '' });
  });
});
