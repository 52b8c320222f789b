import { passwordUserInputs } from 'contracts/password';
import { z } from 'zod';
import { CATEGORY_REQUIRED, PASSWORDS_DO_NOT_MATCH, TERMS_REQUIRED } from '../../lib/messages';
import { emailField, newPasswordField, PASSWORD_TOO_WEAK, passwordProblem } from '../../lib/validation';
import { isCountryChoice, PRODUCT_CATEGORIES } from './options';

// Lengths follow the profiles table's checks (supabase/migrations), so the server never trims.
const required = (message: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Use at most ${max} characters` });

const WHATSAPP_INVALID = 'Please enter a valid WhatsApp number with country code, e.g. +91 98765 43210';
export const DOCUMENT_REQUIRED = 'Please upload your business registration document (PDF)';

function isWhatsAppNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15; // E.164 allows at most 15 digits
}

/** Accepts "example.com" or "https://example.com/about"; the scheme, when given, must be http(s). */
function isWebsite(value: string): boolean {
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

function bothStrings(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { password, confirmPassword } = value as Record<string, unknown>;
  return typeof password === 'string' && typeof confirmPassword === 'string';
}

/** The registration inputs and their rules (docs/product.md#register-register). */
export const registerSchema = z
  .object({
    accountType: z.enum(['buyer', 'supplier']),
    fullName: required('Full name is required', 200),
    email: emailField(),
    password: newPasswordField(),
    confirmPassword: z.string(),
    companyName: required('Company name is required', 200),
    country: z.string().refine(isCountryChoice, {
      error: 'Please select your country of origin',
    }),
    whatsapp: required('WhatsApp number is required', 40).refine(isWhatsAppNumber, {
      error: WHATSAPP_INVALID,
    }),
    website: z
      .string()
      .trim()
      .max(300, { error: 'Use at most 300 characters' })
      .refine((value) => value === '' || isWebsite(value), {
        error: 'Please enter a valid website address, e.g. https://example.com',
      }),
    address: required('Business address is required', 500),
    productCategories: z.array(z.enum(PRODUCT_CATEGORIES)).min(1, { error: CATEGORY_REQUIRED }),
    // The file input holds null until a PDF passes the checks in DocumentField.
    document: z.union([z.instanceof(File), z.null()]).pipe(z.instanceof(File, { error: DOCUMENT_REQUIRED })),
    acceptTerms: z.boolean().refine((accepted) => accepted, { error: TERMS_REQUIRED }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: PASSWORDS_DO_NOT_MATCH,
    // Also when other fields are invalid, so every problem shows after one submit.
    when: ({ value }) => bothStrings(value),
  })
  // The password made of the account's own email or names, which the server refuses as weak. Only when
  // the password passes on its own (otherwise the field already says why).
  .refine(
    (values) => {
      // Read as the raw input: this runs also when other fields failed (see `when`).
      const fields = stringsOf(values);
      return fields === null || passwordProblem(fields.password, registerUserInputs(fields)) === null;
    },
    {
      path: ['password'],
      error: PASSWORD_TOO_WEAK,
      when: ({ value }) => {
        const fields = stringsOf(value);
        return fields !== null && passwordProblem(fields.password) === null;
      },
    },
  );

/** The account's words the auth server counts against a password (its email and names, as sent). */
export function registerUserInputs(values: {
  email: string;
  fullName: string;
  companyName: string;
}): string[] {
  return passwordUserInputs(values.email, values.fullName, values.companyName);
}

function stringsOf(
  value: unknown,
): { email: string; fullName: string; companyName: string; password: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { email, fullName, companyName, password } = value as Record<string, unknown>;
  if (typeof password !== 'string') return null;
  const text = (field: unknown) => (typeof field === 'string' ? field.trim() : '');
  return { email: text(email), fullName: text(fullName), companyName: text(companyName), password };
}

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;
export type RegisterFieldName = keyof RegisterInput;

export const registerDefaults: RegisterInput = {
  accountType: 'buyer',
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  companyName: '',
  country: '',
  whatsapp: '',
  website: '',
  address: '',
  productCategories: [],
  document: null,
  acceptTerms: false,
};

/** The fields in the order they appear, so focus goes to the first invalid one on screen. */
export const REGISTER_FIELD_ORDER: readonly RegisterFieldName[] = [
  'accountType',
  'fullName',
  'email',
  'password',
  'confirmPassword',
  'companyName',
  'country',
  'whatsapp',
  'website',
  'address',
  'productCategories',
  'document',
  'acceptTerms',
];
