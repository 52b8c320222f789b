import { installDialogPolyfill } from '@krishika/tooling/testing/dialogPolyfill';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketplaceError } from '../marketplaceClient';
import { SERVICE_UNAVAILABLE } from '../specMessages';
import { createFakeClient, findToast, renderWithClient, type FakeClient } from '../testing';
import {
  AccountDataSection,
  DELETED_TOAST,
  DELETED_TOAST_DESCRIPTION,
  EXPORT_FAILED,
} from './AccountDataSection';
import { exportFileName } from './api';

installDialogPolyfill();

const EMAIL = 'owner@jaipur.example';
let client: FakeClient;

beforeEach(() => {
  client = createFakeClient();
  client.on('GET /v1/me/export', () => ({ format: 'krishika-account-export', version: 1 }));
  client.on('DELETE /v1/me', () => ({ user_id: 'u1', deleted_at: '2026-11-27T12:00:00.000Z' }));
});

function renderSection() {
  const save = vi.fn<(blob: Blob, name: string) => void>();
  const endSession = vi.fn(async () => ({ error: null }));
  const onDeleted = vi.fn();
  const view = renderWithClient(
    <AccountDataSection email={EMAIL} onDeleted={onDeleted} save={save} endSession={endSession} />,
    client,
  );
  return { ...view, save, endSession, onDeleted };
}

async function openDialog() {
  const view = renderSection();
  await view.user.click(screen.getByRole('button', { name: 'Delete account' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
  return { ...view, dialog, field: screen.getByLabelText(/^Type your e-mail address to confirm/) };
}

describe('AccountDataSection', () => {
  it('is a labelled "Your data" section with both actions', () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'Your data' });
    expect(section).toContainElement(screen.getByRole('button', { name: 'Download my data' }));
    expect(section).toContainElement(screen.getByRole('button', { name: 'Delete account' }));
  });

  it('downloads the export as krishika-account-<date>.json', async () => {
    const { user, save } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [blob, name] = save.mock.calls[0] ?? [];
    expect(name).toBe(exportFileName());
    expect(name).toMatch(/^krishika-account-\d{4}-\d{2}-\d{2}\.json$/);
    expect(blob?.type).toBe('application/json');
    expect(JSON.parse((await blob?.text()) ?? '')).toEqual({ format: 'krishika-account-export', version: 1 });
  });

  it('says why a download failed', async () => {
    client.on('GET /v1/me/export', () => {
      throw new MarketplaceError('server', SERVICE_UNAVAILABLE, 503);
    });
    const { user, save } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await findToast(EXPORT_FAILED)).toEqual({
      title: EXPORT_FAILED,
      description: SERVICE_UNAVAILABLE,
    });
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('asks in a dialog, focused on the field, which Escape closes, giving the focus back', async () => {
    const { user, dialog, field } = await openDialog();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription(/This cannot be undone\./);
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(`Your e-mail address is ${EMAIL}`);

    await user.type(field, 'half-typed');
    await user.keyboard('{Escape}');

    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Delete account' })).toHaveFocus();
    expect(client.request).not.toHaveBeenCalled();
    // Opened again, it starts empty.
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(screen.getByLabelText(/^Type your e-mail address to confirm/)).toHaveValue('');
  });

  it('refuses a confirmation that is not the account’s address, without asking the server', async () => {
    const { user, dialog, field } = await openDialog();
    await user.click(screen.getAllByRole('button', { name: 'Delete account' }).at(-1) as HTMLElement);
    expect(field).toHaveAccessibleDescription(/Type your e-mail address to confirm\./);
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.type(field, 'someone@else.example{Enter}');
    expect(field).toHaveAccessibleDescription(/This is not your account’s e-mail address/);
    expect(dialog).toHaveAttribute('open');
    expect(client.request).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal in the dialog and stays signed in', async () => {
    client.on('DELETE /v1/me', () => {
      throw new MarketplaceError(
        'client',
        'To delete your account, type its e-mail address exactly as you signed up with it.',
        400,
        'confirmation_mismatch',
      );
    });
    const { user, field, endSession, onDeleted } = await openDialog();
    await user.type(field, `${EMAIL}{Enter}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(/type its e-mail address exactly/);
    expect(endSession).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toHaveAttribute('open');
  });

  it('deletes the account with the typed address, signs out, tells the user and hands over', async () => {
    const { user, field, endSession, onDeleted } = await openDialog();
    // Case and surrounding spaces do not matter (the server agrees).
    await user.type(field, '  Owner@Jaipur.example ');
    await user.click(screen.getAllByRole('button', { name: 'Delete account' }).at(-1) as HTMLElement);

    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(client.bodies('DELETE /v1/me')).toEqual([{ confirmation: 'Owner@Jaipur.example' }]);
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(await findToast(DELETED_TOAST)).toEqual({
      title: DELETED_TOAST,
      description: DELETED_TOAST_DESCRIPTION,
    });
  });
});
