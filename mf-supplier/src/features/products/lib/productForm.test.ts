import { describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT, validateProduct } from './productForm';

describe('validateProduct', () => {
  it('needs a name', () => {
    const result = validateProduct({ ...EMPTY_PRODUCT, name: '   ' });
    expect(result).toEqual({ ok: false, errors: { name: 'Enter the product name.' } });
  });

  it('checks prices, their order, the currency and the MOQ', () => {
    const result = validateProduct({
      ...EMPTY_PRODUCT,
      name: 'Cumin',
      priceMin: '9',
      priceMax: '4',
      currency: 'us',
      moq: '0',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.priceMax).toBe('The highest price must not be below the lowest.');
    expect(result.errors.currency).toBe('Enter a three-letter currency code, e.g. USD.');
    expect(result.errors.moq).toBe('Enter a minimum order quantity above 0.');
    expect(validateProduct({ ...EMPTY_PRODUCT, name: 'x', priceMin: 'abc' })).toMatchObject({
      ok: false,
      errors: { priceMin: 'Enter a price of 0 or more, e.g. 4.50.' },
    });
  });

  it("turns valid values into the api's fields", () => {
    const result = validateProduct({
      ...EMPTY_PRODUCT,
      name: ' Cumin seeds ',
      category: 'Spices & Herbs',
      priceMin: '4.5',
      priceMax: '6',
      currency: 'usd',
      priceUnit: 'kg',
      moq: '500',
      moqUnit: 'kg',
      certifications: 'ISO 22000, , FSSAI',
      status: 'draft',
    });
    expect(result).toEqual({
      ok: true,
      fields: {
        name: 'Cumin seeds',
        category: 'Spices & Herbs',
        description: '',
        price_min: 4.5,
        price_max: 6,
        currency: 'USD',
        price_unit: 'kg',
        moq: 500,
        moq_unit: 'kg',
        origin_country: null,
        grade: null,
        certifications: ['ISO 22000', 'FSSAI'],
        lead_time: null,
        status: 'draft',
      },
    });
  });

  it('sends no currency without a price', () => {
    const result = validateProduct({ ...EMPTY_PRODUCT, name: 'Cumin', currency: '' });
    expect(result.ok && result.fields.currency).toBeNull();
  });
});
