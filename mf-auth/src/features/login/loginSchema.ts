import { z } from 'zod';
import { CREDENTIALS_REQUIRED } from '../../lib/messages';
import { emailField } from '../../lib/email';

/** Sign-in (docs/product.md#sign-in-login): an empty email or password gets the auth provider's own wording. */
export const loginSchema = z.object({
  email: emailField(CREDENTIALS_REQUIRED),
  password: z.string().min(1, { error: CREDENTIALS_REQUIRED }),
  rememberMe: z.boolean(),
});

export type LoginValues = z.input<typeof loginSchema>;

export const loginDefaults: LoginValues = { email: '', password: '', rememberMe: false };
