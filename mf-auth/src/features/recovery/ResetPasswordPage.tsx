import { zodResolver } from '@hookform/resolvers/zod';
import { passwordUserInputs } from 'contracts/password';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { startAuth, updatePassword, useAuth } from 'shared-auth';
import { Button, ButtonLink, toast } from 'shared-ui';
import styled from 'styled-components';
import { AuthCard, FormStack, TextLink } from '../../components/AuthCard';
import { PasswordInput } from '../../components/PasswordInput';
import { PasswordStrength } from '../../components/PasswordStrength';
import { messageOf, showAuthError } from '../../lib/authFeedback';
import { LOADING } from '../../lib/messages';
import { PASSWORD_HINT, PASSWORD_TOO_WEAK } from '../../lib/validation';
import { linkErrorFrom } from './linkError';
import { resetPasswordSchema, type ResetPasswordValues } from './resetPasswordSchema';

export const PASSWORD_UPDATED = 'Your password has been updated.';
export const LINK_INVALID = 'This password reset link is invalid or has expired.';

const Problem = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  p {
    margin: 0;
    padding: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.dangerSoft};
    border-radius: ${({ theme }) => theme.radius.md};
    overflow-wrap: anywhere;
  }
`;

const Status = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

function NewPasswordForm() {
  const navigate = useNavigate();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const typed = useWatch({ control, name: 'password' });
  const { user } = useAuth();
  // The words the server counts against this account's password: its email and names.
  const metadata: Record<string, unknown> = user?.user_metadata ?? {};
  const name = (key: string) => (typeof metadata[key] === 'string' ? metadata[key] : null);
  const userInputs = passwordUserInputs(user?.email, name('full_name'), name('business_name'));

  const onSubmit = async ({ password }: ResetPasswordValues) => {
    const { error, code } = await updatePassword(password).catch((cause: unknown) => ({
      error: messageOf(cause),
      code: null,
    }));
    if (code === 'weak_password') {
      setError('password', { message: PASSWORD_TOO_WEAK }, { shouldFocus: true });
      showAuthError(PASSWORD_TOO_WEAK);
      return;
    }
    if (error) {
      showAuthError(error);
      return;
    }
    toast.success(PASSWORD_UPDATED);
    navigate('/', { replace: true });
  };

  return (
    <FormStack noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordStrength password={typed} userInputs={userInputs} />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" fullWidth loading={isSubmitting}>
        Update password
      </Button>
    </FormStack>
  );
}

/**
 * The recovery link's landing page. supabase-js reads the session from the link (PASSWORD_RECOVERY)
 * and the session store then holds it; without one the link was invalid or has expired.
 */
export function ResetPasswordPage() {
  const { hash, search } = useLocation();
  // Read once: supabase-js may clean the URL after reading it.
  const [linkError] = useState(() => linkErrorFrom(hash, search));
  const { loading, signedIn } = useAuth();

  // The page is public, so the shell only starts auth when idle; a recovery link needs it now.
  useEffect(() => {
    void startAuth();
  }, []);

  let content;
  if (linkError || (!loading && !signedIn)) {
    content = (
      <Problem>
        <p role="alert">{linkError ?? LINK_INVALID}</p>
        <ButtonLink to="/forgot-password" fullWidth>
          Request a new reset link
        </ButtonLink>
      </Problem>
    );
  } else if (loading) {
    content = <Status role="status">{LOADING}</Status>;
  } else {
    content = <NewPasswordForm />;
  }

  return (
    <AuthCard
      title="Set a new password"
      lead={linkError || loading || !signedIn ? undefined : 'Choose a new password for your account.'}
      footer={
        <p>
          <TextLink to="/login">Back to sign in</TextLink>
        </p>
      }
    >
      {content}
    </AuthCard>
  );
}
