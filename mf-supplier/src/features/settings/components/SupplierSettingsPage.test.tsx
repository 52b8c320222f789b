import { installDialogPolyfill } from '@krishika/tooling/testing/dialogPolyfill';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type * as SharedAuth from 'shared-auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketplaceError } from 'shared-api';
import { COMPANY_ERRORS, DELETED_TOAST } from 'shared-api/ui';
import { meBody, renderWithClient as renderWithProviders } from 'shared-api/testing';
import {
  createFakeClient,
  createTestQueryClient,
  findToast,
  renderWithClient,
  type FakeClient,
} from '../../../test/render';
import { SupplierSettingsPage } from './SupplierSettingsPage';

installDialogPolyfill();

// Signing out after the account is deleted, recorded.
const auth = vi.hoisted(() => ({ signOut: vi.fn(async () => ({ error: null })) }));
vi.mock('shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedAuth>()),
  signOut: auth.signOut,
}));

const REJECTED_RULE = 'Your registration was not accepted (see the reviewer’s note).';

function me(overrides: Record<string, unknown> = {}) {
  return meBody({
    is_admin: false,
    verification: {
      status: 'rejected',
      note: 'The document is a price list, not a registration certificate.',
      reviewed_at: '2026-11-02T09:00:00Z',
      verified_at: null,
      rule: REJECTED_RULE,
    },
    ...overrides,
  });
}

let client: FakeClient;
beforeEach(() => {
  client = createFakeClient();
  client.on('GET /v1/me', () => me());
});

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('SupplierSettingsPage', () => {
  it('shows the company, the verification status and the reviewer’s note', async () => {
    renderWithClient(<SupplierSettingsPage />, client);
    expect(await screen.findByDisplayValue('Jaipur Gem Crafts')).toBeInTheDocument();
    expect(screen.getByText('Signed in as owner@jaipur.example')).toBeInTheDocument();
    const verification = screen.getByRole('region', { name: 'Verification and registration document' });
    expect(within(verification).getByText('Rejected')).toBeInTheDocument();
    expect(within(verification).getByText(REJECTED_RULE)).toBeInTheDocument();
    expect(within(verification).getByLabelText("Reviewer's note")).toHaveTextContent('price list');
    expect(screen.getByRole('button', { name: 'Jewelry & Gems' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('checks the input first: a bad WhatsApp number and an empty name say what to fix', async () => {
    const { user } = renderWithClient(<SupplierSettingsPage />, client);
    await screen.findByDisplayValue('Jaipur Gem Crafts');
    await user.clear(field('Company name'));
    await user.clear(field('WhatsApp number'));
    await user.type(field('WhatsApp number'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(COMPANY_ERRORS.businessNameRequired)).toBeInTheDocument();
    expect(screen.getByText(COMPANY_ERRORS.whatsapp)).toBeInTheDocument();
    await waitFor(() => expect(field('Company name')).toHaveFocus());
    expect(client.bodies('PATCH /v1/me')).toEqual([]);
  });

  it('saves the fields; a failed save keeps everything typed', async () => {
    let fail = true;
    client.on('PATCH /v1/me', (options) => {
      if (fail)
        throw new MarketplaceError('server', 'Service temporarily unavailable. Please try again later.', 503);
      return me(options.body as Record<string, unknown>);
    });
    const { user } = renderWithClient(<SupplierSettingsPage />, client);
    await screen.findByDisplayValue('Jaipur Gem Crafts');
    await user.clear(field('Company name'));
    await user.type(field('Company name'), 'Jaipur Gem Crafts Pvt Ltd');
    await user.type(field('Website'), 'www.jaipurgems.example');
    await user.click(screen.getByRole('button', { name: 'Handicrafts' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast("Your changes weren't saved")).toEqual({
      title: "Your changes weren't saved",
      description: 'Service temporarily unavailable. Please try again later.',
    });
    expect(field('Company name')).toHaveValue('Jaipur Gem Crafts Pvt Ltd');
    expect(field('Website')).toHaveValue('www.jaipurgems.example');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Settings saved')).toEqual({
      title: 'Settings saved',
      description: 'Jaipur Gem Crafts Pvt Ltd',
    });
    expect(client.bodies('PATCH /v1/me').at(-1)).toEqual({
      business_name: 'Jaipur Gem Crafts Pvt Ltd',
      full_name: 'Meera Shah',
      country: 'India',
      whatsapp: '+91 98290 11111',
      website: 'www.jaipurgems.example',
      address: 'Johari Bazaar, Jaipur',
      product_categories: ['Jewelry & Gems', 'Handicrafts'],
    });
    expect(screen.getByRole('button', { name: 'Discard Changes' })).toBeDisabled();
  });

  it('a rejected supplier sends a new document: a non-PDF is refused, a PDF goes back to review', async () => {
    client.on('PUT /v1/me/registration-document', () => ({
      id: 'd2',
      file_name: 'registration-2026.pdf',
      size_bytes: 2048,
      verification: { status: 'pending', note: null, reviewed_at: null, verified_at: null, rule: 'Waiting.' },
    }));
    const { user } = renderWithClient(<SupplierSettingsPage />, client);
    const input = await screen.findByLabelText(/^Business registration document/);
    await user.upload(input, new File(['not a pdf'], 'scan.pdf', { type: 'application/pdf' }));
    expect(await findToast('Invalid File')).toEqual({
      title: 'Invalid File',
      description: 'Please upload a PDF file under 10MB',
    });
    expect(client.upload).not.toHaveBeenCalled();

    const bytes = new Uint8Array(2048);
    bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    await user.upload(input, new File([bytes], 'registration-2026.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('registration-2026.pdf', { selector: 'strong' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send for Review' }));
    expect(await screen.findByText('Pending review')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sent: registration-2026.pdf (2 KB)');
    expect(screen.queryByRole('button', { name: 'Send for Review' })).not.toBeInTheDocument();
    const [method, path, form] = client.upload.mock.calls[0] ?? [];
    expect([method, path, (form?.get('file') as File | undefined)?.name]).toEqual([
      'PUT',
      '/v1/me/registration-document',
      'registration-2026.pdf',
    ]);
  });

  it('opens again, from the cache, with the verification the new document started', async () => {
    client.on('PUT /v1/me/registration-document', () => ({
      id: 'd2',
      file_name: 'registration-2026.pdf',
      size_bytes: 2048,
      verification: { status: 'pending', note: null, reviewed_at: null, verified_at: null, rule: 'Waiting.' },
    }));
    const queryClient = createTestQueryClient();
    const first = renderWithClient(<SupplierSettingsPage />, client, queryClient);
    const bytes = new Uint8Array(2048);
    bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    await first.user.upload(
      await screen.findByLabelText(/^Business registration document/),
      new File([bytes], 'registration-2026.pdf', { type: 'application/pdf' }),
    );
    await first.user.click(screen.getByRole('button', { name: 'Send for Review' }));
    expect(await screen.findByText('Pending review')).toBeInTheDocument();
    first.unmount();

    renderWithClient(<SupplierSettingsPage />, client, queryClient);
    expect(await screen.findByText('Pending review')).toBeInTheDocument();
    expect(
      client.request.mock.calls.filter(([method, path]) => `${method} ${path}` === 'GET /v1/me'),
    ).toHaveLength(1);
  });

  it('names the registration document on file (name, size, date) at every visit', async () => {
    client.on('GET /v1/me', () =>
      me({
        registration_document: {
          file_name: 'jaipur-registration.pdf',
          size_bytes: 5120,
          uploaded_at: '2026-10-28T10:30:00Z',
        },
      }),
    );
    renderWithClient(<SupplierSettingsPage />, client);
    const verification = await screen.findByRole('region', {
      name: 'Verification and registration document',
    });
    const onFile = await within(verification).findByText(/^Registration document:/);
    expect(onFile).toHaveTextContent(
      'Registration document: jaipur-registration.pdf (5 KB), uploaded October 28, 2026',
    );
  });

  it('says when no document is on file, and names the one just sent', async () => {
    client.on('PUT /v1/me/registration-document', () => ({
      id: 'd3',
      file_name: 'fresh-certificate.pdf',
      size_bytes: 3072,
      verification: { status: 'pending', note: null, reviewed_at: null, verified_at: null, rule: 'Waiting.' },
    }));
    const { user } = renderWithClient(<SupplierSettingsPage />, client);
    expect(await screen.findByText('No registration document on file yet.')).toBeInTheDocument();
    const bytes = new Uint8Array(3072);
    bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    await user.upload(
      screen.getByLabelText(/^Business registration document/),
      new File([bytes], 'fresh-certificate.pdf', { type: 'application/pdf' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Send for Review' }));
    expect(await screen.findByText(/^Registration document:/)).toHaveTextContent(
      /^Registration document: fresh-certificate\.pdf \(3 KB\), uploaded /,
    );
    expect(screen.queryByText('No registration document on file yet.')).not.toBeInTheDocument();
  });

  it('a failed load has Retry', async () => {
    client.on('GET /v1/me', () => {
      throw new MarketplaceError('network', 'Service temporarily unavailable. Please try again later.');
    });
    const { user } = renderWithClient(<SupplierSettingsPage />, client);
    const alert = await screen.findByRole('alert');
    client.on('GET /v1/me', () =>
      me({
        verification: {
          status: 'verified',
          note: null,
          reviewed_at: null,
          verified_at: '2026-10-01T00:00:00Z',
          rule: 'Verified.',
        },
      }),
    );
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Business registration document/)).not.toBeInTheDocument();
  });

  it('offers "Your data": a wrong address is refused, the right one deletes, signs out and goes home', async () => {
    client.on('DELETE /v1/me', () => ({ user_id: 'u1', deleted_at: '2026-11-27T12:00:00.000Z' }));
    const { user } = renderWithProviders(
      <MemoryRouter initialEntries={['/supplier-settings']}>
        <Routes>
          <Route path="/supplier-settings" element={<SupplierSettingsPage />} />
          <Route path="/" element={<h1>Home page</h1>} />
        </Routes>
      </MemoryRouter>,
      client,
    );
    const yourData = await screen.findByRole('region', { name: 'Your data' });
    await user.click(within(yourData).getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const confirmation = within(dialog).getByLabelText(/^Type your e-mail address to confirm/);

    await user.type(confirmation, 'someone@else.example{Enter}');
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(client.bodies('DELETE /v1/me')).toEqual([]);

    await user.clear(confirmation);
    await user.type(confirmation, 'owner@jaipur.example{Enter}');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(client.bodies('DELETE /v1/me')).toEqual([{ confirmation: 'owner@jaipur.example' }]);
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect((await findToast(DELETED_TOAST)).title).toBe(DELETED_TOAST);
  });
});
