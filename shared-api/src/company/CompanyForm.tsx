import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  Button,
  Chip,
  Form,
  FormActions,
  FormAlert,
  FormGrid,
  Input,
  Select,
  Textarea,
  toast,
} from 'shared-ui';
import styled from 'styled-components';
import { useMarketplaceClient } from '../clientContext';
import { CountryOptions } from '../CountryOptions';
import { CATEGORIES } from '../specOptions';
import { updateCompany, type Company, type CompanyFields } from './api';
import { isDirty, valuesOf, type CompanyFormValues } from './form';
import { refreshSignedInProfile } from './refreshProfile';
import { useSubmission } from '../useSubmission';

/**
 * The form's checks (PATCH /v1/me's contract with the form's messages), loaded when the form is first
 * checked: zod, its resolver and the contract stay off the path of the workspace's first screens.
 */
const checkCompany: Resolver<CompanyFormValues, unknown, CompanyFields> = async (
  values,
  context,
  options,
) => {
  const { companyResolver } = await import('./companySchema');
  return companyResolver()(values, context, options);
};

type TextField = Exclude<keyof CompanyFormValues, 'product_categories'>;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const Categories = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
  }
  > div button {
    white-space: normal;
    text-align: start;
  }
  > p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    overflow-wrap: anywhere;
  }
  > p.error {
    color: ${({ theme }) => theme.color.danger};
  }
  > p.hint {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface CompanyFormProps {
  company: Company;
  /** The company as the api stored it, after a save. */
  onSaved?: (company: Company) => void;
  /** What the category focus is for, in the role's words (e.g. what a buyer buys). */
  categoriesHint?: ReactNode;
}

/**
 * The company fields PATCH /v1/me accepts, for buyers and suppliers alike. Checked before sending
 * (each message on its field, focus on the first bad one); a failed save keeps everything typed and
 * says why (alert and toast); a good one shows the stored values and has the session store read the
 * profile again (the side navigation's business name).
 */
export function CompanyForm({ company, onSaved, categoriesHint }: CompanyFormProps) {
  const client = useMarketplaceClient();
  const [saved, setSaved] = useState<CompanyFields>(() => valuesOf(company));
  // Each message on its field; react-hook-form focuses the first bad one and keeps what was typed.
  const {
    register,
    handleSubmit,
    reset,
    control,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<CompanyFormValues, unknown, CompanyFields>({
    resolver: checkCompany,
    defaultValues: valuesOf(company),
  });
  const { busy: saving, failure: serverError, setFailure: setServerError, send } = useSubmission();
  const [business_name, full_name, country, whatsapp, website, address, product_categories] = useWatch({
    control,
    name: ['business_name', 'full_name', 'country', 'whatsapp', 'website', 'address', 'product_categories'],
  });
  const values: CompanyFormValues = {
    business_name,
    full_name,
    country,
    whatsapp,
    website,
    address,
    product_categories,
  };
  const dirty = isDirty(values, saved);
  const field = (name: TextField) => ({ ...register(name), error: errors[name]?.message });
  const categoriesError = errors.product_categories?.message;

  const toggleCategory = (category: string, selected: boolean) => {
    const previous = values.product_categories;
    setValue(
      'product_categories',
      selected ? [...previous, category] : previous.filter((item) => item !== category),
    );
    if (categoriesError) clearErrors('product_categories');
  };

  const submit = async (fields: CompanyFields) => {
    if (saving) return;
    // On failure, what was typed stays in the form, to try again.
    await send(async () => {
      const updated = await updateCompany(client, fields);
      const next = valuesOf(updated);
      setSaved(next);
      reset(next);
      toast.success('Settings saved', { description: updated.business_name });
      onSaved?.(updated);
      await refreshSignedInProfile();
    }, "Your changes weren't saved");
  };

  const discard = () => {
    reset(saved);
    setServerError(null);
  };

  return (
    <Form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate aria-label="Company details">
      <Muted>Fields marked * are required.</Muted>
      <FormGrid minColumnWidth="14rem">
        <Input
          label="Company name"
          required
          maxLength={200}
          autoComplete="organization"
          {...field('business_name')}
        />
        <Input label="Full name" maxLength={200} autoComplete="name" {...field('full_name')} />
      </FormGrid>
      <FormGrid minColumnWidth="14rem">
        <Select label="Country of origin" {...field('country')}>
          <option value="">Not stated</option>
          <CountryOptions current={values.country} />
        </Select>
        <Input
          label="WhatsApp number"
          hint="With the country code, e.g. +91 98470 12345"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          {...field('whatsapp')}
        />
        <Input
          label="Website"
          hint="Optional, e.g. www.example.com"
          inputMode="url"
          autoComplete="url"
          maxLength={300}
          {...field('website')}
        />
      </FormGrid>
      <Textarea
        label="Business address"
        rows={3}
        maxLength={500}
        autoComplete="street-address"
        {...field('address')}
      />
      <Categories
        aria-describedby={
          [categoriesHint ? 'company-categories-hint' : '', categoriesError ? 'company-categories-error' : '']
            .filter(Boolean)
            .join(' ') || undefined
        }
      >
        <legend>Product category focus</legend>
        {categoriesHint && (
          <p className="hint" id="company-categories-hint">
            {categoriesHint}
          </p>
        )}
        <div>
          {CATEGORIES.map((category) => (
            <Chip
              key={category}
              selected={values.product_categories.includes(category)}
              onSelectedChange={(selected) => toggleCategory(category, selected)}
            >
              {category}
            </Chip>
          ))}
        </div>
        {categoriesError && (
          <p className="error" id="company-categories-error">
            {categoriesError}
          </p>
        )}
      </Categories>
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <FormActions>
        <Button type="button" variant="secondary" onClick={discard} disabled={!dirty || saving}>
          Discard Changes
        </Button>
        <Button type="submit" loading={saving}>
          Save Changes
        </Button>
      </FormActions>
    </Form>
  );
}
