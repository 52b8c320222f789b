import { describe, expect, it } from 'vitest';
import { isChanged, validateCompany, type CompanyFormValues } from './companyForm';

const values = (change: Partial<CompanyFormValues> = {}): CompanyFormValues => ({
  businessName: 'Rotterdam Fine Foods BV',
  fullName: 'Anna de Vries',
  country: 'Netherlands',
  whatsapp: '+31 20 123 4567',
  website: 'www.rotterdamfinefoods.nl',
  address: 'Maasboulevard 1, Rotterdam',
  categories: ['Food & Beverages'],
  ...change,
});

describe('company form', () => {
  it('gives the PATCH /v1/me body, trimmed', () => {
    expect(validateCompany(values({ businessName: '  Rotterdam Fine Foods BV ' }))).toEqual({
      ok: true,
      patch: {
        business_name: 'Rotterdam Fine Foods BV',
        full_name: 'Anna de Vries',
        country: 'Netherlands',
        whatsapp: '+31 20 123 4567',
        website: 'www.rotterdamfinefoods.nl',
        address: 'Maasboulevard 1, Rotterdam',
        product_categories: ['Food & Beverages'],
      },
    });
  });

  it('lets the optional fields be emptied', () => {
    const result = validateCompany(
      values({ fullName: '', country: '', whatsapp: ' ', website: '', address: '', categories: [] }),
    );
    expect(result.ok).toBe(true);
  });

  it('explains each bad field', () => {
    const result = validateCompany(
      values({
        businessName: '   ',
        whatsapp: 'call me',
        website: 'not a site',
        address: 'x'.repeat(501),
        fullName: 'y'.repeat(201),
        categories: ['Gadgets'],
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        businessName: 'Enter your company name.',
        fullName: 'Use at most 200 characters.',
        whatsapp: 'Enter a phone number with its country code, e.g. +31 20 123 4567.',
        website: 'Enter a web address, e.g. www.example.com.',
        address: 'Use at most 500 characters.',
        categories: 'Choose categories from the list.',
      },
    });
  });

  it('accepts the web addresses and numbers the api accepts', () => {
    for (const website of ['https://example.com/about?x=1', 'example.co.uk', 'http://localhost.test:8080'])
      expect(validateCompany(values({ website })).ok, website).toBe(true);
    for (const whatsapp of ['0031201234567', '+1 (312) 555-0100'])
      expect(validateCompany(values({ whatsapp })).ok, whatsapp).toBe(true);
    expect(validateCompany(values({ whatsapp: '+12' })).ok).toBe(false);
  });

  it('tells whether anything changed', () => {
    expect(isChanged(values(), values())).toBe(false);
    expect(isChanged(values({ businessName: 'Rotterdam Fine Foods BV ' }), values())).toBe(false);
    expect(isChanged(values({ categories: [] }), values())).toBe(true);
    expect(isChanged(values({ website: '' }), values())).toBe(true);
  });
});
