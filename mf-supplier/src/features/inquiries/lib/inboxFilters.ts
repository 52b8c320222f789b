// The inbox's filters as the URL keeps them (a deep link, back and forward) and as the api's query
// string takes them (GET /v1/inquiries narrows the inbox on the server).
import { DELIVERY_STATUSES, isOneOf, type DeliveryStatus } from 'contracts';
import { id, isoDate } from 'contracts/wire';

export interface InboxFilters {
  /** Text in the product name, the message or the buyer's company name. */
  q: string;
  status: DeliveryStatus | '';
  country: string;
  /** One of the supplier's products (its id). */
  product: string;
  /** Delivered from / to these days (YYYY-MM-DD). */
  since: string;
  until: string;
  /** 'yes': the supplier quoted; 'no': they did not; '': either. */
  quote: 'yes' | 'no' | '';
}

export const NO_FILTERS: InboxFilters = {
  q: '',
  status: '',
  country: '',
  product: '',
  since: '',
  until: '',
  quote: '',
};

/** The longest search text the api takes. */
export const MAX_SEARCH = 100;

/** Reads the filters from the URL; a value the api would refuse (an edited link) is left out. */
export function parseInboxParams(params: URLSearchParams): InboxFilters {
  // The api's own checks of a day and an id ("2026-13-01" is no day).
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return isoDate.safeParse(value).success ? value : '';
  };
  const status = params.get('status') ?? '';
  const quote = params.get('quote') ?? '';
  const product = params.get('product') ?? '';
  let since = day('since');
  let until = day('until');
  if (since && until && since > until) [since, until] = [until, since];
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    status: isOneOf(DELIVERY_STATUSES, status) ? status : '',
    country: (params.get('country') ?? '').trim().slice(0, 100),
    product: id.safeParse(product).success ? product : '',
    since,
    until,
    quote: quote === 'yes' || quote === 'no' ? quote : '',
  };
}

/** The URL's query string for these filters (only the ones set, in a fixed order). */
export function toInboxParams(filters: InboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(NO_FILTERS) as (keyof InboxFilters)[]) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** GET /v1/inquiries's query for these filters. */
export function toApiQuery(filters: InboxFilters): Record<string, string> {
  const query: Record<string, string> = {};
  const q = filters.q.trim();
  if (q) query.q = q;
  if (filters.status) query.delivery_status = filters.status;
  if (filters.country) query.country = filters.country;
  if (filters.product) query.product_id = filters.product;
  if (filters.since) query.since = filters.since;
  if (filters.until) query.until = filters.until;
  if (filters.quote) query.has_quote = filters.quote === 'yes' ? 'true' : 'false';
  return query;
}

export function isFiltered(filters: InboxFilters): boolean {
  return toInboxParams(filters).size > 0;
}
