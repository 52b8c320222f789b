// The catalog's filters live in the URL (/catalog?view=suppliers&q=pepper&region=Europe&page=2), so a
// link restores them and back/forward step through them. Anything odd in a URL is dropped, never sent
// (a region is checked against the api's list of regions once it has loaded).
import { CATEGORIES } from '../../../lib/messages';

export type CatalogView = 'products' | 'suppliers';

export const PRODUCT_SORTS = [
  { id: 'relevance', label: 'Best match' },
  { id: 'newest', label: 'Newest' },
  { id: 'popular', label: 'Most viewed' },
  { id: 'price_asc', label: 'Price: low to high' },
  { id: 'price_desc', label: 'Price: high to low' },
] as const;

export const SUPPLIER_SORTS = [
  { id: 'relevance', label: 'Best match' },
  { id: 'newest', label: 'Newest members' },
  { id: 'name', label: 'Name A–Z' },
] as const;

export type ProductSort = (typeof PRODUCT_SORTS)[number]['id'];
export type SupplierSort = (typeof SUPPLIER_SORTS)[number]['id'];

export interface CatalogFilters {
  view: CatalogView;
  q: string;
  category: string;
  /** A country or a region, not both (a country wins). */
  country: string;
  region: string;
  verified: boolean;
  sort: ProductSort | SupplierSort;
  page: number;
}

export const DEFAULT_FILTERS: CatalogFilters = {
  view: 'products',
  q: '',
  category: '',
  country: '',
  region: '',
  verified: false,
  sort: 'relevance',
  page: 1,
};

/** Results per page. */
export const PAGE_SIZE = 12;

/** The api's limits: text up to 500 characters, country (and region) up to 100, page up to 99999. */
const MAX_QUERY = 500;
const MAX_COUNTRY = 100;
const MAX_PAGE = 99_999;

export const sortsFor = (view: CatalogView) => (view === 'suppliers' ? SUPPLIER_SORTS : PRODUCT_SORTS);

const includes = (list: readonly string[], value: string) => list.includes(value);

/**
 * The filters a URL's query asks for (unknown or bad values fall back to the defaults). `regions` are
 * the api's region names (GET /v1/catalog/regions): a region not among them is dropped. Until they are
 * known (`undefined`: loading, or they failed to load) a region is kept as it is and the api has the
 * last word: it refuses one it does not know with a 400.
 */
export function parseCatalogParams(params: URLSearchParams, regions?: readonly string[]): CatalogFilters {
  const view: CatalogView = params.get('view') === 'suppliers' ? 'suppliers' : 'products';
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY);
  const category = params.get('category') ?? '';
  const country = (params.get('country') ?? '').trim();
  const region = (params.get('region') ?? '').trim();
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page') ?? '1');
  const validCountry = country.length <= MAX_COUNTRY ? country : '';
  return {
    view,
    q,
    category: includes(CATEGORIES, category) ? category : '',
    country: validCountry,
    region:
      !validCountry && region.length <= MAX_COUNTRY && (regions ? includes(regions, region) : true)
        ? region
        : '',
    verified: params.get('verified') === 'true',
    sort: sortsFor(view).some((option) => option.id === sort)
      ? (sort as CatalogFilters['sort'])
      : 'relevance',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The URL query for filters, defaults left out (so the plain /catalog stays plain). */
export function toCatalogParams(filters: CatalogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.view !== 'products') params.set('view', filters.view);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.category) params.set('category', filters.category);
  if (filters.country) params.set('country', filters.country);
  else if (filters.region) params.set('region', filters.region);
  if (filters.verified) params.set('verified', 'true');
  if (filters.sort !== 'relevance') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * Filters after a change: any change but the page goes back to page 1; a new view keeps its sort only
 * if that view has it.
 */
export function withChange(filters: CatalogFilters, change: Partial<CatalogFilters>): CatalogFilters {
  const next = { ...filters, ...change };
  if (change.page === undefined) next.page = 1;
  if (change.country) next.region = '';
  if (change.region) next.country = '';
  if (!sortsFor(next.view).some((option) => option.id === next.sort)) next.sort = 'relevance';
  return next;
}

/** The "where" select's value: `country:India`, `region:Europe` or ''. */
export const placeValue = (filters: Pick<CatalogFilters, 'country' | 'region'>): string =>
  filters.country ? `country:${filters.country}` : filters.region ? `region:${filters.region}` : '';

export function fromPlaceValue(value: string): Pick<CatalogFilters, 'country' | 'region'> {
  if (value.startsWith('country:')) return { country: value.slice('country:'.length), region: '' };
  if (value.startsWith('region:')) return { country: '', region: value.slice('region:'.length) };
  return { country: '', region: '' };
}

/** Whether anything narrows the results (for "Clear filters" and the empty state's wording). */
export const isFiltered = (filters: CatalogFilters): boolean =>
  Boolean(filters.q || filters.category || filters.country || filters.region || filters.verified);
