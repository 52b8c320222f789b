// The inquiry form's values as typed, and what the form starts with. Its checks are in inquiryForm.ts,
// loaded when the form is first checked (they bring zod and the contract).
import { INCOTERMS } from 'contracts';

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

/** Today as YYYY-MM-DD in the user's time zone. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
