import { installDialogPolyfill } from '@krishika/tooling/testing/dialogPolyfill';
import { screen, waitFor, within } from '@testing-library/react';
import { MarketplaceError, SERVICE_UNAVAILABLE } from 'shared-api';
import { COMPANY_ERRORS, DELETED_TOAST, DELETED_TOAST_DESCRIPTION } from 'shared-api/ui';
import { selectBusinessName, useAuthStore } from 'shared-auth';
import type * as SharedAuth from 'shared-auth';
import { fakeMe } from 'shared-api/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeClient,
  createTestQueryClient,
  findToast,
  renderWithClient,
  type FakeClient,
} from '../../../test/render';
import { accountKeys } from '../../account';
import { BuyerSettingsPage } from './BuyerSettingsPage';

installDialogPolyfill();

// shared-auth's profile refresh reads the profiles row again; here it reads `profileRow`. Signing
// out (after deleting the account) is recorded.
const auth = vi.hoisted(() => ({
  refreshProfile: vi.fn<() => Promise<void>>(),
  signOut: vi.fn(async () => ({ error: null })),
}));
vi.mock('shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedAuth>()),
  refreshProfile: auth.refreshProfile,
  signOut: auth.signOut,
}));

const me = fakeMe({
  user_id: 'u1',
  email: 'buyer@example.com',
  role: 'buyer',
  business_name: 'Rotterdam Fine Foods BV',
  full_name: 'Anna de Vries',
  country: 'Netherlands',
  whatsapp: '+31 20 123 4567',
  website: 'rotterdamfinefoods.nl',
  address: 'Maasboulevard 1, Rotterdam',
  product_categories: ['Food & Beverages'],
  plan: 'free',
  verification: null,
  registration_document: null,
});

let client: FakeClient;
let profileRow: { user_id: string; role: 'buyer'; business_name: string };

beforeEach(() => {
  profileRow = { user_id: 'u1', role: 'buyer', business_name: 'Rotterdam Fine Foods BV' };
  useAuthStore.setState({ loading: false, profile: { ...profileRow } });
  auth.refreshProfile.mockReset();
  auth.refreshProfile.mockImplementation(async () => useAuthStore.setState({ profile: { ...profileRow } }));
  client = createFakeClient();
  client.on('GET /v1/me', () => me);
  client.on('PATCH /v1/me', ({ body }) => {
    const patch = body as Record<string, unknown>;
    profileRow = { ...profileRow, business_name: String(patch['business_name']) };
    return { ...me, ...patch };
  });
});

afterEach(() => useAuthStore.setState({ profile: null }));

describe('BuyerSettingsPage', () => {
  it('shows the stored company fields', async () => {
    renderWithClient(<BuyerSettingsPage />, client);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Company name/ })).toHaveValue(
      'Rotterdam Fine Foods BV',
    );
    expect(screen.getByRole('combobox', { name: 'Country of origin' })).toHaveValue('Netherlands');
    expect(screen.getByRole('textbox', { name: /^WhatsApp number/ })).toHaveValue('+31 20 123 4567');
    expect(screen.getByRole('button', { name: 'Food & Beverages' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/Signed in as buyer@example.com/)).toBeInTheDocument();
    expect(screen.getByText(/What you buy: Krishika recommends suppliers/)).toBeInTheDocument();
  });

  it('saves the changes and keeps the side navigation’s business name in step', async () => {
    const { user } = renderWithClient(<BuyerSettingsPage />, client);
    const name = await screen.findByRole('textbox', { name: /Company name/ });
    await user.clear(name);
    await user.type(name, 'Rotterdam Spice Traders BV');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country of origin' }), 'Belgium');
    await user.click(screen.getByRole('button', { name: 'Spices & Herbs' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(client.bodies('PATCH /v1/me')).toEqual([
      {
        business_name: 'Rotterdam Spice Traders BV',
        full_name: 'Anna de Vries',
        country: 'Belgium',
        whatsapp: '+31 20 123 4567',
        website: 'rotterdamfinefoods.nl',
        address: 'Maasboulevard 1, Rotterdam',
        product_categories: ['Food & Beverages', 'Spices & Herbs'],
      },
    ]);
    await waitFor(() =>
      expect(selectBusinessName(useAuthStore.getState())).toBe('Rotterdam Spice Traders BV'),
    );
    expect(auth.refreshProfile).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveValue('Rotterdam Spice Traders BV');
    expect(screen.getByRole('button', { name: 'Discard Changes' })).toBeDisabled();
  });

  it('opens again with the saved company from the cache, and reads the rest of the account again', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(accountKeys.me(), { stale: 'account' });
    const first = renderWithClient(<BuyerSettingsPage />, client, '/', queryClient);
    const name = await screen.findByRole('textbox', { name: /Company name/ });
    await first.user.clear(name);
    await first.user.type(name, 'Rotterdam Spice Traders BV');
    await first.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(queryClient.getQueryState(accountKeys.me())?.isInvalidated).toBe(true);
    first.unmount();

    renderWithClient(<BuyerSettingsPage />, client, '/', queryClient);
    expect(await screen.findByRole('textbox', { name: /Company name/ })).toHaveValue(
      'Rotterdam Spice Traders BV',
    );
    // One read in all: the second visit is served from the cache the save updated.
    expect(
      client.request.mock.calls.filter(([method, path]) => `${method} ${path}` === 'GET /v1/me'),
    ).toHaveLength(1);
  });

  it('explains a bad field, focuses it and sends nothing', async () => {
    const { user } = renderWithClient(<BuyerSettingsPage />, client);
    const whatsapp = await screen.findByRole('textbox', { name: /^WhatsApp number/ });
    await user.clear(whatsapp);
    await user.type(whatsapp, 'call me');
    await user.clear(screen.getByRole('textbox', { name: /Company name/ }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(COMPANY_ERRORS.businessNameRequired)).toBeInTheDocument();
    expect(screen.getByText(COMPANY_ERRORS.whatsapp)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveFocus());
    expect(whatsapp).toHaveAttribute('aria-invalid', 'true');
    expect(client.bodies('PATCH /v1/me')).toEqual([]);
  });

  it('keeps everything typed when saving fails', async () => {
    client.on('PATCH /v1/me', () => {
      throw new MarketplaceError('server', SERVICE_UNAVAILABLE, 503);
    });
    const { user } = renderWithClient(<BuyerSettingsPage />, client);
    const address = await screen.findByRole('textbox', { name: 'Business address' });
    await user.clear(address);
    await user.type(address, 'Wilhelminakade 88, Rotterdam');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICE_UNAVAILABLE);
    expect(address).toHaveValue('Wilhelminakade 88, Rotterdam');
    expect(auth.refreshProfile).not.toHaveBeenCalled();
    expect(selectBusinessName(useAuthStore.getState())).toBe('Rotterdam Fine Foods BV');
  });

  it('shows a failed load with Retry', async () => {
    let fail = true;
    client.on('GET /v1/me', () => {
      if (fail) throw new MarketplaceError('server', SERVICE_UNAVAILABLE, 503);
      return me;
    });
    const { user } = renderWithClient(<BuyerSettingsPage />, client);
    fail = false;
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: /Company name/ })).toHaveValue(
      'Rotterdam Fine Foods BV',
    );
  });

  it('offers "Your data": deleting the account signs out and lands on the home page with a toast', async () => {
    client.on('DELETE /v1/me', () => ({ user_id: 'u1', deleted_at: '2026-11-27T12:00:00.000Z' }));
    const { user } = renderWithClient(<BuyerSettingsPage />, client, '/buyer-settings');
    const yourData = await screen.findByRole('region', { name: 'Your data' });
    expect(within(yourData).getByRole('button', { name: 'Download my data' })).toBeEnabled();
    await user.click(within(yourData).getByRole('button', { name: 'Delete account' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.type(
      within(dialog).getByLabelText(/^Type your e-mail address to confirm/),
      'buyer@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(client.bodies('DELETE /v1/me')).toEqual([{ confirmation: 'buyer@example.com' }]);
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(await findToast(DELETED_TOAST)).toEqual({
      title: DELETED_TOAST,
      description: DELETED_TOAST_DESCRIPTION,
    });
  });
});
