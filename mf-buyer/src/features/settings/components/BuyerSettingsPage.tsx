import { useRef, useState, type FormEvent } from 'react';
import { errorMessage, LoadError, useMarketplaceClient, useResource } from 'shared-api';
import { useAuthStore } from 'shared-auth';
import { Button, Chip, Input, Select, Skeleton, Textarea, toast } from 'shared-ui';
import styled from 'styled-components';
import { Page } from '../../../components/Page';
import { CATEGORIES, COUNTRIES } from '../../../lib/messages';
import { getCompany, updateCompany, type Company } from '../api/company';
import {
  isChanged,
  toFormValues,
  validateCompany,
  type CompanyFormErrors,
  type CompanyFormValues,
} from '../lib/companyForm';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-width: 48rem;
  min-width: 0;
`;

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  align-items: start;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;

  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  > .wide {
    grid-column: 1 / -1;
  }
`;

const ChipList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  button {
    white-space: normal;
    text-align: start;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const ServerError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * The side navigation shows the profile's business name from the shared session store. PATCH /v1/me
 * has just written the same profiles row the store holds, so it gets the stored name too (the store
 * has no refresh of its own).
 */
function syncBusinessName(businessName: string): void {
  useAuthStore.setState((state) =>
    state.profile && state.profile.business_name !== businessName
      ? { profile: { ...state.profile, business_name: businessName } }
      : {},
  );
}

function CompanyForm({ company, onSaved }: { company: Company; onSaved: (company: Company) => void }) {
  const client = useMarketplaceClient();
  const stored = toFormValues(company);
  const [values, setValues] = useState<CompanyFormValues>(stored);
  const [errors, setErrors] = useState<CompanyFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const changed = isChanged(values, stored);

  const set =
    (key: Exclude<keyof CompanyFormValues, 'categories'>) =>
    (event: { target: { value: string } }): void => {
      const value = event.target.value;
      setValues((previous) => ({ ...previous, [key]: value }));
      setErrors((previous) => ({ ...previous, [key]: undefined }));
    };

  const toggleCategory = (category: string, selected: boolean) =>
    setValues((previous) => ({
      ...previous,
      categories: selected
        ? [...previous.categories, category]
        : previous.categories.filter((item) => item !== category),
    }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setServerError(null);
    const result = validateCompany(values);
    if (!result.ok) {
      setErrors(result.errors);
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setBusy(true);
    try {
      const saved = await updateCompany(client, result.patch);
      syncBusinessName(saved.businessName);
      toast.success('Settings saved');
      onSaved(saved);
    } catch (error) {
      // What was typed stays in the form, to try again.
      setServerError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const countryListed = !values.country || (COUNTRIES as readonly string[]).includes(values.country);
  return (
    <Form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label="Company">
      <Muted>Fields marked * are required.</Muted>
      <Fieldset>
        <legend>Company</legend>
        <Input
          className="wide"
          label="Company name"
          required
          value={values.businessName}
          onChange={set('businessName')}
          error={errors.businessName}
          maxLength={200}
          autoComplete="organization"
        />
        <Input
          label="Your name"
          value={values.fullName}
          onChange={set('fullName')}
          error={errors.fullName}
          maxLength={200}
          autoComplete="name"
        />
        <Select label="Country" value={values.country} onChange={set('country')} error={errors.country}>
          <option value="">Not given</option>
          {!countryListed && <option>{values.country}</option>}
          {COUNTRIES.map((country) => (
            <option key={country}>{country}</option>
          ))}
        </Select>
        <Input
          type="tel"
          label="WhatsApp number"
          value={values.whatsapp}
          onChange={set('whatsapp')}
          error={errors.whatsapp}
          maxLength={40}
          autoComplete="tel"
          hint="With the country code, e.g. +31 20 123 4567"
        />
        <Input
          label="Website"
          inputMode="url"
          value={values.website}
          onChange={set('website')}
          error={errors.website}
          maxLength={300}
          autoComplete="url"
          hint="Optional, e.g. www.example.com"
        />
        <Textarea
          className="wide"
          label="Business address"
          rows={3}
          value={values.address}
          onChange={set('address')}
          error={errors.address}
          maxLength={500}
          autoComplete="street-address"
        />
      </Fieldset>
      <Fieldset aria-describedby="categories-hint">
        <legend>Product category focus</legend>
        <Muted id="categories-hint" className="wide">
          What you buy: Krishika recommends suppliers of these categories on your dashboard.
        </Muted>
        <ChipList className="wide">
          {CATEGORIES.map((category) => (
            <Chip
              key={category}
              selected={values.categories.includes(category)}
              onSelectedChange={(selected) => toggleCategory(category, selected)}
            >
              {category}
            </Chip>
          ))}
        </ChipList>
        {errors.categories && <ServerError className="wide">{errors.categories}</ServerError>}
      </Fieldset>
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <Actions>
        <Button type="submit" loading={busy}>
          Save changes
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={!changed || busy}
          onClick={() => {
            setValues(stored);
            setErrors({});
            setServerError(null);
          }}
        >
          Discard changes
        </Button>
      </Actions>
    </Form>
  );
}

/** /buyer-settings: the buyer's company fields, checked, saved to PATCH /v1/me, shown again from GET. */
export function BuyerSettingsPage() {
  const client = useMarketplaceClient();
  const company = useResource((signal) => getCompany(client, signal));
  const [saved, setSaved] = useState<{ company: Company; version: number } | null>(null);
  const current = saved?.company ?? company.data;

  return (
    <Page aria-labelledby="buyer-settings-title">
      <header>
        <h1 id="buyer-settings-title">Settings</h1>
        <p>
          Your company as suppliers see it on your inquiries.
          {current?.email ? ` Signed in as ${current.email}.` : ''}
        </p>
      </header>
      {current ? (
        <CompanyForm
          key={saved?.version ?? 0}
          company={current}
          onSaved={(next) =>
            setSaved((previous) => ({ company: next, version: (previous?.version ?? 0) + 1 }))
          }
        />
      ) : company.status === 'error' ? (
        <LoadError what="your settings" message={company.message} onRetry={company.reload} />
      ) : (
        <div role="status" aria-label="Loading your settings" aria-busy="true">
          <Skeleton shape="rect" height="20rem" />
        </div>
      )}
    </Page>
  );
}
