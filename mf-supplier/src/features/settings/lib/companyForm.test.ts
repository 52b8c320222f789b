import { describe, expect, it } from 'vitest';
import { COMPANY_ERRORS, isDirty, validateCompany, type CompanyFormValues } from './companyForm';

const VALID: CompanyFormValues = {
  business_name: '  Malabar Spice Exports ',
  full_name: 'Anil Kumar',
  country: 'India',
  whatsapp: '+91 98470 12345',
  website: 'www.malabar.example',
  address: 'Kochi, Kerala',
  product_categories: ['Spices & Herbs', 'Spices & Herbs'],
};

describe('validateCompany', () => {
  it('trims the fields and drops repeated categories', () => {
    expect(validateCompany(VALID)).toEqual({
      ok: true,
      fields: { ...VALID, business_name: 'Malabar Spice Exports', product_categories: ['Spices & Herbs'] },
    });
  });

  it('accepts empty optional fields', () => {
    const result = validateCompany({ ...VALID, whatsapp: ' ', website: '', address: '' });
    expect(result.ok).toBe(true);
  });

  it('explains each refusal as the api would refuse it', () => {
    const result = validateCompany({
      ...VALID,
      business_name: '   ',
      whatsapp: 'call me',
      website: 'not a site',
      address: 'x'.repeat(501),
      product_categories: ['Spaceships'],
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        business_name: COMPANY_ERRORS.businessNameRequired,
        whatsapp: COMPANY_ERRORS.whatsapp,
        website: COMPANY_ERRORS.website,
        address: COMPANY_ERRORS.tooLong(500),
        product_categories: COMPANY_ERRORS.categories,
      },
    });
  });

  it('accepts a website with a scheme, a port and a path', () => {
    expect(validateCompany({ ...VALID, website: 'https://shop.example.in:8443/catalog?x=1' }).ok).toBe(true);
  });
});

describe('isDirty', () => {
  it('compares every field, categories in any order', () => {
    const saved = { ...VALID, product_categories: ['Spices & Herbs', 'Handicrafts'] };
    expect(isDirty({ ...saved, product_categories: ['Handicrafts', 'Spices & Herbs'] }, saved)).toBe(false);
    expect(isDirty({ ...saved, address: 'Cochin' }, saved)).toBe(true);
    expect(isDirty({ ...saved, product_categories: ['Handicrafts'] }, saved)).toBe(true);
  });
});
