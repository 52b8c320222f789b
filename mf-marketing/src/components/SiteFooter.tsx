import { Link } from 'react-router-dom';
import { media } from 'shared-ui';
import styled from 'styled-components';

export const FOOTER_LINKS: readonly { to: string; label: string }[] = [
  { to: '/about', label: 'About' },
  { to: '/catalog', label: 'Find Suppliers' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
];

const Footer = styled.footer`
  background: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.textInverse};
`;

const Inner = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  ${media.down('md')} {
    grid-template-columns: minmax(0, 1fr);
  }
  p {
    margin: 0;
    color: #d5ddd9;
  }
`;

const Brand = styled.p`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  && {
    color: ${({ theme }) => theme.color.textInverse};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space[2]} 0;
    color: ${({ theme }) => theme.color.textInverse};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.textInverse};
    outline-offset: 2px;
  }
`;

const Copyright = styled.p`
  grid-column: 1 / -1;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The public pages' footer (the landing page's last part, and the legal pages'). */
export function SiteFooter() {
  return (
    <Footer>
      <Inner>
        <div>
          <Brand>Krishika</Brand>
          <p>AI-assisted global B2B trade for verified suppliers and buyers.</p>
        </div>
        <nav aria-label="Footer">
          <Links>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </Links>
        </nav>
        <Copyright>© {new Date().getFullYear()} Krishika. All rights reserved.</Copyright>
      </Inner>
    </Footer>
  );
}
