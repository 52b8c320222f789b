import { useId, type ReactNode } from 'react';
import { Card, media } from 'shared-ui';
import styled from 'styled-components';

const Panel = styled(Card)`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  ${media.down('sm')} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

// A div, not <header>: an integrator's page may style `header` (the assistant is embeddable).
const Header = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export interface SectionProps {
  title: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One card of the assistant page: a labelled <section> with its h2 and a short description. */
export function Section({ title, description, className, children }: SectionProps) {
  const titleId = useId();
  return (
    <Panel forwardedAs="section" padding="lg" aria-labelledby={titleId} className={className}>
      <Header>
        <h2 id={titleId}>{title}</h2>
        {description && <p>{description}</p>}
      </Header>
      {children}
    </Panel>
  );
}

/** A row of buttons that wraps on narrow screens. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
