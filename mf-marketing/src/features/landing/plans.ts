/** The plans of spec §6 and §9 (prices per month, USD). */
export const PLANS = [
  {
    name: 'Free',
    price: 0,
    description: 'Up to 10 product listings, basic AI matching and 5 inquiries per month.',
  },
  {
    name: 'Pro',
    price: 12,
    description: 'Unlimited listings and inquiries, the AI assistant, WhatsApp integration and analytics.',
  },
  {
    name: 'Enterprise',
    price: 18,
    description: 'Custom AI training, an account manager, API access, white-label and 24/7 phone support.',
  },
] as const;
