// The inquiry form's values and checks, mirroring POST /v1/inquiries (so the api's schema never has
// to refuse what the form sends).
import { INCOTERMS, isOneOf } from 'contracts';
import { CATEGORIES } from '../../../lib/messages';
import type { InquiryInput } from '../api/inquiries';

export { INCOTERMS };

export interface InquiryFormValues {
  productName: string;
  category: string;
  quantity: string;
  quantityUnit: string;
  targetPrice: string;
  targetCurrency: string;
  incoterm: string;
  destinationCountry: string;
  destinationPort: string;
  neededBy: string;
  message: string;
}

export type InquiryFormErrors = Partial<Record<keyof InquiryFormValues, string>>;

export const emptyInquiry = (destinationCountry = ''): InquiryFormValues => ({
  productName: '',
  category: '',
  quantity: '',
  quantityUnit: 'kg',
  targetPrice: '',
  targetCurrency: 'USD',
  incoterm: '',
  destinationCountry,
  destinationPort: '',
  neededBy: '',
  message: '',
});

const NUMBER = /^\d+(\.\d+)?$/;

/** Today as YYYY-MM-DD in the user's time zone. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Checks the form; on success the body for POST /v1/inquiries (to `supplierId`, or open). */
export function validateInquiry(
  values: InquiryFormValues,
  supplierId: string | null,
  now = new Date(),
): { ok: true; input: InquiryInput } | { ok: false; errors: InquiryFormErrors } {
  const errors: InquiryFormErrors = {};
  const productName = values.productName.trim();
  if (!productName) errors.productName = 'Enter the product you need.';
  else if (productName.length > 200) errors.productName = 'Use at most 200 characters.';

  const category = values.category.trim();
  if (category && !isOneOf(CATEGORIES, category)) errors.category = 'Choose a category.';

  const quantity = values.quantity.trim().replace(/,/g, '');
  if (!NUMBER.test(quantity) || Number(quantity) <= 0 || Number(quantity) > 99_999_999_999)
    errors.quantity = 'Enter a quantity above 0, e.g. 2000.';
  const quantityUnit = values.quantityUnit.trim();
  if (!quantityUnit) errors.quantityUnit = 'Enter the unit, e.g. kg or tonnes.';
  else if (quantityUnit.length > 40) errors.quantityUnit = 'Use at most 40 characters.';

  const targetPrice = values.targetPrice.trim().replace(/,/g, '');
  if (targetPrice && (!NUMBER.test(targetPrice) || Number(targetPrice) > 999_999_999_999))
    errors.targetPrice = 'Enter a price per unit, e.g. 2.50.';
  const targetCurrency = values.targetCurrency.trim().toUpperCase();
  if (targetPrice && !/^[A-Z]{3}$/.test(targetCurrency))
    errors.targetCurrency = 'Enter a three-letter currency code, e.g. USD.';

  const incoterm = values.incoterm.trim();
  if (incoterm && !isOneOf(INCOTERMS, incoterm)) errors.incoterm = 'Choose an Incoterm.';

  const destinationCountry = values.destinationCountry.trim();
  if (!destinationCountry) errors.destinationCountry = 'Choose the destination country.';
  const destinationPort = values.destinationPort.trim();
  if (destinationPort.length > 100) errors.destinationPort = 'Use at most 100 characters.';

  const neededBy = values.neededBy.trim();
  if (neededBy && !/^\d{4}-\d{2}-\d{2}$/.test(neededBy)) errors.neededBy = 'Enter a date.';
  else if (neededBy && neededBy < today(now)) errors.neededBy = 'Choose today or a later date.';

  const message = values.message.trim();
  if (message.length > 5000) errors.message = 'Use at most 5000 characters.';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      ...(supplierId ? { supplier_id: supplierId } : {}),
      product_name: productName,
      category: isOneOf(CATEGORIES, category) ? category : null,
      quantity: Number(quantity),
      quantity_unit: quantityUnit,
      target_price: targetPrice ? Number(targetPrice) : null,
      target_currency: targetPrice ? targetCurrency : null,
      incoterm: isOneOf(INCOTERMS, incoterm) ? incoterm : null,
      destination_country: destinationCountry,
      destination_port: destinationPort || null,
      needed_by: neededBy || null,
      message,
    },
  };
}
