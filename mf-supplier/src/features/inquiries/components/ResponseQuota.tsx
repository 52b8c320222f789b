import { PLAN_NAMES } from 'contracts';
import { Link } from 'react-router-dom';
import { quotaRenewal } from 'shared-api/ui';
import styled from 'styled-components';
import type { PlanUsage } from '../../products';

const Note = styled.p<{ $atLimit: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $atLimit }) => ($atLimit ? theme.color.dangerSoft : theme.color.infoSoft)};
  color: ${({ theme }) => theme.color.text};
`;

/** True when the plan has a monthly response limit and it is used up. */
export function responsesUsedUp(usage: PlanUsage | null | undefined): boolean {
  const monthly = usage?.inquiriesThisMonth;
  return monthly !== undefined && monthly.limit !== null && monthly.used >= monthly.limit;
}

/**
 * The plan's monthly responses, before the limit is reached and at it (a first response to an inquiry
 * counts once; replies in a thread already answered do not). Nothing for a plan without a limit.
 */
export function ResponseQuota({ id, usage }: { id: string; usage: PlanUsage }) {
  const { used, limit, resetsAt } = usage.inquiriesThisMonth;
  if (limit === null) return null;
  const plan = PLAN_NAMES[usage.plan];
  const atLimit = used >= limit;
  const left = limit - used;
  return (
    <Note id={id} $atLimit={atLimit} role={atLimit ? 'status' : undefined}>
      {atLimit
        ? `You have responded to ${limit} inquiries this month, the ${plan} plan's limit. You can answer new inquiries again ${quotaRenewal(resetsAt)}; threads you already answered stay open. `
        : `Responses this month: ${used} of ${limit} on the ${plan} plan; ${left} left, renewing ${quotaRenewal(resetsAt)}. `}
      <Link to="/pricing">Compare plans</Link>
    </Note>
  );
}
