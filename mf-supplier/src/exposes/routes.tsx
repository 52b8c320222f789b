import type { RoutesModule } from '@krishika/tooling/contracts';
import { withServerState } from 'shared-api';
import { SupplierDashboardPage } from '../features/dashboard/SupplierDashboardPage';
import { SupplierInboxPage } from '../features/inquiries/components/SupplierInboxPage';
import { SupplierProductsPage } from '../features/products/components/SupplierProductsPage';
import { SupplierCatalogPage } from '../features/catalog/components/SupplierCatalogPage';
import { SupplierSettingsPage } from '../features/settings/components/SupplierSettingsPage';
import { queryClient } from '../lib/queryClient';

// Every screen inside this remote's QueryClient (one per remote: docs/decisions/0008).
export const routes: RoutesModule['routes'] = withServerState(queryClient, [
  { path: '/dashboard/supplier', title: 'Supplier dashboard', Component: SupplierDashboardPage },
  { path: '/supplier-inbox', title: 'Inbox', Component: SupplierInboxPage },
  { path: '/supplier-products', title: 'My Products', Component: SupplierProductsPage },
  { path: '/supplier-catalog', title: 'Catalog Upload', Component: SupplierCatalogPage },
  { path: '/supplier-settings', title: 'Settings', Component: SupplierSettingsPage },
]);
