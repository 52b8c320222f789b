import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  Form as BaseForm,
  FormActions,
  FormAlert,
  FormSection,
  Input,
  Page,
  PageHeader,
  Progress,
  Select,
  Skeleton,
  Textarea,
  toast,
} from 'shared-ui';
import styled from 'styled-components';
import { useMarketplaceClient, errorMessage, useApiQuery } from 'shared-api';
import { CountryOptions, isCountryChoice, LoadError, quotaRenewal } from 'shared-api/ui';
import { CATEGORIES, CREATE_NEW_REQUEST, FIND_SUPPLIERS, POST_INQUIRY } from '../../../lib/messages';
import { accountQueries, PLAN_NAMES, type BuyerAccount } from '../../account';
import { supplierQueries, type SupplierCardData as SupplierCard } from '../../suppliers';
import { postInquiry, type InquiryInput } from '../api/inquiries';
import { invalidateInquiries } from '../api/queries';
import { emptyInquiry, INCOTERMS, today, type InquiryFormValues } from '../lib/inquiryValues';

/**
 * The form's checks (the contract's rules with the form's messages), loaded when the form is first
 * checked: zod, its resolver and the contract stay off the catalog's path (this remote's screens
 * load together).
 */
const checkInquiry: Resolver<InquiryFormValues, unknown, InquiryInput> = async (values, context, options) => {
  const { inquiryResolver } = await import('../lib/inquiryForm');
  return inquiryResolver()(values, context, options);
};

const Form = styled(BaseForm)`
  gap: ${({ theme }) => theme.space[5]};
  max-width: 48rem;
`;

// Disables every control at once at the plan's limit, without a box of its own in the form's layout.
const Controls = styled.fieldset`
  display: contents;
  &:disabled {
    opacity: 0.6;
  }
`;

const Fieldset = styled(FormSection)`
  > .wide {
    grid-column: 1 / -1;
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  cursor: pointer;
  overflow-wrap: anywhere;

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const UsageCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 48rem;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The plan's monthly inquiries: used of the limit, and what happens at the limit. */
function PlanUsage({ account }: { account: BuyerAccount }) {
  const { used, limit, resetsAt } = account.inquiriesThisMonth;
  const plan = PLAN_NAMES[account.plan];
  return (
    <>
      <h2>{plan} plan</h2>
      {limit === null ? (
        <p>
          {used} {used === 1 ? 'inquiry' : 'inquiries'} posted this month. Your plan has no inquiry limit.
        </p>
      ) : (
        <>
          <Progress
            value={Math.min(used, limit)}
            max={limit}
            label={`Inquiries this month: ${used} of ${limit}`}
            tone={used >= limit ? 'danger' : 'brand'}
          />
          <p>
            {used >= limit
              ? `You have used the ${plan} plan's ${limit} inquiries this month. Your quota renews ${quotaRenewal(resetsAt)}; upgrade to Pro for unlimited inquiries.`
              : `The ${plan} plan includes ${limit} inquiries per month; ${limit - used} left, renewing ${quotaRenewal(resetsAt)}.`}
          </p>
        </>
      )}
    </>
  );
}

/** To whom: the supplier picked with Connect, or open to the best-matching suppliers. */
function Recipient({
  supplierId,
  toSupplier,
  onChange,
}: {
  supplierId: string | null;
  toSupplier: boolean;
  onChange: (toSupplier: boolean) => void;
}) {
  if (!supplierId)
    return (
      <Fieldset legend="Send to">
        <Choice className="wide">
          <input type="radio" name="recipient" checked readOnly />
          <span>
            Open to matching suppliers
            <small>
              Krishika sends it to up to 5 suppliers whose listed products match best, verified first. To ask
              one supplier, use Connect on their card in {FIND_SUPPLIERS}.
            </small>
          </span>
        </Choice>
      </Fieldset>
    );
  return <ChosenSupplier supplierId={supplierId} toSupplier={toSupplier} onChange={onChange} />;
}

function ChosenSupplier({
  supplierId,
  toSupplier,
  onChange,
}: {
  supplierId: string;
  toSupplier: boolean;
  onChange: (toSupplier: boolean) => void;
}) {
  const client = useMarketplaceClient();
  const supplier = useApiQuery(supplierQueries.detail(client, supplierId));
  const name = (data: SupplierCard) => data.businessName || 'this supplier';
  return (
    <Fieldset legend="Send to">
      {supplier.status === 'error' && (
        <div className="wide">
          <LoadError what="the supplier" message={supplier.message} onRetry={supplier.reload} />
        </div>
      )}
      <Choice className="wide">
        <input type="radio" name="recipient" checked={toSupplier} onChange={() => onChange(true)} />
        <span>
          {supplier.data ? (
            <>
              Only {name(supplier.data)} {supplier.data.verified && <Badge tone="success">Verified</Badge>}
              <small>{supplier.data.country}</small>
            </>
          ) : supplier.status === 'loading' ? (
            <Skeleton width="12rem" />
          ) : (
            'Only the supplier you chose'
          )}
        </span>
      </Choice>
      <Choice className="wide">
        <input type="radio" name="recipient" checked={!toSupplier} onChange={() => onChange(false)} />
        <span>
          Open to matching suppliers
          <small>Up to 5 suppliers whose listed products match best, verified first.</small>
        </span>
      </Choice>
    </Fieldset>
  );
}

/** /post-inquiry: Post Inquiry (Create New Request), to one supplier or open, with the plan's usage. */
export function PostInquiryPage() {
  const client = useMarketplaceClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const supplierId = params.get('supplier')?.trim() || null;
  const queryClient = useQueryClient();
  const account = useApiQuery(accountQueries.me(client));
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<InquiryFormValues, unknown, InquiryInput>({
    resolver: checkInquiry,
    defaultValues: emptyInquiry(),
  });
  const field = (name: keyof InquiryFormValues) => ({ ...register(name), error: errors[name]?.message });
  const [touchedCountry, setTouchedCountry] = useState(false);
  const [toSupplier, setToSupplier] = useState(true);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // At the plan's limit the form is shown but disabled, the usage card saying why (nothing typed in vain).
  const quota = account.data?.inquiriesThisMonth;
  const atLimit = quota !== undefined && quota.limit !== null && quota.used >= quota.limit;

  // The buyer's own country is the likely destination, until they choose one.
  const defaultCountry = account.data && isCountryChoice(account.data.country) ? account.data.country : '';
  useEffect(() => {
    if (!touchedCountry && defaultCountry) setValue('destinationCountry', defaultCountry);
  }, [touchedCountry, defaultCountry, setValue]);

  // Checked first (each problem on its field, the first one focused), then sent to the chosen
  // supplier or open.
  async function submit(input: InquiryInput) {
    if (busy) return;
    setBusy(true);
    try {
      const posted = await postInquiry(client, {
        ...(supplierId && toSupplier ? { supplier_id: supplierId } : {}),
        ...input,
      });
      void invalidateInquiries(queryClient, { posted: true });
      const reached = posted.deliveries.length;
      toast.success('Inquiry posted', {
        description:
          reached === 0
            ? 'No listed supplier matches it yet.'
            : `Sent to ${reached} ${reached === 1 ? 'supplier' : 'suppliers'}.`,
      });
      void navigate(`/buyer-inquiries?inquiry=${encodeURIComponent(posted.inquiry.id)}`);
    } catch (error) {
      setServerError(errorMessage(error));
      account.reload();
      setBusy(false);
    }
  }

  return (
    <Page aria-labelledby="post-inquiry-title">
      <PageHeader titleId="post-inquiry-title" title={POST_INQUIRY} description={CREATE_NEW_REQUEST} />
      <UsageCard aria-label="Plan and usage" forwardedAs="section" id="plan-usage">
        {account.data ? (
          <PlanUsage account={account.data} />
        ) : account.status === 'error' ? (
          <LoadError what="your plan" message={account.message} onRetry={account.reload} />
        ) : (
          <Skeleton height="3.5rem" shape="rect" />
        )}
      </UsageCard>
      <Form
        noValidate
        onSubmit={(event) => {
          setServerError(null);
          void handleSubmit(submit)(event);
        }}
        aria-label="Inquiry"
      >
        <Controls disabled={atLimit} aria-describedby={atLimit ? 'plan-usage' : undefined}>
          <Muted>Fields marked * are required.</Muted>
          <Recipient supplierId={supplierId} toSupplier={toSupplier} onChange={setToSupplier} />
          <Fieldset legend="Product">
            <Input
              className="wide"
              label="Product"
              required
              {...field('productName')}
              maxLength={200}
              autoComplete="off"
              placeholder="e.g. Black pepper 550 GL"
            />
            <Select label="Category" {...field('category')}>
              <option value="">Any category</option>
              {CATEGORIES.map((category) => (
                <option key={category}>{category}</option>
              ))}
            </Select>
            <Input label="Quantity" required inputMode="decimal" {...field('quantity')} />
            <Input
              label="Unit"
              required
              {...field('quantityUnit')}
              maxLength={40}
              hint="kg, tonnes, pieces…"
            />
            <Input
              label="Target price"
              inputMode="decimal"
              {...field('targetPrice')}
              hint="Per unit, optional"
            />
            <Input label="Currency" {...field('targetCurrency')} maxLength={3} />
          </Fieldset>
          <Fieldset legend="Delivery">
            <Select label="Incoterm" {...field('incoterm')}>
              <option value="">Not decided</option>
              {INCOTERMS.map((incoterm) => (
                <option key={incoterm}>{incoterm}</option>
              ))}
            </Select>
            <Select
              label="Destination country"
              required
              {...register('destinationCountry', { onChange: () => setTouchedCountry(true) })}
              error={errors.destinationCountry?.message}
            >
              <option value="">Choose a country</option>
              <CountryOptions />
            </Select>
            <Input
              label="Destination port"
              {...field('destinationPort')}
              maxLength={100}
              hint="Optional, e.g. Rotterdam"
            />
            <Input type="date" label="Needed by" min={today()} {...field('neededBy')} />
          </Fieldset>
          <Textarea
            label="Message"
            rows={5}
            {...field('message')}
            maxLength={5000}
            hint="Grade, packaging, certifications, samples…"
          />
          {serverError && <FormAlert>{serverError}</FormAlert>}
          <FormActions align="start">
            <Button type="submit" loading={busy}>
              {POST_INQUIRY}
            </Button>
            <ButtonLink to="/buyer-inquiries" variant="ghost">
              Cancel
            </ButtonLink>
          </FormActions>
        </Controls>
      </Form>
    </Page>
  );
}
