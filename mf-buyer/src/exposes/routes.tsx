import type { RoutesModule } from '@krishika/tooling/contracts';
import { CatalogPage } from '../features/catalog/components/CatalogPage';
import { BuyerDashboardPage } from '../features/dashboard/BuyerDashboardPage';
import { BuyerInquiriesPage } from '../features/inquiries/components/BuyerInquiriesPage';
import { PostInquiryPage } from '../features/inquiries/components/PostInquiryPage';
import { SavedSuppliersPage } from '../features/saved/components/SavedSuppliersPage';
import { BuyerSettingsPage } from '../features/settings/components/BuyerSettingsPage';

export const routes: RoutesModule['routes'] = [
  { path: '/catalog', title: 'Find Suppliers', Component: CatalogPage },
  { path: '/dashboard/buyer', title: 'Buyer dashboard', Component: BuyerDashboardPage },
  { path: '/post-inquiry', title: 'Post Inquiry', Component: PostInquiryPage },
  { path: '/buyer-inquiries', title: 'My Enquiries', Component: BuyerInquiriesPage },
  { path: '/saved-suppliers', title: 'Saved Suppliers', Component: SavedSuppliersPage },
  { path: '/buyer-settings', title: 'Settings', Component: BuyerSettingsPage },
];
