import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from 'shared-auth';
import { Page, PageHeader, Tabs } from 'shared-ui';
import { useApiQuery, useMarketplaceClient } from 'shared-api';
import { ListSkeleton, LoadError } from 'shared-api/ui';
import { AI_ASSISTANT, BUYER_INQUIRIES, PRODUCT_CATALOG, WELCOME_BACK } from '../../lib/messages';
import { AiAssistantPanel } from '../assistant';
import { inquiryQueries, invalidateInquiries } from '../inquiries';
import { InquiryList } from '../inquiries';
import { ProductsPanel } from '../products';
import { dashboardQueries } from './api/queries';
import { StatCards } from './components/StatCards';

/** /dashboard/supplier (docs/product.md#supplier-workspace): greeting, four figures and three tabs, all from the supplier's data. */
export function SupplierDashboardPage() {
  const { businessName } = useAuth();
  const client = useMarketplaceClient();
  const queryClient = useQueryClient();
  const figures = useApiQuery(dashboardQueries.figures(client));
  const inquiries = useApiQuery(inquiryQueries.list(client));
  // A response makes the inbox and the figures stale (invalidateInquiries); a product change, the
  // figures too (ProductsPanel invalidates them itself).
  const responded = () => void invalidateInquiries(queryClient);

  return (
    <Page aria-labelledby="supplier-welcome">
      <PageHeader
        titleId="supplier-welcome"
        title={`${WELCOME_BACK}${businessName ? `, ${businessName}` : ''}`}
        description="Live Inquiries"
      />
      <StatCards figures={figures} />
      <Tabs
        label="Supplier workspace"
        items={[
          {
            id: 'inquiries',
            label: BUYER_INQUIRIES,
            content: (
              <section aria-label={BUYER_INQUIRIES}>
                {inquiries.status === 'error' && (
                  <LoadError what="your inquiries" message={inquiries.message} onRetry={inquiries.reload} />
                )}
                {!inquiries.data && inquiries.status === 'loading' && (
                  <ListSkeleton label="Loading buyer inquiries" />
                )}
                {inquiries.data && <InquiryList inquiries={inquiries.data} onResponded={responded} />}
              </section>
            ),
          },
          {
            id: 'products',
            label: PRODUCT_CATALOG,
            content: <ProductsPanel mode="dashboard" />,
          },
          {
            id: 'assistant',
            label: AI_ASSISTANT,
            content: <AiAssistantPanel inquiries={inquiries.data} />,
          },
        ]}
      />
    </Page>
  );
}
