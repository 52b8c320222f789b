import { screen, waitFor } from '@testing-library/react';
import { requestPasswordReset } from 'shared-auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, findToast, renderScreen } from '../../test/renderScreen';
import { ForgotPasswordPage, RESET_LINK_SENT } from './ForgotPasswordPage';

vi.mock('shared-auth', () => ({ requestPasswordReset: vi.fn() }));
const requestMock = vi.mocked(requestPasswordReset);

const render = () => renderScreen(<ForgotPasswordPage />, { path: '/forgot-password' });
const emailField = () => screen.getByLabelText(/^Email/);

describe('ForgotPasswordPage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
  });

  it('links back to sign in', () => {
    render();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('requires an email in email format', async () => {
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(emailField()).toHaveFocus();

    await user.type(emailField(), 'buyer@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(requestMock).not.toHaveBeenCalled();
  });

  it.each(['registered@example.com', 'nobody-by-this-name@example.com'])(
    'shows the same neutral confirmation for %s',
    async (email) => {
      requestMock.mockResolvedValue({ error: null });
      const { user } = render();
      await user.type(emailField(), email);
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));

      expect(await screen.findByRole('status')).toHaveTextContent(RESET_LINK_SENT);
      expect(RESET_LINK_SENT).toBe(
        "If an account exists for that email, we've sent a link to reset your password.",
      );
      expect(requestMock).toHaveBeenCalledWith(email, `${window.location.origin}/reset-password`);
      expect(screen.queryByText('Error', { selector: '[data-title]' })).not.toBeInTheDocument();
    },
  );

  it('is busy while sending', async () => {
    const pending = deferred<{ error: string | null }>();
    requestMock.mockReturnValue(pending.promise);
    const { user } = render();
    await user.type(emailField(), 'buyer@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send reset link' })).toHaveAttribute('aria-busy', 'true'),
    );
    pending.resolve({ error: null });
    expect(await screen.findByText(RESET_LINK_SENT)).toBeInTheDocument();
  });

  it("shows 'Error' only when the server fails, and keeps the form", async () => {
    requestMock.mockResolvedValue({
      error: 'For security purposes, you can only request this after 60 seconds.',
    });
    const { user } = render();
    await user.type(emailField(), 'buyer@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await findToast('Error')).toEqual({
      title: 'Error',
      description: 'For security purposes, you can only request this after 60 seconds.',
    });
    expect(screen.queryByText(RESET_LINK_SENT)).not.toBeInTheDocument();
    expect(emailField()).toHaveValue('buyer@example.com');
  });

  it("shows 'Error' when the network fails", async () => {
    requestMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = render();
    await user.type(emailField(), 'buyer@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect((await findToast('Error')).description).toBe('Failed to fetch');
    expect(screen.queryByText(RESET_LINK_SENT)).not.toBeInTheDocument();
  });

  it('can go back to the form to use another email', async () => {
    requestMock.mockResolvedValue({ error: null });
    const { user } = render();
    await user.type(emailField(), 'buyer@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await user.click(await screen.findByRole('button', { name: 'Use another email' }));

    expect(emailField()).toBeInTheDocument();
  });
});
