import { screen, waitFor } from '@testing-library/react';
import { signIn } from 'shared-auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CREDENTIALS_REQUIRED, LOGIN_SUCCESS } from '../../lib/messages';
import { deferred, findLocation, findToast, renderScreen } from '../../test/renderScreen';
import { LoginPage } from './LoginPage';

vi.mock('shared-auth', () => ({ signIn: vi.fn() }));
const signInMock = vi.mocked(signIn);

function renderLogin(state?: unknown) {
  return renderScreen(<LoginPage />, { path: '/login', entry: { pathname: '/login', state } });
}

const emailField = () => screen.getByLabelText(/^Email/);
const passwordField = () => screen.getByLabelText(/^Password/);

describe('LoginPage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
  });

  it('shows the heading, the forgot-password link and the sign-up link', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it("requires both fields with the provider's message and focuses the first one", async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findAllByText(CREDENTIALS_REQUIRED)).toHaveLength(2);
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription(CREDENTIALS_REQUIRED);
    expect(passwordField()).toHaveAccessibleDescription(CREDENTIALS_REQUIRED);
    expect(emailField()).toHaveFocus();
    expect(signInMock).not.toHaveBeenCalled();
  });

  it('asks for the password when only the email is given', async () => {
    const { user } = renderLogin();
    await user.type(emailField(), 'trader@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(CREDENTIALS_REQUIRED)).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).not.toHaveAttribute('aria-invalid');
  });

  it('checks the email format', async () => {
    const { user } = renderLogin();
    await user.type(emailField(), 'not-an-email');
    await user.type(passwordField(), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(signInMock).not.toHaveBeenCalled();
  });

  it('signs in with Remember me, toasts and goes home', async () => {
    signInMock.mockResolvedValue({ error: null });
    const { user } = renderLogin();
    await user.type(emailField(), '  trader@example.com ');
    await user.type(passwordField(), 'secret-pass');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await findLocation()).toBe('/');
    expect(signInMock).toHaveBeenCalledWith({
      email: 'trader@example.com',
      password: 'secret-pass',
      rememberMe: true,
    });
    expect((await findToast(LOGIN_SUCCESS)).title).toBe(LOGIN_SUCCESS);
  });

  it('passes rememberMe false when the box is left unticked', async () => {
    signInMock.mockResolvedValue({ error: null });
    const { user } = renderLogin();
    await user.type(emailField(), 'trader@example.com');
    await user.type(passwordField(), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() =>
      expect(signInMock).toHaveBeenCalledWith(expect.objectContaining({ rememberMe: false })),
    );
  });

  it('returns to the page the guard came from', async () => {
    signInMock.mockResolvedValue({ error: null });
    const { user } = renderLogin({
      from: {
        pathname: '/dashboard/buyer',
        search: '?tab=inquiries',
        hash: '#recent',
        state: null,
        key: 'x',
      },
    });
    await user.type(emailField(), 'trader@example.com');
    await user.type(passwordField(), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await findLocation()).toBe('/dashboard/buyer?tab=inquiries#recent');
  });

  it("shows 'Error' with the server's message, stays and keeps the input", async () => {
    signInMock.mockResolvedValue({ error: 'Invalid login credentials' });
    const { user } = renderLogin({ from: { pathname: '/krishika-ai' } });
    await user.type(emailField(), 'trader@example.com');
    await user.type(passwordField(), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await findToast('Error')).toEqual({ title: 'Error', description: 'Invalid login credentials' });
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.queryByText(LOGIN_SUCCESS)).not.toBeInTheDocument();
    expect(emailField()).toHaveValue('trader@example.com');
    expect(passwordField()).toHaveValue('wrong-pass');
  });

  it("shows 'Error' when the auth server can't be reached", async () => {
    signInMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderLogin();
    await user.type(emailField(), 'trader@example.com');
    await user.type(passwordField(), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect((await findToast('Error')).description).toBe('Failed to fetch');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('is busy while signing in', async () => {
    const pending = deferred<{ error: string | null }>();
    signInMock.mockReturnValue(pending.promise);
    const { user } = renderLogin();
    await user.type(emailField(), 'trader@example.com');
    await user.type(passwordField(), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const button = screen.getByRole('button', { name: 'Sign In' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    pending.resolve({ error: 'Invalid login credentials' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toBeEnabled();
  });

  it('shows and hides the password with a toggle button', async () => {
    const { user } = renderLogin();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });
});
