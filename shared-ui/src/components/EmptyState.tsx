import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A call to action, e.g. a Button or ButtonLink. */
  action?: ReactNode;
  /** Decorative illustration or icon; hidden from assistive technology. */
  icon?: ReactNode;
  /** Heading level that fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]}`};
  text-align: center;
`;

const Icon = styled.div`
  font-size: ${({ theme }) => theme.font.size['4xl']};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Description = styled.p`
  margin: 0;
  max-width: 36rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** What to show when a list or page has nothing yet, and what the user can do about it. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  return (
    <Wrapper className={className}>
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <div>{action}</div>}
    </Wrapper>
  );
}
