import { describe, expect, it } from 'vitest';
import { NO_FILTERS, isFiltered, parseInboxParams, toApiQuery, toInboxParams } from './inboxFilters';

const PRODUCT = '0b6f3c1e-2f4a-4c7b-9a1d-5e8f7a6b3c2d';

describe('inbox filters in the URL and the api query', () => {
  it('round-trips every filter through the URL and maps it to the api', () => {
    const filters = {
      q: 'turmeric',
      status: 'declined' as const,
      country: 'Germany',
      product: PRODUCT,
      since: '2026-11-01',
      until: '2026-11-30',
      quote: 'no' as const,
    };
    const params = toInboxParams(filters);
    expect(params.toString()).toBe(
      `q=turmeric&status=declined&country=Germany&product=${PRODUCT}&since=2026-11-01&until=2026-11-30&quote=no`,
    );
    expect(parseInboxParams(params)).toEqual(filters);
    expect(toApiQuery(filters)).toEqual({
      q: 'turmeric',
      delivery_status: 'declined',
      country: 'Germany',
      product_id: PRODUCT,
      since: '2026-11-01',
      until: '2026-11-30',
      has_quote: 'false',
    });
    expect(toApiQuery({ ...NO_FILTERS, quote: 'yes' })).toEqual({ has_quote: 'true' });
  });

  it('leaves out what the api would refuse from an edited link, and swaps a reversed range', () => {
    const parsed = parseInboxParams(
      new URLSearchParams(
        `q=%20%20&status=archived&product=nope&since=2026-12-01&until=2026-11-01&quote=maybe&country=%20`,
      ),
    );
    expect(parsed).toEqual({ ...NO_FILTERS, since: '2026-11-01', until: '2026-12-01' });
    expect(parseInboxParams(new URLSearchParams('since=2026-13-01&until=2026-02-30'))).toEqual(NO_FILTERS);
    expect(parseInboxParams(new URLSearchParams(`since=soon&q=${'x'.repeat(150)}`))).toEqual({
      ...NO_FILTERS,
      q: 'x'.repeat(100),
    });
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(toApiQuery(NO_FILTERS)).toEqual({});
    expect(isFiltered({ ...NO_FILTERS, quote: 'yes' })).toBe(true);
  });
});
