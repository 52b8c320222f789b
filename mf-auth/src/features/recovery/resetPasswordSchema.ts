import { z } from 'zod';
import { PASSWORDS_DO_NOT_MATCH } from '../../lib/messages';
import { newPasswordField } from '../../lib/validation';

export const resetPasswordSchema = z
  .object({ password: newPasswordField(), confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: PASSWORDS_DO_NOT_MATCH,
  });
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;
