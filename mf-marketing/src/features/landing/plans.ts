// The plans (docs/product.md#plans-and-limits; display only: prices per month in USD, entitlements as advertised).
export type PlanId = 'free' | 'pro' | 'enterprise';

export interface Plan {
  id: PlanId;
  name: string;
  price: number;
  period: string;
  description: string;
  features: readonly string[];
  popular: boolean;
  /** 'register' → 'Get Started' (sign up with the plan); 'contact' → 'Contact Sales'. */
  action: 'register' | 'contact';
}

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: 0,
    period: 'month',
    description: 'For new exporters and buyers trying AI-assisted trade.',
    features: ['Up to 10 product listings', 'Basic AI matching', '5 inquiries per month'],
    popular: false,
    action: 'register',
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 12,
    period: 'month',
    description: 'For growing businesses that answer buyers every day.',
    features: [
      'Unlimited product listings',
      'Unlimited inquiries',
      'Krishika AI assistant',
      'WhatsApp integration',
      'Analytics',
      'Custom branding',
    ],
    popular: true,
    action: 'register',
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 18,
    period: 'month',
    description: 'For trading houses with teams, integrations and custom needs.',
    features: [
      'Everything in Pro',
      'Custom AI training',
      'Dedicated account manager',
      'API access',
      'White-label',
      '24/7 phone support',
    ],
    popular: false,
    action: 'contact',
  },
];

/** Where 'Get Started' goes: sign-up, with the chosen plan in the query (`/register?plan=pro`). */
export const registerPathFor = (plan: PlanId) => `/register?plan=${plan}`;
