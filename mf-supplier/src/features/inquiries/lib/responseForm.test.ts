import { describe, expect, it } from 'vitest';
import { emptyResponse, validateResponse } from './responseForm';

const now = new Date(2026, 10, 21, 12);

describe('validateResponse', () => {
  it('needs a message', () => {
    expect(validateResponse(emptyResponse('  '), now)).toEqual({
      ok: false,
      errors: { message: 'Write your reply to the buyer.' },
    });
  });

  it('sends the message alone when there is no quote', () => {
    expect(validateResponse({ ...emptyResponse(' Hello '), price: 'ignored' }, now)).toEqual({
      ok: true,
      input: { body: 'Hello', quote: null },
    });
  });

  it('checks the quote', () => {
    const result = validateResponse(
      {
        ...emptyResponse('Hi'),
        withQuote: true,
        price: '',
        currency: 'usd1',
        moq: '-2',
        validUntil: '2026-11-20',
      },
      now,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        price: 'Enter the quoted price, e.g. 4.50.',
        currency: 'Enter a three-letter currency code, e.g. USD.',
        moq: 'Enter a minimum order quantity above 0.',
        validUntil: 'Choose today or a later date.',
      },
    });
  });

  it('builds the quote', () => {
    const result = validateResponse(
      {
        ...emptyResponse('Our offer'),
        withQuote: true,
        price: '4.25',
        currency: 'usd',
        priceUnit: 'kg',
        moq: '1000',
        moqUnit: 'kg',
        leadTime: '3 weeks',
        validUntil: '2026-12-31',
      },
      now,
    );
    expect(result).toEqual({
      ok: true,
      input: {
        body: 'Our offer',
        quote: {
          price: 4.25,
          currency: 'USD',
          priceUnit: 'kg',
          moq: 1000,
          moqUnit: 'kg',
          leadTime: '3 weeks',
          validUntil: '2026-12-31',
        },
      },
    });
  });
});
