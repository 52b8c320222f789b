import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { requestPasswordReset } from 'shared-auth';
import { Button, Input } from 'shared-ui';
import styled from 'styled-components';
import { AuthCard, FormStack, TextLink } from '../../components/AuthCard';
import { messageOf, showAuthError } from '../../lib/authFeedback';
import { forgotPasswordSchema, type ForgotPasswordValues } from './recoverySchemas';

export const RESET_LINK_SENT =
  "If an account exists for that email, we've sent a link to reset your password.";

const Confirmation = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  p {
    margin: 0;
    padding: ${({ theme }) => theme.space[3]};
    background: ${({ theme }) => theme.color.successSoft};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

/**
 * Asks the auth server to mail a recovery link. The confirmation is the same whether or not an
 * account exists, so the page never reveals who is registered; only a failed call shows 'Error'.
 */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async ({ email }: ForgotPasswordValues) => {
    const { error } = await requestPasswordReset(email, `${window.location.origin}/reset-password`).catch(
      (cause: unknown) => ({ error: messageOf(cause) }),
    );
    if (error) {
      showAuthError(error);
      return;
    }
    setSent(true);
  };

  return (
    <AuthCard
      title="Forgot your password?"
      lead={
        sent ? undefined : "Enter your account's email and we'll send you a link to choose a new password."
      }
      footer={
        <p>
          Remembered it? <TextLink to="/login">Back to sign in</TextLink>
        </p>
      }
    >
      {sent ? (
        <Confirmation>
          <p role="status">{RESET_LINK_SENT}</p>
          <Button variant="secondary" fullWidth onClick={() => setSent(false)}>
            Use another email
          </Button>
        </Confirmation>
      ) : (
        <FormStack noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
          <Input
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" fullWidth loading={isSubmitting}>
            Send reset link
          </Button>
        </FormStack>
      )}
    </AuthCard>
  );
}
