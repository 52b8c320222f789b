import type { RoutesModule } from '@krishika/tooling/contracts';
import { SupplierDashboardPage } from '../features/dashboard/SupplierDashboardPage';
import { SupplierInboxPage } from '../features/inquiries/components/SupplierInboxPage';
import { SupplierProductsPage } from '../features/products/components/SupplierProductsPage';
import { SupplierCatalogPage } from '../features/catalog/components/SupplierCatalogPage';
import { SupplierSettingsPage } from '../features/settings/components/SupplierSettingsPage';

export const routes: RoutesModule['routes'] = [
  { path: '/dashboard/supplier', title: 'Supplier dashboard', Component: SupplierDashboardPage },
  { path: '/supplier-inbox', title: 'Inbox', Component: SupplierInboxPage },
  { path: '/supplier-products', title: 'My Products', Component: SupplierProductsPage },
  { path: '/supplier-catalog', title: 'Catalog Upload', Component: SupplierCatalogPage },
  { path: '/supplier-settings', title: 'Settings', Component: SupplierSettingsPage },
];
