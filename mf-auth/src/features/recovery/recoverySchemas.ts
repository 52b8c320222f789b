import { z } from 'zod';
import { emailField } from '../../lib/email';

export const forgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;
