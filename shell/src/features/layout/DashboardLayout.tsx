import { Menu } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from 'shared-auth';
import { Drawer, media } from 'shared-ui';
import styled from 'styled-components';
import { FLOATING_ACTION } from './navItems';
import { SideNav } from './SideNav';
import { useMediaQuery } from './useMediaQuery';

const COLLAPSED_KEY = 'krishika.sideNav.collapsed';
const SMALL_SCREEN = '(max-width: 767.98px)';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  ${media.down('md')} {
    flex-direction: column;
  }
`;

const Aside = styled.aside<{ $collapsed: boolean }>`
  position: sticky;
  top: 0;
  flex: none;
  height: 100vh;
  width: ${({ $collapsed, theme }) =>
    $collapsed ? theme.layout.sideNavCollapsed : theme.layout.sideNavExpanded};
  background: ${({ theme }) => theme.color.surface};
  border-right: 1px solid ${({ theme }) => theme.color.border};
  transition: width ${({ theme }) => theme.motion.normal} ease;
`;

const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  a {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.brand};
    text-decoration: none;
  }
`;

const MenuButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  /* Room to scroll the last controls (a form's Save) clear of the floating action and, above it, the
     chat button: both stay fixed at the bottom right. */
  padding-bottom: 10rem;
`;

const Fab = styled(Link)`
  position: fixed;
  right: ${({ theme }) => theme.space[6]};
  bottom: ${({ theme }) => theme.space[6]};
  z-index: ${({ theme }) => theme.zIndex.header};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.textInverse};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadow.lg};
  &:hover {
    background: ${({ theme }) => theme.color.brandHover};
  }
  ${media.down('sm')} {
    right: ${({ theme }) => theme.space[3]};
    bottom: ${({ theme }) => theme.space[3]};
  }
`;

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The dashboards' frame: side navigation (a drawer on small screens), content, floating action. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { role, businessName } = useAuth();
  const smallScreen = useMediaQuery(SMALL_SCREEN);
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (!role) return <>{children}</>;
  const name = businessName ?? 'Your business';

  const toggleCollapsed = () => {
    setCollapsed((value) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
      } catch {
        // storage unavailable: the choice lasts for this page only
      }
      return !value;
    });
  };

  const fab = FLOATING_ACTION[role];
  return (
    <Frame>
      {smallScreen ? (
        <>
          <TopBar>
            <MenuButton
              type="button"
              aria-label="Open navigation"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <Menu size={22} aria-hidden="true" />
            </MenuButton>
            <Link to="/">Krishika</Link>
          </TopBar>
          <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title="Navigation">
            <SideNav
              role={role}
              businessName={name}
              collapsed={false}
              onNavigate={() => setDrawerOpen(false)}
            />
          </Drawer>
        </>
      ) : (
        <Aside $collapsed={collapsed} data-collapsed={collapsed}>
          <SideNav
            role={role}
            businessName={name}
            collapsed={collapsed}
            onToggleCollapsed={toggleCollapsed}
          />
        </Aside>
      )}
      <Main id="main-content">{children}</Main>
      <Fab to={fab.to}>{fab.label}</Fab>
    </Frame>
  );
}
