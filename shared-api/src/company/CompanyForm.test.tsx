import { screen, waitFor } from '@testing-library/react';
import { selectBusinessName, useAuthStore } from 'shared-auth';
import type * as SharedAuth from 'shared-auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketplaceError } from '../marketplaceClient';
import { SERVICE_UNAVAILABLE } from '../specMessages';
import { getCompany, type Company } from './api';
import { CompanyForm } from './CompanyForm';
import { COMPANY_ERRORS } from './form';
import { createFakeClient, findToast, meBody, renderWithClient, type FakeClient } from '../testing';

// The session store's profile refresh, as the shell provides it (or not, as an older shell).
const auth = vi.hoisted(() => ({ refreshProfile: undefined as undefined | (() => Promise<void>) }));
vi.mock('shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedAuth>()),
  get refreshProfile() {
    return auth.refreshProfile;
  },
}));

/** A profiles row the fake refresh reads, as the real one reads public.profiles. */
let profileRow = { user_id: 'u1', role: 'supplier' as const, business_name: 'Jaipur Gem Crafts' };

let client: FakeClient;
let refresh: ReturnType<typeof vi.fn<() => Promise<void>>>;

beforeEach(() => {
  profileRow = { user_id: 'u1', role: 'supplier', business_name: 'Jaipur Gem Crafts' };
  useAuthStore.setState({ loading: false, profile: { ...profileRow } });
  refresh = vi.fn(async () => {
    useAuthStore.setState({ profile: { ...profileRow } });
  });
  auth.refreshProfile = refresh;
  client = createFakeClient();
  client.on('GET /v1/me', () => meBody());
  client.on('PATCH /v1/me', ({ body }) => {
    // The api trims and stores the row the session store reads.
    const fields = body as Record<string, unknown>;
    const stored = Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
    );
    profileRow = { ...profileRow, business_name: String(stored['business_name']) };
    return meBody(stored);
  });
});

afterEach(() => useAuthStore.setState({ profile: null }));

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function renderForm(onSaved = vi.fn<(company: Company) => void>(), categoriesHint?: string) {
  const company = await getCompany(client);
  const view = renderWithClient(
    <CompanyForm company={company} onSaved={onSaved} categoriesHint={categoriesHint} />,
    client,
  );
  return { ...view, onSaved };
}

describe('CompanyForm', () => {
  it('shows the stored company fields', async () => {
    await renderForm(undefined, 'What you buy: Krishika recommends suppliers of these categories.');
    expect(screen.getByRole('form', { name: 'Company details' })).toBeInTheDocument();
    expect(field('Company name')).toHaveValue('Jaipur Gem Crafts');
    expect(field('Full name')).toHaveValue('Meera Shah');
    expect(screen.getByRole('combobox', { name: 'Country of origin' })).toHaveValue('India');
    expect(field('WhatsApp number')).toHaveValue('+91 98290 11111');
    expect(field('Business address')).toHaveValue('Johari Bazaar, Jaipur');
    expect(screen.getByRole('button', { name: 'Jewelry & Gems' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Handicrafts' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('group', { name: 'Product category focus' })).toHaveAccessibleDescription(
      'What you buy: Krishika recommends suppliers of these categories.',
    );
    expect(screen.getByRole('button', { name: 'Discard Changes' })).toBeDisabled();
  });

  it('keeps a country saved before the list existed choosable', async () => {
    client.on('GET /v1/me', () => meBody({ country: 'Atlantis' }));
    await renderForm();
    expect(screen.getByRole('combobox', { name: 'Country of origin' })).toHaveValue('Atlantis');
  });

  it('checks the input first: each message on its field, focus on the first bad one, nothing sent', async () => {
    const { user } = await renderForm();
    await user.clear(field('Company name'));
    await user.clear(field('WhatsApp number'));
    await user.type(field('WhatsApp number'), 'call me');
    await user.type(field('Website'), 'not a website');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(COMPANY_ERRORS.businessNameRequired)).toBeInTheDocument();
    expect(screen.getByText(COMPANY_ERRORS.whatsapp)).toBeInTheDocument();
    expect(screen.getByText(COMPANY_ERRORS.website)).toBeInTheDocument();
    await waitFor(() => expect(field('Company name')).toHaveFocus());
    expect(field('Company name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('WhatsApp number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('WhatsApp number')).toHaveAccessibleDescription(
      expect.stringContaining(COMPANY_ERRORS.whatsapp),
    );
    expect(client.bodies('PATCH /v1/me')).toEqual([]);
    expect(refresh).not.toHaveBeenCalled();

    // Fixing a field clears its message.
    await user.type(field('Company name'), 'Jaipur Gem Crafts');
    expect(screen.queryByText(COMPANY_ERRORS.businessNameRequired)).not.toBeInTheDocument();
    expect(screen.getByText(COMPANY_ERRORS.whatsapp)).toBeInTheDocument();
  });

  it('focuses the first bad field even when it is not the first field', async () => {
    const { user } = await renderForm();
    await user.clear(field('WhatsApp number'));
    await user.type(field('WhatsApp number'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(field('WhatsApp number')).toHaveFocus());
    expect(field('WhatsApp number')).toHaveValue('call me');
  });

  it('saves the fields, shows them as stored, and refreshes the signed-in profile (side navigation)', async () => {
    const { user, onSaved } = await renderForm();
    await user.clear(field('Company name'));
    await user.type(field('Company name'), 'Jaipur Gem Crafts Pvt Ltd  ');
    await user.type(field('Website'), 'www.jaipurgems.example');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country of origin' }), 'Belgium');
    await user.click(screen.getByRole('button', { name: 'Handicrafts' }));
    expect(screen.getByRole('button', { name: 'Discard Changes' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Settings saved')).toEqual({
      title: 'Settings saved',
      description: 'Jaipur Gem Crafts Pvt Ltd',
    });
    expect(client.bodies('PATCH /v1/me')).toEqual([
      {
        business_name: 'Jaipur Gem Crafts Pvt Ltd',
        full_name: 'Meera Shah',
        country: 'Belgium',
        whatsapp: '+91 98290 11111',
        website: 'www.jaipurgems.example',
        address: 'Johari Bazaar, Jaipur',
        product_categories: ['Jewelry & Gems', 'Handicrafts'],
      },
    ]);
    expect(field('Company name')).toHaveValue('Jaipur Gem Crafts Pvt Ltd');
    expect(screen.getByRole('button', { name: 'Discard Changes' })).toBeDisabled();
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ business_name: 'Jaipur Gem Crafts Pvt Ltd' }),
    );
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(selectBusinessName(useAuthStore.getState())).toBe('Jaipur Gem Crafts Pvt Ltd');
  });

  it('a failed save keeps everything typed and says why; trying again saves it', async () => {
    let fail = true;
    client.on('PATCH /v1/me', (options) => {
      if (fail) throw new MarketplaceError('server', SERVICE_UNAVAILABLE, 503);
      return meBody(options.body as Record<string, unknown>);
    });
    const { user, onSaved } = await renderForm();
    await user.clear(field('Company name'));
    await user.type(field('Company name'), 'Jaipur Gem Crafts Pvt Ltd');
    await user.clear(field('Business address'));
    await user.type(field('Business address'), 'MI Road 12, Jaipur');
    await user.click(screen.getByRole('button', { name: 'Handicrafts' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICE_UNAVAILABLE);
    expect(await findToast("Your changes weren't saved")).toEqual({
      title: "Your changes weren't saved",
      description: SERVICE_UNAVAILABLE,
    });
    expect(field('Company name')).toHaveValue('Jaipur Gem Crafts Pvt Ltd');
    expect(field('Business address')).toHaveValue('MI Road 12, Jaipur');
    expect(screen.getByRole('button', { name: 'Handicrafts' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Discard Changes' })).toBeEnabled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
    expect(selectBusinessName(useAuthStore.getState())).toBe('Jaipur Gem Crafts');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Settings saved')).toEqual({
      title: 'Settings saved',
      description: 'Jaipur Gem Crafts Pvt Ltd',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(client.bodies('PATCH /v1/me').at(-1)).toMatchObject({ address: 'MI Road 12, Jaipur' });
  });

  it('refuses a name of spaces and a too-short WhatsApp number; once fixed, sends the fixed values once', async () => {
    const { user } = await renderForm();
    await user.clear(field('Company name'));
    await user.type(field('Company name'), '   ');
    await user.clear(field('WhatsApp number'));
    await user.type(field('WhatsApp number'), '+12');
    await user.type(field('Full name'), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(COMPANY_ERRORS.businessNameRequired)).toBeInTheDocument();
    expect(screen.getByText(COMPANY_ERRORS.whatsapp)).toBeInTheDocument();
    expect(field('Full name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(client.bodies('PATCH /v1/me')).toEqual([]);
    // What was typed stays, good and bad alike.
    expect(field('WhatsApp number')).toHaveValue('+12');
    expect(field('Full name')).toHaveValue('Meera Shah Jr');

    await user.clear(field('Company name'));
    await user.type(field('Company name'), 'Jaipur Gem Crafts');
    await user.type(field('WhatsApp number'), '345 678');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Settings saved')).toEqual({
      title: 'Settings saved',
      description: 'Jaipur Gem Crafts',
    });
    expect(client.bodies('PATCH /v1/me')).toEqual([
      expect.objectContaining({
        business_name: 'Jaipur Gem Crafts',
        full_name: 'Meera Shah Jr',
        whatsapp: '+12345 678',
      }),
    ]);
    expect(screen.queryByText(COMPANY_ERRORS.whatsapp)).not.toBeInTheDocument();
  });

  it("the api's refusal of a save is shown; the input stays and nothing is stored", async () => {
    const refusal = 'Request validation failed: body/website must match pattern';
    client.on('PATCH /v1/me', () => {
      throw new MarketplaceError('client', refusal, 400, 'invalid_request');
    });
    const { user, onSaved } = await renderForm();
    await user.type(field('Website'), 'www.jaipurgems.example');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(field('Website')).toHaveValue('www.jaipurgems.example');
    expect(field('Website')).not.toHaveAttribute('aria-invalid', 'true');
    expect(client.bodies('PATCH /v1/me')).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();

    // Discarding puts the stored company back and the alert goes.
    await user.click(screen.getByRole('button', { name: 'Discard Changes' }));
    expect(field('Website')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Discard Changes puts the stored values back and clears the messages', async () => {
    const { user } = await renderForm();
    await user.clear(field('Company name'));
    await user.clear(field('WhatsApp number'));
    await user.type(field('WhatsApp number'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Jewelry & Gems' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(COMPANY_ERRORS.whatsapp)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Discard Changes' }));
    expect(field('Company name')).toHaveValue('Jaipur Gem Crafts');
    expect(field('WhatsApp number')).toHaveValue('+91 98290 11111');
    expect(screen.getByRole('button', { name: 'Jewelry & Gems' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(COMPANY_ERRORS.whatsapp)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard Changes' })).toBeDisabled();
    expect(client.bodies('PATCH /v1/me')).toEqual([]);
  });

  it('still saves with an older shell whose shared-auth has no refreshProfile', async () => {
    auth.refreshProfile = undefined;
    const { user } = await renderForm();
    await user.clear(field('Company name'));
    await user.type(field('Company name'), 'Jaipur Gem House');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Settings saved')).toEqual({
      title: 'Settings saved',
      description: 'Jaipur Gem House',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed profile refresh does not undo the save', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refresh.mockRejectedValueOnce(new Error('auth server down'));
    const { user } = await renderForm();
    await user.clear(field('Company name'));
    await user.type(field('Company name'), 'Jaipur Gem House');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Settings saved')).toEqual({
      title: 'Settings saved',
      description: 'Jaipur Gem House',
    });
    await waitFor(() => expect(errorLog).toHaveBeenCalledWith('Profile refresh failed:', expect.any(Error)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard Changes' })).toBeDisabled();
  });
});
