import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, media } from 'shared-ui';
import styled from 'styled-components';

export type AuthCardWidth = 'narrow' | 'wide';

const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]}`};

  ${media.down('sm')} {
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]}`};
  }
`;

const Panel = styled(Card)<{ $width: AuthCardWidth }>`
  width: 100%;
  max-width: ${({ $width }) => ($width === 'wide' ? '46rem' : '28rem')};
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-end: ${({ theme }) => theme.space[6]};
  text-align: center;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size['2xl']};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    overflow-wrap: anywhere;
  }
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Footer = styled.div`
  margin-block-start: ${({ theme }) => theme.space[6]};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};

  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export interface AuthCardProps {
  /** The page's one h1. */
  title: string;
  lead?: ReactNode;
  /** Links below the card's content (switch to sign-in / sign-up, back to sign-in). */
  footer?: ReactNode;
  width?: AuthCardWidth;
  children: ReactNode;
}

/** The centred card every mf-auth screen sits in: one h1, optional lead, content, footer links. */
export function AuthCard({ title, lead, footer, width = 'narrow', children }: AuthCardProps) {
  return (
    <Page>
      <Panel padding="lg" $width={width}>
        <Header>
          <h1>{title}</h1>
          {lead && <Lead>{lead}</Lead>}
        </Header>
        {children}
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Page>
  );
}

/**
 * A vertical stack for a form's fields. POST, so a form sent before the page's script has run (the site server sends these pages as static
 * HTML) never puts what was typed, a password, into a URL; the live form sends nothing itself.
 */
export const FormStack = styled.form.attrs({ method: 'post' })`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

/** A text link in the brand colour, for links inside forms and body copy. */
export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
