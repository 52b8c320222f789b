// The response form's values and checks, mirroring POST /v1/threads/:id/messages.
import type { QuoteInput, ResponseInput } from '../api/inquiries';

export interface ResponseFormValues {
  message: string;
  withQuote: boolean;
  price: string;
  currency: string;
  priceUnit: string;
  moq: string;
  moqUnit: string;
  leadTime: string;
  validUntil: string;
}

export type ResponseFormErrors = Partial<Record<Exclude<keyof ResponseFormValues, 'withQuote'>, string>>;

export const emptyResponse = (message = ''): ResponseFormValues => ({
  message,
  withQuote: false,
  price: '',
  currency: 'USD',
  priceUnit: '',
  moq: '',
  moqUnit: '',
  leadTime: '',
  validUntil: '',
});

const NUMBER = /^\d+(\.\d+)?$/;

/** Today as YYYY-MM-DD in the user's time zone. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function validateResponse(
  values: ResponseFormValues,
  now = new Date(),
): { ok: true; input: ResponseInput } | { ok: false; errors: ResponseFormErrors } {
  const errors: ResponseFormErrors = {};
  const message = values.message.trim();
  if (!message) errors.message = 'Write your reply to the buyer.';
  else if (message.length > 5000) errors.message = 'Use at most 5000 characters.';
  let quote: QuoteInput | null = null;
  if (values.withQuote) {
    const price = values.price.trim().replace(/,/g, '');
    if (!NUMBER.test(price) || Number(price) > 999_999_999_999)
      errors.price = 'Enter the quoted price, e.g. 4.50.';
    const currency = values.currency.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency)) errors.currency = 'Enter a three-letter currency code, e.g. USD.';
    const moq = values.moq.trim().replace(/,/g, '');
    if (moq && (!NUMBER.test(moq) || Number(moq) <= 0))
      errors.moq = 'Enter a minimum order quantity above 0.';
    if (values.priceUnit.length > 40) errors.priceUnit = 'Use at most 40 characters.';
    if (values.moqUnit.length > 40) errors.moqUnit = 'Use at most 40 characters.';
    if (values.leadTime.length > 100) errors.leadTime = 'Use at most 100 characters.';
    const validUntil = values.validUntil.trim();
    if (validUntil && !/^\d{4}-\d{2}-\d{2}$/.test(validUntil)) errors.validUntil = 'Enter a date.';
    else if (validUntil && validUntil < today(now)) errors.validUntil = 'Choose today or a later date.';
    quote = {
      price: Number(price),
      currency,
      priceUnit: values.priceUnit.trim() || null,
      moq: moq ? Number(moq) : null,
      moqUnit: values.moqUnit.trim() || null,
      leadTime: values.leadTime.trim() || null,
      validUntil: validUntil || null,
    };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: { body: message, quote } };
}
