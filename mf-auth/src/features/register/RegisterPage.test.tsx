import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MAX_UPLOAD_BYTES } from 'shared-api';
import { signUp } from 'shared-auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CATEGORY_REQUIRED,
  INVALID_FILE_DESCRIPTION,
  INVALID_FILE_TITLE,
  PASSWORDS_DO_NOT_MATCH,
  SIGN_UP_SUCCESS,
  TERMS_REQUIRED,
} from '../../lib/messages';
import { PASSWORD_HINT, PASSWORD_TOO_WEAK } from '../../lib/validation';
import { deferred, findLocation, findToast, renderScreen } from '../../test/renderScreen';
import { COUNTRIES } from 'contracts';
import { COUNTRY_CHOICES } from 'contracts/countries';
import { PRODUCT_CATEGORIES } from './options';
import { stageRegistrationDocument } from './api/stageRegistrationDocument';
import { RegisterPage } from './RegisterPage';

vi.mock('shared-auth', () => ({ signUp: vi.fn() }));
vi.mock('./api/stageRegistrationDocument', () => ({ stageRegistrationDocument: vi.fn() }));
const signUpMock = vi.mocked(signUp);
const stageMock = vi.mocked(stageRegistrationDocument);
const CLAIM = 'c'.repeat(64);

const field = (label: RegExp) => screen.getByLabelText(label);
const documentInput = () => field(/^Business registration document/) as HTMLInputElement;
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Create Account' }));

function pdf(name = 'registration.pdf', size?: number): File {
  if (size === undefined)
    return new File(['%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'], name, { type: 'application/pdf' });
  const bytes = new Uint8Array(size);
  bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
  return new File([bytes], name, { type: 'application/pdf' });
}

async function fillValidForm(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: 'Supplier' }));
  await user.type(field(/^Full name/), 'Asha Rao');
  await user.type(field(/^Email/), 'asha@spiceroute.example');
  await user.type(field(/^Password/), 'cardamom-2024');
  await user.type(field(/^Confirm password/), 'cardamom-2024');
  await user.type(field(/^Company name/), 'Spice Route Exports');
  await user.selectOptions(field(/^Country of origin/), 'India');
  await user.type(field(/^WhatsApp number/), '+91 98765 43210');
  await user.type(field(/^Website/), 'https://spiceroute.example');
  await user.type(field(/^Business address/), '12 Market Road, Kochi 682001');
  await user.click(screen.getByRole('button', { name: 'Spices & Herbs' }));
  await user.click(screen.getByRole('button', { name: 'Agricultural Products' }));
  await user.upload(documentInput(), pdf());
  await screen.findByText(/Selected:/);
  await user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Service/ }));
}

describe('RegisterPage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    stageMock.mockResolvedValue(CLAIM);
  });

  it('offers the heading, account types, the 30 countries then every other one, and 12 categories', () => {
    renderScreen(<RegisterPage />, { path: '/register' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Join the Global Trade Revolution' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Buyer' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Supplier' })).not.toBeChecked();

    const countryOptions = within(field(/^Country of origin/) as HTMLElement)
      .getAllByRole('option')
      .map((option) => option.textContent)
      .slice(1);
    expect(countryOptions).toEqual([...COUNTRY_CHOICES]);
    const [main, others] = within(field(/^Country of origin/) as HTMLElement).getAllByRole('group');
    expect(
      within(main as HTMLElement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([...COUNTRIES]);
    expect(within(others as HTMLElement).getByRole('option', { name: 'Vietnam' })).toBeInTheDocument();

    const group = screen.getByRole('group', { name: 'Product category focus' });
    const chips = within(group).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([...PRODUCT_CATEGORIES]);
    expect(chips).toHaveLength(12);
    expect(chips.every((chip) => chip.getAttribute('aria-pressed') === 'false')).toBe(true);

    expect(documentInput()).toHaveAttribute('accept', 'application/pdf,.pdf');
    expect(screen.getByText(/New exporters are verified manually/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('toggles category chips with aria-pressed', async () => {
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    const chip = screen.getByRole('button', { name: 'Handicrafts' });
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'false');
  });

  it('reports every missing required field on an empty submit and focuses the first one', async () => {
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await submit(user);

    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    for (const message of [
      'Email is required',
      'Password is required',
      'Company name is required',
      'Please select your country of origin',
      'WhatsApp number is required',
      'Business address is required',
      CATEGORY_REQUIRED,
      'Please upload your business registration document (PDF)',
      TERMS_REQUIRED,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    // Website is optional.
    expect(field(/^Website/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^Full name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Full name/)).toHaveAccessibleDescription('Full name is required');
    expect(field(/^Full name/)).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: /I accept/ })).toHaveAccessibleDescription(TERMS_REQUIRED);
    expect(signUpMock).not.toHaveBeenCalled();
  });

  it('says when the passwords do not match', async () => {
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await user.type(field(/^Password/), 'cardamom-2024');
    await user.type(field(/^Confirm password/), 'cardamom-2025');
    await submit(user);

    expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(field(/^Confirm password/)).toHaveAccessibleDescription(PASSWORDS_DO_NOT_MATCH);
  });

  it('checks the email format, the password length and the optional website', async () => {
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    expect(field(/^Password/)).toHaveAccessibleDescription(PASSWORD_HINT);
    await user.type(field(/^Email/), 'asha@');
    await user.type(field(/^Password/), 'short');
    await user.type(field(/^Website/), 'not a site');
    await submit(user);

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText(/Please enter a valid website address/)).toBeInTheDocument();
  });

  it('refuses a common password before submit, as the auth server would, and says so', async () => {
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await fillValidForm(user);
    await user.clear(field(/^Password/));
    await user.type(field(/^Password/), 'password123');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Password strength: Too weak. This is a commonly used password.',
    );
    await user.clear(field(/^Confirm password/));
    await user.type(field(/^Confirm password/), 'password123');
    await submit(user);

    expect(await screen.findByText(PASSWORD_TOO_WEAK)).toBeInTheDocument();
    expect(field(/^Password/)).toHaveAccessibleDescription(expect.stringContaining(PASSWORD_TOO_WEAK));
    expect(signUpMock).not.toHaveBeenCalled();
    expect(stageMock).not.toHaveBeenCalled();
  });

  it("refuses a password made of the account's own name or company, as the server counts them", async () => {
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await fillValidForm(user);
    for (const password of ['AshaRao2024!', 'spiceroute2024']) {
      await user.clear(field(/^Password/));
      await user.type(field(/^Password/), password);
      await user.clear(field(/^Confirm password/));
      await user.type(field(/^Confirm password/), password);
      expect(screen.getByRole('status')).toHaveTextContent(/^Password strength: Too weak/);
      await submit(user);
      expect(await screen.findByText(PASSWORD_TOO_WEAK)).toBeInTheDocument();
    }
    expect(signUpMock).not.toHaveBeenCalled();
  });

  it('shows the strength of an accepted password', async () => {
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    expect(screen.queryByTestId('password-strength')).not.toBeInTheDocument();
    await user.type(field(/^Password/), 'cardamom-2024');
    expect(screen.getByRole('status')).toHaveTextContent('Password strength: Strong');
  });

  it("maps the server's weak_password refusal to the password field", async () => {
    signUpMock.mockResolvedValue({
      error: 'Password is known to be weak and easy to guess, please choose a different one.',
      code: 'weak_password',
      userId: null,
    });
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await fillValidForm(user);
    await submit(user);

    expect(await findToast('Error')).toEqual({ title: 'Error', description: PASSWORD_TOO_WEAK });
    expect(field(/^Password/)).toHaveAccessibleDescription(expect.stringContaining(PASSWORD_TOO_WEAK));
    await waitFor(() => expect(field(/^Password/)).toHaveFocus());
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(field(/^Company name/)).toHaveValue('Spice Route Exports');
  });

  it('focuses the category chips when they are the first problem on screen', async () => {
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Spices & Herbs' }));
    await user.click(screen.getByRole('button', { name: 'Agricultural Products' }));
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await submit(user);

    expect(await screen.findByText(CATEGORY_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(TERMS_REQUIRED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spices & Herbs' })).toHaveFocus();
  });

  it('rejects a file renamed .pdf whose content is not a PDF', async () => {
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    const fake = new File(['PK\u0003\u0004 this is a zip archive'], 'registration.pdf', {
      type: 'application/pdf',
    });
    await user.upload(documentInput(), fake);

    expect(await findToast(INVALID_FILE_TITLE)).toEqual({
      title: INVALID_FILE_TITLE,
      description: INVALID_FILE_DESCRIPTION,
    });
    expect(documentInput().files).toHaveLength(0);
    expect(screen.queryByText(/Selected:/)).not.toBeInTheDocument();

    await submit(user);
    expect(
      await screen.findByText('Please upload your business registration document (PDF)'),
    ).toBeInTheDocument();
  });

  it('rejects a PDF of 10 MB + 1 byte and accepts one of exactly 10 MB', async () => {
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await user.upload(documentInput(), pdf('too-big.pdf', MAX_UPLOAD_BYTES + 1));

    expect((await findToast(INVALID_FILE_TITLE)).description).toBe(INVALID_FILE_DESCRIPTION);
    expect(documentInput().files).toHaveLength(0);
    expect(screen.queryByText(/Selected:/)).not.toBeInTheDocument();

    await user.upload(documentInput(), pdf('just-fits.pdf', MAX_UPLOAD_BYTES));
    expect(await screen.findByText('just-fits.pdf')).toBeInTheDocument();
  });

  it('lets the chosen file be removed', async () => {
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await user.upload(documentInput(), pdf());
    expect(await screen.findByText('registration.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(screen.queryByText('registration.pdf')).not.toBeInTheDocument();
    expect(documentInput().files).toHaveLength(0);
    expect(documentInput()).toHaveFocus();
  });

  it('signs up with the role, the business name and every other field as metadata', async () => {
    signUpMock.mockResolvedValue({ error: null, userId: 'b7f3c3c2-8a86-4a53-9d6c-3f7c1f0e2a11' });
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await fillValidForm(user);
    await submit(user);

    expect(await findLocation()).toBe('/');
    expect(signUpMock).toHaveBeenCalledTimes(1);
    expect(signUpMock).toHaveBeenCalledWith({
      email: 'asha@spiceroute.example',
      password: 'cardamom-2024',
      role: 'supplier',
      businessName: 'Spice Route Exports',
      metadata: {
        full_name: 'Asha Rao',
        country: 'India',
        whatsapp: '+91 98765 43210',
        website: 'https://spiceroute.example',
        address: '12 Market Road, Kochi 682001',
        product_categories: ['Spices & Herbs', 'Agricultural Products'],
        registration_document_claim: CLAIM,
      },
      redirectTo: `${window.location.origin}/login`,
    });
    // The chosen PDF is staged first; its claim ties it to the new account.
    expect(stageMock).toHaveBeenCalledWith(expect.objectContaining({ name: 'registration.pdf' }));
    expect((await findToast(SIGN_UP_SUCCESS)).title).toBe(SIGN_UP_SUCCESS);
  });

  it('shows the plan chosen on the pricing section and signs up with it', async () => {
    signUpMock.mockResolvedValue({ error: null, userId: 'b7f3c3c2-8a86-4a53-9d6c-3f7c1f0e2a11' });
    const { user } = renderScreen(<RegisterPage />, { path: '/register', entry: '/register?plan=pro' });
    expect(screen.getByTestId('chosen-plan')).toHaveTextContent('You chose the Pro plan.');
    expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
    await fillValidForm(user);
    await submit(user);
    expect(await findLocation()).toBe('/');
    expect(signUpMock).toHaveBeenCalledWith(
      expect.objectContaining({ metadata: expect.objectContaining({ requested_plan: 'pro' }) }),
    );
  });

  it('says nothing about a plan that is not one of ours, and sends none', async () => {
    signUpMock.mockResolvedValue({ error: null, userId: 'b7f3c3c2-8a86-4a53-9d6c-3f7c1f0e2a11' });
    const { user } = renderScreen(<RegisterPage />, { path: '/register', entry: '/register?plan=gold' });
    expect(screen.queryByTestId('chosen-plan')).not.toBeInTheDocument();
    await fillValidForm(user);
    await submit(user);
    expect(await findLocation()).toBe('/');
    expect(signUpMock.mock.calls[0]?.[0].metadata).not.toHaveProperty('requested_plan');
  });

  it('shows the Error toast when the document cannot be stored, keeps the form and does not sign up', async () => {
    stageMock.mockRejectedValue(new Error('Please upload a PDF file under 10MB'));
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await fillValidForm(user);
    await submit(user);

    const toast = await findToast('Error');
    expect(toast.description).toBe('Please upload a PDF file under 10MB');
    expect(signUpMock).not.toHaveBeenCalled();
    expect(field(/^Company name/)).toHaveValue('Spice Route Exports');
    expect(screen.getByText(/Selected:/)).toBeInTheDocument();
  });

  it('is busy while creating the account', async () => {
    const pending = deferred<{ error: string | null; userId: string | null }>();
    signUpMock.mockReturnValue(pending.promise);
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await fillValidForm(user);
    await submit(user);

    const button = screen.getByRole('button', { name: 'Create Account' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    pending.resolve({ error: 'User already registered', userId: null });
    await waitFor(() => expect(button).toBeEnabled());
  });

  it("shows 'Error' with the server's message and keeps everything typed, file included", async () => {
    signUpMock.mockResolvedValue({ error: 'User already registered', userId: null });
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await fillValidForm(user);
    await submit(user);

    expect(await findToast('Error')).toEqual({ title: 'Error', description: 'User already registered' });
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.queryByText(SIGN_UP_SUCCESS)).not.toBeInTheDocument();

    expect(screen.getByRole('radio', { name: 'Supplier' })).toBeChecked();
    expect(field(/^Full name/)).toHaveValue('Asha Rao');
    expect(field(/^Email/)).toHaveValue('asha@spiceroute.example');
    expect(field(/^Password/)).toHaveValue('cardamom-2024');
    expect(field(/^Confirm password/)).toHaveValue('cardamom-2024');
    expect(field(/^Company name/)).toHaveValue('Spice Route Exports');
    expect(field(/^Country of origin/)).toHaveValue('India');
    expect(field(/^WhatsApp number/)).toHaveValue('+91 98765 43210');
    expect(field(/^Website/)).toHaveValue('https://spiceroute.example');
    expect(field(/^Business address/)).toHaveValue('12 Market Road, Kochi 682001');
    expect(screen.getByRole('button', { name: 'Spices & Herbs' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Agricultural Products' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Handicrafts' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('registration.pdf')).toBeInTheDocument();
    expect(documentInput().files?.[0]?.name).toBe('registration.pdf');
    expect(screen.getByRole('checkbox', { name: /I accept/ })).toBeChecked();

    // A second try sends the same data again, document still in the form.
    signUpMock.mockResolvedValue({ error: null, userId: 'b7f3c3c2-8a86-4a53-9d6c-3f7c1f0e2a11' });
    await submit(user);
    expect(await findLocation()).toBe('/');
    expect(signUpMock).toHaveBeenCalledTimes(2);
    expect(signUpMock.mock.calls[1]).toEqual(signUpMock.mock.calls[0]);
  });

  it("shows 'Error' when the auth server can't be reached", async () => {
    signUpMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await fillValidForm(user);
    await submit(user);

    expect((await findToast('Error')).description).toBe('Failed to fetch');
    expect(field(/^Full name/)).toHaveValue('Asha Rao');
  });
});
