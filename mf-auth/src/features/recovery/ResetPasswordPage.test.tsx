import { screen, waitFor } from '@testing-library/react';
import { startAuth, updatePassword, useAuth } from 'shared-auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORDS_DO_NOT_MATCH } from '../../lib/messages';
import { PASSWORD_HINT, PASSWORD_TOO_WEAK } from '../../lib/validation';
import { deferred, findLocation, findToast, renderScreen } from '../../test/renderScreen';
import { LINK_INVALID, PASSWORD_UPDATED, ResetPasswordPage } from './ResetPasswordPage';

vi.mock('shared-auth', () => ({ startAuth: vi.fn(), updatePassword: vi.fn(), useAuth: vi.fn() }));
const updateMock = vi.mocked(updatePassword);
const useAuthMock = vi.mocked(useAuth);

type AuthView = ReturnType<typeof useAuth>;

function authView(overrides: Partial<AuthView>): AuthView {
  return {
    loading: false,
    session: null,
    user: null,
    profile: null,
    role: null,
    businessName: null,
    signedIn: false,
    lastEvent: null,
    ...overrides,
  };
}

function render(entry = '/reset-password') {
  return renderScreen(<ResetPasswordPage />, { path: '/reset-password', entry });
}

const newPassword = () => screen.getByLabelText(/^New password/);
const confirmPassword = () => screen.getByLabelText(/^Confirm new password/);
const submit = () => screen.getByRole('button', { name: 'Update password' });

describe('ResetPasswordPage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    useAuthMock.mockReturnValue(authView({ signedIn: true }));
  });

  it('starts following the session at once', () => {
    render();
    expect(vi.mocked(startAuth)).toHaveBeenCalled();
  });

  it('says when the passwords do not match', async () => {
    const { user } = render();
    await user.type(newPassword(), 'new-secret-1');
    await user.type(confirmPassword(), 'new-secret-2');
    await user.click(submit());

    expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(confirmPassword()).toHaveAttribute('aria-invalid', 'true');
    expect(updateMock).not.toHaveBeenCalled();
  });

  it('asks for at least 8 characters', async () => {
    const { user } = render();
    expect(newPassword()).toHaveAccessibleDescription(PASSWORD_HINT);
    await user.type(newPassword(), 'short');
    await user.type(confirmPassword(), 'short');
    await user.click(submit());

    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(newPassword()).toHaveFocus();
    expect(updateMock).not.toHaveBeenCalled();
  });

  it('refuses a common password before it reaches the server, and the meter says so', async () => {
    const { user } = render();
    await user.type(newPassword(), 'qwerty123');
    expect(screen.getByRole('status')).toHaveTextContent(/^Password strength: Too weak/);
    await user.type(confirmPassword(), 'qwerty123');
    await user.click(submit());

    expect(await screen.findByText(PASSWORD_TOO_WEAK)).toBeInTheDocument();
    expect(updateMock).not.toHaveBeenCalled();
  });

  it("maps the server's weak_password refusal to the field", async () => {
    updateMock.mockResolvedValue({
      error: 'Password is known to be weak and easy to guess, please choose a different one.',
      code: 'weak_password',
    });
    const { user } = render();
    await user.type(newPassword(), 'new-secret-1');
    await user.type(confirmPassword(), 'new-secret-1');
    await user.click(submit());

    expect((await findToast('Error')).description).toBe(PASSWORD_TOO_WEAK);
    expect(newPassword()).toHaveAccessibleDescription(expect.stringContaining(PASSWORD_TOO_WEAK));
  });

  it('updates the password, toasts and goes home', async () => {
    const pending = deferred<{ error: string | null }>();
    updateMock.mockReturnValue(pending.promise);
    const { user } = render();
    await user.type(newPassword(), 'new-secret-1');
    await user.type(confirmPassword(), 'new-secret-1');
    await user.click(submit());

    await waitFor(() => expect(submit()).toHaveAttribute('aria-busy', 'true'));
    pending.resolve({ error: null });

    expect(await findLocation()).toBe('/');
    expect(updateMock).toHaveBeenCalledWith('new-secret-1');
    expect((await findToast(PASSWORD_UPDATED)).title).toBe('Your password has been updated.');
  });

  it("shows 'Error' with the server's message when the update fails", async () => {
    updateMock.mockResolvedValue({ error: 'New password should be different from the old password.' });
    const { user } = render();
    await user.type(newPassword(), 'new-secret-1');
    await user.type(confirmPassword(), 'new-secret-1');
    await user.click(submit());

    expect((await findToast('Error')).description).toBe(
      'New password should be different from the old password.',
    );
    expect(newPassword()).toHaveValue('new-secret-1');
  });

  it('shows Loading... while the session is being read', () => {
    useAuthMock.mockReturnValue(authView({ loading: true }));
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('explains an invalid or expired link when there is no session, and offers a new one', () => {
    useAuthMock.mockReturnValue(authView({ signedIn: false }));
    render();
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it("shows the auth server's error_description from the link", () => {
    useAuthMock.mockReturnValue(authView({ signedIn: false }));
    render(
      '/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Email link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toBeInTheDocument();
  });
});
