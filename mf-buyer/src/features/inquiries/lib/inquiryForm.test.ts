import { describe, expect, it } from 'vitest';
import { emptyInquiry, validateInquiry, type InquiryFormValues } from './inquiryForm';

const now = new Date(2026, 10, 21, 12);
const filled = (changes: Partial<InquiryFormValues> = {}): InquiryFormValues => ({
  ...emptyInquiry('Netherlands'),
  productName: ' Black pepper 550 GL ',
  quantity: '12,000',
  ...changes,
});

describe('inquiry form', () => {
  it('asks for the product, a quantity above 0, a unit and the destination', () => {
    const result = validateInquiry({ ...emptyInquiry(), quantityUnit: ' ' }, null, now);
    expect(result).toEqual({
      ok: false,
      errors: {
        productName: 'Enter the product you need.',
        quantity: 'Enter a quantity above 0, e.g. 2000.',
        quantityUnit: 'Enter the unit, e.g. kg or tonnes.',
        destinationCountry: 'Choose the destination country.',
      },
    });
    expect(validateInquiry(filled({ quantity: '0' }), null, now)).toMatchObject({
      errors: { quantity: 'Enter a quantity above 0, e.g. 2000.' },
    });
  });

  it('checks the optional fields when given', () => {
    const result = validateInquiry(
      filled({
        targetPrice: 'cheap',
        targetCurrency: 'dollars',
        neededBy: '2026-11-20',
        category: 'Toys',
        incoterm: 'XYZ',
        message: 'x'.repeat(5001),
      }),
      null,
      now,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        targetPrice: 'Enter a price per unit, e.g. 2.50.',
        targetCurrency: 'Enter a three-letter currency code, e.g. USD.',
        neededBy: 'Choose today or a later date.',
        category: 'Choose a category.',
        incoterm: 'Choose an Incoterm.',
        message: 'Use at most 5000 characters.',
      },
    });
  });

  it('builds an open inquiry with nulls for what was left out', () => {
    expect(validateInquiry(filled(), null, now)).toEqual({
      ok: true,
      input: {
        product_name: 'Black pepper 550 GL',
        category: null,
        quantity: 12000,
        quantity_unit: 'kg',
        target_price: null,
        target_currency: null,
        incoterm: null,
        destination_country: 'Netherlands',
        destination_port: null,
        needed_by: null,
        message: '',
      },
    });
  });

  it('addresses one supplier and sends every field', () => {
    const result = validateInquiry(
      filled({
        category: 'Spices & Herbs',
        targetPrice: '3.20',
        targetCurrency: 'eur',
        incoterm: 'CIF',
        destinationPort: ' Rotterdam ',
        neededBy: '2026-11-21',
        message: ' ASTA grade, steam sterilised. ',
      }),
      'sup-1',
      now,
    );
    expect(result).toEqual({
      ok: true,
      input: {
        supplier_id: 'sup-1',
        product_name: 'Black pepper 550 GL',
        category: 'Spices & Herbs',
        quantity: 12000,
        quantity_unit: 'kg',
        target_price: 3.2,
        target_currency: 'EUR',
        incoterm: 'CIF',
        destination_country: 'Netherlands',
        destination_port: 'Rotterdam',
        needed_by: '2026-11-21',
        message: 'ASTA grade, steam sterilised.',
      },
    });
  });
});
