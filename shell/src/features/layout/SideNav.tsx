import { ChevronsLeft, ChevronsRight, LogOut } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { signOut, type Role } from 'shared-auth';
import { toast } from 'shared-ui';
import styled, { css } from 'styled-components';
import { isItemActive, NAV_ITEMS } from './navItems';

const Nav = styled.nav<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: column;
  height: 100%;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  overflow-y: auto;
  overflow-x: hidden;
`;

const Identity = styled.div<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]};
  min-height: 3.5rem;
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      justify-content: center;
    `}
`;

const Initial = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.textInverse};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Who = styled.div`
  min-width: 0;
  strong {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    text-transform: capitalize;
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const ItemLink = styled(Link)<{ $active: boolean; $collapsed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  min-height: 2.75rem;
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      justify-content: center;
      padding: ${({ theme }) => theme.space[2]};
    `}
  &:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.color.brandSoft};
      color: ${theme.color.brandHover};
      font-weight: ${theme.font.weight.semibold};
      box-shadow: inset 3px 0 0 ${theme.color.brand};
    `}
  svg {
    flex: none;
  }
`;

const ItemText = styled.span`
  display: grid;
  min-width: 0;
  small {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

const Footer = styled.div`
  margin-top: auto;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const NavButton = styled.button<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  cursor: pointer;
  color: ${({ theme }) => theme.color.text};
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      justify-content: center;
    `}
  &:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

export interface SideNavProps {
  role: Role;
  businessName: string;
  collapsed: boolean;
  /** Omitted in the mobile drawer, which is always expanded. */
  onToggleCollapsed?: () => void;
  onNavigate?: () => void;
}

/** The dashboard side navigation (docs/product.md#site-layout-and-navigation): identity, the role's items, collapse, Logout. */
export function SideNav({ role, businessName, collapsed, onToggleCollapsed, onNavigate }: SideNavProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const roleLabel = role === 'buyer' ? 'Buyer' : 'Supplier';

  const logout = async () => {
    const { error } = await signOut().catch((cause: unknown) => ({ error: String(cause) }));
    if (error) toast.error('Error', { description: error });
    onNavigate?.();
    navigate('/');
  };

  return (
    <Nav aria-label="Dashboard" $collapsed={collapsed}>
      <Identity $collapsed={collapsed}>
        <Initial aria-hidden="true">{businessName.trim().charAt(0).toUpperCase() || '?'}</Initial>
        {collapsed ? (
          <span className="visually-hidden">
            {businessName}, {roleLabel}
          </span>
        ) : (
          <Who>
            <strong>{businessName}</strong>
            <span>{roleLabel}</span>
          </Who>
        )}
      </Identity>
      <Items>
        {NAV_ITEMS[role].map((item) => {
          const active = isItemActive(item, pathname);
          const Icon = item.icon;
          return (
            <li key={item.to}>
              <ItemLink
                to={item.to}
                $active={active}
                $collapsed={collapsed}
                aria-current={active ? 'page' : undefined}
                aria-label={collapsed ? item.label : undefined}
                title={collapsed ? item.label : undefined}
                onClick={onNavigate}
              >
                <Icon size={20} aria-hidden="true" />
                {!collapsed && (
                  <ItemText>
                    <span>{item.label}</span>
                    {item.description && <small>{item.description}</small>}
                  </ItemText>
                )}
              </ItemLink>
            </li>
          );
        })}
      </Items>
      <Footer>
        {onToggleCollapsed && (
          <NavButton
            type="button"
            $collapsed={collapsed}
            onClick={onToggleCollapsed}
            aria-expanded={!collapsed}
            aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'}
          >
            {collapsed ? (
              <ChevronsRight size={20} aria-hidden="true" />
            ) : (
              <ChevronsLeft size={20} aria-hidden="true" />
            )}
            {!collapsed && <span>Collapse</span>}
          </NavButton>
        )}
        <NavButton type="button" $collapsed={collapsed} onClick={() => void logout()} aria-label="Logout">
          <LogOut size={20} aria-hidden="true" />
          {!collapsed && <span>Logout</span>}
        </NavButton>
      </Footer>
    </Nav>
  );
}
