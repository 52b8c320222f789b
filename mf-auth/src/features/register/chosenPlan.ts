// The plan chosen on the landing page's pricing section ('Get Started' → /register?plan=pro).
import { FREE_PLAN_LIMITS, PLAN_NAMES, type Plan } from 'contracts';

export type ChosenPlan = Plan;

/** The plan named by `?plan=`, or null when there is none or it isn't one of ours. */
export function chosenPlan(value: string | null): ChosenPlan | null {
  const id = value?.trim().toLowerCase();
  return id && Object.hasOwn(PLAN_NAMES, id) ? (id as ChosenPlan) : null;
}

/** What the register page says about the chosen plan. */
export function chosenPlanNote(plan: ChosenPlan): string {
  if (plan === 'free')
    return `You chose the Free plan: up to ${FREE_PLAN_LIMITS.activeListings} product listings and ${FREE_PLAN_LIMITS.monthlyInquiries} inquiries per month.`;
  const name = PLAN_NAMES[plan];
  return `You chose the ${name} plan. Every account starts on Free; our team will contact you to activate ${name}, and your choice is saved with your account.`;
}
