import { useCallback } from 'react';
import { useAuth } from 'shared-auth';
import { Page, PageHeader, Tabs } from 'shared-ui';
import { ListSkeleton, LoadError, useMarketplaceClient, useResource } from 'shared-api';
import { AI_ASSISTANT, BUYER_INQUIRIES, PRODUCT_CATALOG, WELCOME_BACK } from '../../lib/messages';
import { AiAssistantPanel } from '../assistant';
import { listSupplierInquiries } from '../inquiries';
import { InquiryList } from '../inquiries';
import { ProductsPanel } from '../products';
import { getSupplierFigures } from './api/dashboard';
import { StatCards } from './components/StatCards';

/** /dashboard/supplier (docs/product.md#supplier-workspace): greeting, four figures and three tabs, all from the supplier's data. */
export function SupplierDashboardPage() {
  const { businessName } = useAuth();
  const client = useMarketplaceClient();
  const figures = useResource((signal) => getSupplierFigures(client, signal));
  const inquiries = useResource((signal) => listSupplierInquiries(client, signal));
  const { reload: reloadFigures } = figures;
  const { reload: reloadInquiries } = inquiries;
  const responded = useCallback(() => {
    reloadInquiries();
    reloadFigures();
  }, [reloadInquiries, reloadFigures]);

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
            content: <ProductsPanel mode="dashboard" onChanged={reloadFigures} />,
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
