// The response form's values and checks: the contract's rules for POST /v1/threads/:id/messages
// (contracts/wire MessageInput and QuoteInput), each with the form's own message.
import { MessageInput, QuoteInput as WireQuote } from 'contracts/wire';
import { z } from 'zod';
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

/** Whether `value` is what the contract's `schema` accepts. */
const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** The form's checks, each field's message, and what is sent when they pass. */
function check(values: ResponseFormValues, now: Date): { errors: ResponseFormErrors; input: ResponseInput } {
  const errors: ResponseFormErrors = {};
  const message = values.message.trim();
  if (!message) errors.message = 'Write your reply to the buyer.';
  else if (!accepts(MessageInput.shape.body, message)) errors.message = 'Use at most 5000 characters.';
  let quote: QuoteInput | null = null;
  if (values.withQuote) {
    const price = values.price.trim().replace(/,/g, '');
    if (!NUMBER.test(price) || !accepts(WireQuote.shape.price, Number(price)))
      errors.price = 'Enter the quoted price, e.g. 4.50.';
    const currency = values.currency.trim().toUpperCase();
    if (!accepts(WireQuote.shape.currency, currency))
      errors.currency = 'Enter a three-letter currency code, e.g. USD.';
    const moq = values.moq.trim().replace(/,/g, '');
    if (moq && (!NUMBER.test(moq) || !accepts(WireQuote.shape.moq, Number(moq))))
      errors.moq = 'Enter a minimum order quantity above 0.';
    if (!accepts(WireQuote.shape.price_unit, values.priceUnit))
      errors.priceUnit = 'Use at most 40 characters.';
    if (!accepts(WireQuote.shape.moq_unit, values.moqUnit)) errors.moqUnit = 'Use at most 40 characters.';
    if (!accepts(WireQuote.shape.lead_time, values.leadTime)) errors.leadTime = 'Use at most 100 characters.';
    const validUntil = values.validUntil.trim();
    if (validUntil && !accepts(WireQuote.shape.valid_until, validUntil)) errors.validUntil = 'Enter a date.';
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
  return { errors, input: { body: message, quote } };
}

/**
 * The form as a schema for react-hook-form's resolver: the values in, each problem on its field with
 * the form's message, and the response to send out.
 */
export function responseFormSchema(now = new Date()) {
  return z
    .object({
      message: z.string(),
      withQuote: z.boolean(),
      price: z.string(),
      currency: z.string(),
      priceUnit: z.string(),
      moq: z.string(),
      moqUnit: z.string(),
      leadTime: z.string(),
      validUntil: z.string(),
    })
    .superRefine((values, context) => {
      for (const [path, message] of Object.entries(check(values, now).errors))
        context.addIssue({ code: 'custom', path: [path], message });
    })
    .transform((values): ResponseInput => check(values, now).input);
}

export function validateResponse(
  values: ResponseFormValues,
  now = new Date(),
): { ok: true; input: ResponseInput } | { ok: false; errors: ResponseFormErrors } {
  const { errors, input } = check(values, now);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input };
}
