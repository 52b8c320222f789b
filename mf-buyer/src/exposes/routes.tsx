import type { RoutesModule } from '@krishika/tooling/contracts';
import { lazy } from 'react';
import { withServerState } from 'shared-api';
import { CatalogPage } from '../features/catalog/components/CatalogPage';
import { BuyerDashboardPage } from '../features/dashboard/BuyerDashboardPage';
import { BuyerInquiriesPage } from '../features/inquiries/components/BuyerInquiriesPage';
import { SavedSuppliersPage } from '../features/saved/components/SavedSuppliersPage';
import { BuyerSettingsPage } from '../features/settings/components/BuyerSettingsPage';
import { queryClient } from '../lib/queryClient';

// The inquiry form (with react-hook-form) loads only when its page opens: /catalog doesn't carry it.
const PostInquiryPage = lazy(() =>
  import('../features/inquiries/components/PostInquiryPage').then((module) => ({
    default: module.PostInquiryPage,
  })),
);

// Every screen inside this remote's QueryClient (one per remote: docs/decisions/0008).
export const routes: RoutesModule['routes'] = withServerState(queryClient, [
  { path: '/catalog', title: 'Find Suppliers', Component: CatalogPage },
  { path: '/dashboard/buyer', title: 'Buyer dashboard', Component: BuyerDashboardPage },
  { path: '/post-inquiry', title: 'Post Inquiry', Component: PostInquiryPage },
  { path: '/buyer-inquiries', title: 'My Enquiries', Component: BuyerInquiriesPage },
  { path: '/saved-suppliers', title: 'Saved Suppliers', Component: SavedSuppliersPage },
  { path: '/buyer-settings', title: 'Settings', Component: BuyerSettingsPage },
]);
