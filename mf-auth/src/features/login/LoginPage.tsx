import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { signIn } from 'shared-auth';
import { Button, Checkbox, Input, toast } from 'shared-ui';
import styled from 'styled-components';
import { AuthCard, FormStack, TextLink } from '../../components/AuthCard';
import { PasswordInput } from '../../components/PasswordInput';
import { messageOf, showAuthError } from '../../lib/authFeedback';
import { LOGIN_HEADING, LOGIN_SUCCESS } from '../../lib/messages';
import { loginDefaults, loginSchema, type LoginValues } from './loginSchema';
import { redirectTarget } from './redirectTarget';

const OptionsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
`;

/** 'Welcome Back' (docs/product.md#sign-in-login): sign in, then back to where the guard found the visitor, or home. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: loginDefaults });

  const onSubmit = async ({ email, password, rememberMe }: LoginValues) => {
    const { error } = await signIn({ email, password, rememberMe }).catch((cause: unknown) => ({
      error: messageOf(cause),
    }));
    if (error) {
      showAuthError(error);
      return;
    }
    toast.success(LOGIN_SUCCESS);
    navigate(redirectTarget(location.state), { replace: true });
  };

  return (
    <AuthCard
      title={LOGIN_HEADING}
      lead="Sign in to your Krishika account."
      footer={
        <p>
          Don&apos;t have an account? <TextLink to="/register">Sign up</TextLink>
        </p>
      }
    >
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
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <OptionsRow>
          <Checkbox label="Remember me" {...register('rememberMe')} />
          <TextLink to="/forgot-password">Forgot password?</TextLink>
        </OptionsRow>
        <Button type="submit" fullWidth loading={isSubmitting}>
          Sign In
        </Button>
      </FormStack>
    </AuthCard>
  );
}
