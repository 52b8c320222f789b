import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { signUp } from 'shared-auth';
import { stageRegistrationDocument } from './api/stageRegistrationDocument';
import { Button, Checkbox, Input, media, Select, Textarea, toast } from 'shared-ui';
import styled from 'styled-components';
import { AuthCard, TextLink } from '../../components/AuthCard';
import { PasswordInput } from '../../components/PasswordInput';
import { PasswordStrength } from '../../components/PasswordStrength';
import { messageOf, showAuthError } from '../../lib/authFeedback';
import { REGISTER_HEADING, SIGN_UP_SUCCESS } from '../../lib/messages';
import { PASSWORD_HINT, PASSWORD_TOO_WEAK } from '../../lib/validation';
import { AccountTypeField } from './components/AccountTypeField';
import { chosenPlan, chosenPlanNote, type ChosenPlan } from './chosenPlan';
import { CategoryField } from './components/CategoryField';
import { DocumentField } from './components/DocumentField';
import { CountryOptions } from './options';
import {
  REGISTER_FIELD_ORDER,
  registerDefaults,
  registerSchema,
  registerUserInputs,
  type RegisterInput,
  type RegisterValues,
} from './registerSchema';

// POST: sent before the script has run (static HTML), a password never goes into a URL.
const Form = styled.form.attrs({ method: 'post' })`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  h2 {
    margin: 0;
    padding-block-end: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.lg};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
  }
`;

/** Two columns from tablet width up; one on phones. */
const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);

  ${media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Wide = styled.div`
  min-width: 0;
  ${media.up('md')} {
    grid-column: 1 / -1;
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.infoSoft};
  border-radius: ${({ theme }) => theme.radius.md};
`;

function signUpInput(values: RegisterValues, documentClaim: string, plan: ChosenPlan | null) {
  return {
    email: values.email,
    password: values.password,
    role: values.accountType,
    businessName: values.companyName,
    metadata: {
      full_name: values.fullName,
      country: values.country,
      whatsapp: values.whatsapp,
      website: values.website,
      address: values.address,
      product_categories: values.productCategories,
      registration_document_claim: documentClaim,
      // Kept with the account (profiles.requested_plan) for a paid plan; every account starts on Free.
      ...(plan ? { requested_plan: plan } : {}),
    },
    redirectTo: `${window.location.origin}/login`,
  };
}

/**
 * Registration (docs/product.md#register-register). The business registration PDF is checked here, staged under a
 * secret claim, and attached to the new account by the sign-up trigger.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const plan = chosenPlan(searchParams.get('plan'));
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: registerDefaults,
    // Focus follows the order on screen (react-hook-form's own order is registration order).
    shouldFocusError: false,
  });

  const [password = '', email = '', fullName = '', companyName = ''] = useWatch({
    control,
    name: ['password', 'email', 'fullName', 'companyName'],
  });

  const onValid = async (values: RegisterValues) => {
    const { error, code } = await stageRegistrationDocument(values.document)
      .then((claim) => signUp(signUpInput(values, claim, plan)))
      .catch((cause: unknown) => ({ error: messageOf(cause), code: null, userId: null }));
    if (code === 'weak_password') {
      // The server's list can be newer than this page: say what to change, at the field.
      setError('password', { message: PASSWORD_TOO_WEAK }, { shouldFocus: true });
      showAuthError(PASSWORD_TOO_WEAK);
      return;
    }
    if (error) {
      // Everything typed (and the chosen file) stays in the form for another try.
      showAuthError(error);
      return;
    }
    toast.success(SIGN_UP_SUCCESS);
    navigate('/');
  };

  const onInvalid = (invalid: FieldErrors<RegisterInput>) => {
    const first = REGISTER_FIELD_ORDER.find((name) => invalid[name]);
    if (first) setFocus(first);
  };

  return (
    <AuthCard
      title={REGISTER_HEADING}
      lead="Create your buyer or supplier account."
      width="wide"
      footer={
        <p>
          Already have an account? <TextLink to="/login">Sign in</TextLink>
        </p>
      }
    >
      <Form noValidate onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}>
        {plan && (
          <Note data-testid="chosen-plan">
            {chosenPlanNote(plan)} <TextLink to="/pricing">Compare plans</TextLink>
          </Note>
        )}
        <AccountTypeField {...register('accountType')} initial={registerDefaults.accountType} />

        <Section aria-labelledby="register-account-heading">
          <h2 id="register-account-heading">Your details</h2>
          <Grid>
            <Input
              label="Full name"
              autoComplete="name"
              required
              maxLength={200}
              error={errors.fullName?.message}
              {...register('fullName')}
            />
            <Input
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              error={errors.email?.message}
              {...register('email')}
            />
            <div>
              <PasswordInput
                label="Password"
                autoComplete="new-password"
                hint={PASSWORD_HINT}
                required
                error={errors.password?.message}
                {...register('password')}
              />
              <PasswordStrength
                password={password}
                userInputs={registerUserInputs({ email, fullName, companyName })}
              />
            </div>
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              required
              error={errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
          </Grid>
        </Section>

        <Section aria-labelledby="register-business-heading">
          <h2 id="register-business-heading">Business</h2>
          <Grid>
            <Input
              label="Company name"
              autoComplete="organization"
              required
              maxLength={200}
              error={errors.companyName?.message}
              {...register('companyName')}
            />
            <Select
              label="Country of origin"
              required
              error={errors.country?.message}
              {...register('country')}
            >
              <option value="">Select a country</option>
              <CountryOptions />
            </Select>
            <Input
              label="WhatsApp number"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              hint="With country code, e.g. +91 98765 43210."
              required
              maxLength={40}
              error={errors.whatsapp?.message}
              {...register('whatsapp')}
            />
            <Input
              label="Website (optional)"
              type="url"
              autoComplete="url"
              inputMode="url"
              placeholder="https://example.com"
              maxLength={300}
              error={errors.website?.message}
              {...register('website')}
            />
            <Wide>
              <Textarea
                label="Business address"
                autoComplete="street-address"
                required
                maxLength={500}
                rows={3}
                error={errors.address?.message}
                {...register('address')}
              />
            </Wide>
          </Grid>

          <Controller
            control={control}
            name="productCategories"
            render={({ field }) => (
              <CategoryField
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.productCategories?.message}
              />
            )}
          />

          <Controller
            control={control}
            name="document"
            render={({ field }) => (
              <DocumentField
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.document?.message}
              />
            )}
          />

          <Note>
            New exporters are verified manually by our team before their listings go live. We may contact you
            about your registration document.
          </Note>
        </Section>

        <Checkbox
          label={
            <>
              I accept the <TextLink to="/terms">Terms of Service</TextLink> and the{' '}
              <TextLink to="/privacy">Privacy Policy</TextLink>
            </>
          }
          error={errors.acceptTerms?.message}
          {...register('acceptTerms')}
        />

        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          Create Account
        </Button>
      </Form>
    </AuthCard>
  );
}
