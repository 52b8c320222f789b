import { useState } from 'react';
import { Badge, Button, ButtonLink, media, toast } from 'shared-ui';
import styled, { css } from 'styled-components';
import { errorMessage } from '../../../lib/api';
import { loadOnce } from '../../../lib/loadOnce';
import { PLANS, registerPathFor, type Plan } from '../plans';
import type { ContactSalesDialog as ContactSalesDialogComponent } from './ContactSalesDialog';
import { Icon } from './Icon';
import { CheckList, Section, SectionLead, SectionTitle } from './Section';

const Plans = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(3, minmax(0, 1fr));
  align-items: stretch;
  ${media.down('lg')} {
    grid-template-columns: minmax(0, 1fr);
    max-width: 28rem;
    margin: 0 auto;
  }
`;

const PlanCard = styled.li<{ $popular: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.surface};
  ${({ $popular, theme }) =>
    $popular &&
    css`
      border: 2px solid ${theme.color.brand};
      box-shadow: ${theme.shadow.lg};
    `}
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size['2xl']};
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const PopularBadge = styled.span`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
  white-space: nowrap;
`;

const Price = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]};
  strong {
    font-size: ${({ theme }) => theme.font.size['5xl']};
    line-height: 1;
    color: ${({ theme }) => theme.color.text};
  }
`;

const Features = styled(CheckList)`
  flex: 1;
  align-content: start;
`;

type ContactDialog = typeof ContactSalesDialogComponent;

/**
 * The Contact Sales dialog with its form (react-hook-form, the contract's checks), fetched when the
 * button is first pointed at, focused or pressed: none of it is in the landing page's first load.
 */
const loadContactDialog = loadOnce(async () => (await import('./ContactSalesDialog')).ContactSalesDialog);
const preloadContactDialog = () => void loadContactDialog().catch(() => undefined);

function PlanAction({ plan, onContact, opening }: { plan: Plan; onContact: () => void; opening: boolean }) {
  if (plan.action === 'contact') {
    return (
      <Button
        size="lg"
        variant="secondary"
        fullWidth
        onClick={onContact}
        onPointerEnter={preloadContactDialog}
        onFocus={preloadContactDialog}
        loading={opening}
        aria-label={`Contact Sales about the ${plan.name} plan`}
        aria-haspopup="dialog"
      >
        Contact Sales
      </Button>
    );
  }
  return (
    <ButtonLink
      to={registerPathFor(plan.id)}
      size="lg"
      fullWidth
      variant={plan.popular ? 'primary' : 'secondary'}
      aria-label={`Get Started with the ${plan.name} plan`}
    >
      Get Started
    </ButtonLink>
  );
}

/** Part 8: the three plans (docs/product.md#plans-and-limits), the popular one marked; Get Started signs up with the plan. */
export function PricingSection() {
  const [contactOpen, setContactOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  const [ContactSalesDialog, setContactSalesDialog] = useState<ContactDialog | null>(null);

  const openContact = () => {
    if (ContactSalesDialog) {
      setContactOpen(true);
      return;
    }
    setOpening(true);
    loadContactDialog()
      .then((dialog) => {
        setContactSalesDialog(() => dialog);
        setContactOpen(true);
      })
      .catch((error: unknown) => toast.error('Error', { description: errorMessage(error) }))
      .finally(() => setOpening(false));
  };

  return (
    <Section id="pricing" titleId="pricing-title">
      <SectionTitle id="pricing-title">Pricing</SectionTitle>
      <SectionLead>Start free. Upgrade when your trade grows. Prices in US dollars.</SectionLead>
      <Plans>
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} $popular={plan.popular}>
            {plan.popular && (
              <PopularBadge>
                <Badge tone="success">Most Popular</Badge>
              </PopularBadge>
            )}
            <h3 id={`plan-${plan.id}`}>{plan.name}</h3>
            <Price>
              <strong>${plan.price}</strong>
              <span>per {plan.period}</span>
            </Price>
            <p>{plan.description}</p>
            <Features aria-label={`${plan.name} plan features`}>
              {plan.features.map((feature) => (
                <li key={feature}>
                  <Icon name="check" size={20} />
                  <span>{feature}</span>
                </li>
              ))}
            </Features>
            <PlanAction plan={plan} onContact={openContact} opening={opening} />
          </PlanCard>
        ))}
      </Plans>
      {ContactSalesDialog && <ContactSalesDialog open={contactOpen} onClose={() => setContactOpen(false)} />}
    </Section>
  );
}
