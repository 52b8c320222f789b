import type { Role } from 'shared-auth';
import {
  Bookmark,
  FilePlus2,
  FileUp,
  Inbox,
  LayoutDashboard,
  ListChecks,
  Package,
  Settings,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  description?: string;
  icon: LucideIcon;
  /** Paths that also mark this item active (the dashboard links redirect to /dashboard/<role>). */
  alsoActiveOn?: string[];
}

/** The side-navigation items per role (docs/product.md#site-layout-and-navigation). */
export const NAV_ITEMS: Record<Role, NavItem[]> = {
  supplier: [
    {
      to: '/supplier-dashboard',
      label: 'Dashboard',
      description: 'Live Inquiries',
      icon: LayoutDashboard,
      alsoActiveOn: ['/dashboard/supplier'],
    },
    { to: '/supplier-inbox', label: 'Inbox', description: 'AI + Manual', icon: Inbox },
    { to: '/supplier-products', label: 'My Products', description: 'Product Management', icon: Package },
    { to: '/supplier-catalog', label: 'Catalog Upload', icon: FileUp },
    { to: '/supplier-settings', label: 'Settings', icon: Settings },
  ],
  buyer: [
    { to: '/buyer-dashboard', label: 'Overview', icon: LayoutDashboard, alsoActiveOn: ['/dashboard/buyer'] },
    { to: '/post-inquiry', label: 'Post Inquiry', description: 'Create New Request', icon: FilePlus2 },
    {
      to: '/buyer-inquiries',
      label: 'My Enquiries',
      description: 'All, Active, Pending, Closed',
      icon: ListChecks,
    },
    { to: '/saved-suppliers', label: 'Saved Suppliers', icon: Bookmark },
    { to: '/buyer-settings', label: 'Settings', icon: Settings },
  ],
};

export const FLOATING_ACTION: Record<Role, { to: string; label: string }> = {
  supplier: { to: '/supplier-products', label: '+ Add Product' },
  buyer: { to: '/post-inquiry', label: '+ Post Inquiry' },
};

export function isItemActive(item: NavItem, pathname: string): boolean {
  return [item.to, ...(item.alsoActiveOn ?? [])].some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
}
