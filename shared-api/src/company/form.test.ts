import { describe, expect, it } from 'vitest';
import { validateCompany } from './companySchema';
import { COMPANY_ERRORS, isDirty, valuesOf, type CompanyFormValues } from './form';

const VALID: CompanyFormValues = {
  business_name: '  Malabar Spice Exports ',
  full_name: 'Anil Kumar',
  country: 'India',
  whatsapp: '+91 98470 12345',
  website: 'www.malabar.example',
  address: 'Kochi, Kerala',
  product_categories: ['Spices & Herbs', 'Spices & Herbs'],
};

const BUYER: CompanyFormValues = {
  business_name: 'Rotterdam Fine Foods BV',
  full_name: 'Anna de Vries',
  country: 'Netherlands',
  whatsapp: '+31 20 123 4567',
  website: 'www.rotterdamfinefoods.nl',
  address: 'Maasboulevard 1, Rotterdam',
  product_categories: ['Food & Beverages'],
};

describe('validateCompany', () => {
  it('trims the fields and drops repeated categories', () => {
    expect(validateCompany(VALID)).toEqual({
      ok: true,
      fields: { ...VALID, business_name: 'Malabar Spice Exports', product_categories: ['Spices & Herbs'] },
    });
  });

  it('gives the PATCH /v1/me body, trimmed', () => {
    expect(validateCompany({ ...BUYER, business_name: '  Rotterdam Fine Foods BV ' })).toEqual({
      ok: true,
      fields: {
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

  it('accepts empty optional fields', () => {
    expect(validateCompany({ ...VALID, whatsapp: ' ', website: '', address: '' }).ok).toBe(true);
    expect(
      validateCompany({
        ...BUYER,
        full_name: '',
        country: '',
        whatsapp: ' ',
        website: '',
        address: '',
        product_categories: [],
      }).ok,
    ).toBe(true);
  });

  it('explains each refusal as the api would refuse it', () => {
    const result = validateCompany({
      ...VALID,
      business_name: '   ',
      full_name: 'y'.repeat(201),
      country: 'z'.repeat(101),
      whatsapp: 'call me',
      website: 'not a site',
      address: 'x'.repeat(501),
      product_categories: ['Spaceships'],
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        business_name: COMPANY_ERRORS.businessNameRequired,
        full_name: COMPANY_ERRORS.tooLong(200),
        country: COMPANY_ERRORS.tooLong(100),
        whatsapp: COMPANY_ERRORS.whatsapp,
        website: COMPANY_ERRORS.website,
        address: COMPANY_ERRORS.tooLong(500),
        product_categories: COMPANY_ERRORS.categories,
      },
    });
    expect(COMPANY_ERRORS.tooLong(200)).toBe('Use at most 200 characters.');
    expect(validateCompany({ ...VALID, business_name: 'n'.repeat(201) })).toMatchObject({
      ok: false,
      errors: { business_name: 'Use at most 200 characters.' },
    });
  });

  it('accepts the web addresses and numbers the api accepts', () => {
    for (const website of [
      'https://shop.example.in:8443/catalog?x=1',
      'https://example.com/about?x=1',
      'example.co.uk',
      'http://localhost.test:8080',
    ])
      expect(validateCompany({ ...VALID, website }).ok, website).toBe(true);
    for (const whatsapp of ['0031201234567', '+1 (312) 555-0100'])
      expect(validateCompany({ ...VALID, whatsapp }).ok, whatsapp).toBe(true);
    expect(validateCompany({ ...VALID, whatsapp: '+12' }).ok).toBe(false);
  });
});

describe('isDirty', () => {
  it('compares every field, categories in any order', () => {
    const saved = { ...VALID, product_categories: ['Spices & Herbs', 'Handicrafts'] };
    expect(isDirty({ ...saved, product_categories: ['Handicrafts', 'Spices & Herbs'] }, saved)).toBe(false);
    expect(isDirty({ ...saved, address: 'Cochin' }, saved)).toBe(true);
    expect(isDirty({ ...saved, product_categories: ['Handicrafts'] }, saved)).toBe(true);
  });

  it('ignores spaces around a value, not an emptied field', () => {
    expect(isDirty(BUYER, BUYER)).toBe(false);
    expect(isDirty({ ...BUYER, business_name: 'Rotterdam Fine Foods BV ' }, BUYER)).toBe(false);
    expect(isDirty({ ...BUYER, product_categories: [] }, BUYER)).toBe(true);
    expect(isDirty({ ...BUYER, website: '' }, BUYER)).toBe(true);
  });
});

describe('valuesOf', () => {
  it('leaves out categories the list no longer has, so the form can always be saved', () => {
    expect(valuesOf({ ...BUYER, product_categories: ['Food & Beverages', 'Gadgets'] })).toEqual(BUYER);
  });
});
