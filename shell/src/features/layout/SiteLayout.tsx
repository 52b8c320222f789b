import { Menu, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { dashboardPathFor, useAuth } from 'shared-auth';
import { media } from 'shared-ui';
import styled from 'styled-components';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Bar = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  min-height: ${({ theme }) => theme.layout.headerHeight};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: 0 ${({ theme }) => theme.space[4]};
`;

const Brand = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.brand};
  text-decoration: none;
  margin-right: auto;
`;

const Links = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover,
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandHover};
  }
  ${media.down('md')} {
    display: ${({ $open }) => ($open ? 'grid' : 'none')};
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    padding: ${({ theme }) => theme.space[3]};
    background: ${({ theme }) => theme.color.surface};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

const MenuToggle = styled.button`
  display: none;
  ${media.down('md')} {
    display: inline-grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    cursor: pointer;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.space[2]};
    top: ${({ theme }) => theme.space[2]};
    z-index: ${({ theme }) => theme.zIndex.toast};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    background: ${({ theme }) => theme.color.surface};
  }
`;

/** Public pages: the site header (links across every remote) above the page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { signedIn, role, loading } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  return (
    <>
      <SkipLink href="#main-content">Skip to content</SkipLink>
      <Header>
        <Bar>
          <Brand to="/" onClick={close}>
            Krishika
          </Brand>
          <MenuToggle
            type="button"
            aria-expanded={menuOpen}
            aria-controls="site-links"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          </MenuToggle>
          <nav aria-label="Main">
            <Links id="site-links" $open={menuOpen} onClick={close}>
              <li>
                <NavLink to="/catalog">Find Suppliers</NavLink>
              </li>
              <li>
                <NavLink to="/krishika-ai">Krishika AI</NavLink>
              </li>
              <li>
                <Link to="/pricing">Pricing</Link>
              </li>
              <li>
                <NavLink to="/about">About</NavLink>
              </li>
              {signedIn && !loading ? (
                <li>
                  <NavLink to={dashboardPathFor(role)}>Dashboard</NavLink>
                </li>
              ) : (
                <>
                  <li>
                    <NavLink to="/login">Sign in</NavLink>
                  </li>
                  <li>
                    <NavLink to="/register">Register</NavLink>
                  </li>
                </>
              )}
            </Links>
          </nav>
        </Bar>
      </Header>
      <main id="main-content">{children}</main>
    </>
  );
}
