// The landing page's forms checked with the rules of their contracts (NewsletterSignup for
// POST /v1/newsletter, ContactInput for POST /v1/contact), each problem on its field with the form's
// own message, so the api never has to refuse what a form sends. Loaded only once a form is used
// (the newsletter field's first focus, the Contact Sales dialog's opening): react-hook-form's
// resolver, zod and the contracts stay out of the landing page's first load.
import { zodResolver } from '@hookform/resolvers/zod';
import { createFormControl } from 'react-hook-form';
import { ContactInput, NewsletterSignup } from 'contracts/wire';
import { z } from 'zod';
import { EMAIL_INVALID, emailError } from '../../../lib/email';

export const CONTACT_SUBJECT = 'Enterprise plan';
export const NAME_REQUIRED = 'Please enter your name.';
export const MESSAGE_REQUIRED = 'Please tell us how we can help.';
export const tooLong = (max: number) => `Please use at most ${max} characters.`;

/** Whether `value` is what the contract's `schema` accepts. */
const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** The address's problem: required, in email format (the api's), within the contract's bounds. */
function emailProblem(email: string, rule: z.ZodType): string | null {
  return emailError(email) ?? (accepts(rule, email) ? null : EMAIL_INVALID);
}

type Problems<T> = Partial<Record<keyof T, string>>;

/** Each problem as an issue on its field, for react-hook-form to show there. */
function report<T>(problems: Problems<T>, context: z.RefinementCtx) {
  for (const [path, message] of Object.entries<string | undefined>(problems))
    if (message) context.addIssue({ code: 'custom', path: [path], message });
}

export interface NewsletterFormValues {
  email: string;
}

function checkNewsletter(values: NewsletterFormValues) {
  const body: NewsletterSignup = { email: values.email.trim() };
  const problems: Problems<NewsletterFormValues> = {};
  const email = emailProblem(body.email, NewsletterSignup.shape.email);
  if (email) problems.email = email;
  return { problems, body };
}

/** The newsletter form for react-hook-form: POST /v1/newsletter's body (the address trimmed). */
export const newsletterResolver = () =>
  zodResolver(
    z
      .object({ email: z.string() })
      .superRefine((values, context) => report(checkNewsletter(values).problems, context))
      .transform((values) => checkNewsletter(values).body),
  );

export interface ContactFormValues {
  name: string;
  email: string;
  company: string;
  message: string;
}

const contact = ContactInput.shape;

function checkContact(values: ContactFormValues) {
  const body = {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim() || null,
    subject: CONTACT_SUBJECT,
    message: values.message.trim(),
  } satisfies ContactInput;
  const problems: Problems<ContactFormValues> = {};
  if (!body.name) problems.name = NAME_REQUIRED;
  else if (!accepts(contact.name, body.name)) problems.name = tooLong(200);
  const email = emailProblem(body.email, contact.email);
  if (email) problems.email = email;
  if (!accepts(contact.company, body.company)) problems.company = tooLong(200);
  if (!body.message) problems.message = MESSAGE_REQUIRED;
  else if (!accepts(contact.message, body.message)) problems.message = tooLong(5000);
  return { problems, body };
}

/** The Contact Sales form for react-hook-form: POST /v1/contact's body (trimmed, no company as null). */
export const contactResolver = () =>
  zodResolver(
    z
      .object({ name: z.string(), email: z.string(), company: z.string(), message: z.string() })
      .superRefine((values, context) => report(checkContact(values).problems, context))
      .transform((values) => checkContact(values).body),
  );

/**
 * The newsletter form's state (react-hook-form, outside React): made when its checks have loaded,
 * over the field the page already shows, starting from what the reader has typed there.
 */
export function createNewsletterForm(email: string) {
  return createFormControl<NewsletterFormValues, unknown, NewsletterSignup>({
    resolver: newsletterResolver(),
    defaultValues: { email },
  });
}
export type NewsletterForm = ReturnType<typeof createNewsletterForm>;
