import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { signIn } from 'shared-auth';
import { Button, Card, Checkbox, Input, toast } from 'shared-ui';
import styled from 'styled-components';

const Panel = styled(Card)`
  max-width: 28rem;
  margin: ${({ theme }) => theme.space[12]} auto;
  form {
    display: grid;
    gap: ${({ theme }) => theme.space[4]};
  }
`;

/** 'Welcome Back' (spec §2). Issue 3 completes it against the local auth server. */
export function LoginPage() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    const { error } = await signIn({
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      rememberMe: data.get('remember') === 'on',
    }).catch((cause: unknown) => ({ error: cause instanceof Error ? cause.message : String(cause) }));
    setBusy(false);
    if (error) {
      toast.error('Error', { description: error });
      return;
    }
    toast.success('Logged in successfully!');
    navigate('/');
  };

  return (
    <Panel>
      <h1>Welcome Back</h1>
      <form onSubmit={(event) => void submit(event)} noValidate={false}>
        <Input label="Email" name="email" type="email" autoComplete="email" required />
        <Input
          label="Password"
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
        />
        <Checkbox
          label="Show password"
          checked={showPassword}
          onChange={(event) => setShowPassword(event.target.checked)}
        />
        <Checkbox label="Remember me" name="remember" />
        <Link to="/forgot-password">Forgot password?</Link>
        <Button type="submit" loading={busy}>
          Sign In
        </Button>
      </form>
      <p>
        New to Krishika? <Link to="/register">Create an account</Link>
      </p>
    </Panel>
  );
}
