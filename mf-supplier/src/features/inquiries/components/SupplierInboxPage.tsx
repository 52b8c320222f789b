import { useQueryClient } from '@tanstack/react-query';
import { Page, PageHeader } from 'shared-ui';
import { useApiQuery, useMarketplaceClient } from 'shared-api';
import { ListSkeleton, LoadError } from 'shared-api/ui';
import { inquiryQueries, invalidateInquiries } from '../api/queries';
import { InquiryList } from './InquiryList';

/** /supplier-inbox (Inbox, AI + Manual): every inquiry delivered to the supplier and its thread. */
export function SupplierInboxPage() {
  const client = useMarketplaceClient();
  const queryClient = useQueryClient();
  const inquiries = useApiQuery(inquiryQueries.list(client));
  return (
    <Page aria-labelledby="inbox-title">
      <PageHeader titleId="inbox-title" title="Inbox" description="AI + Manual" />
      {inquiries.status === 'error' && (
        <LoadError what="your inbox" message={inquiries.message} onRetry={inquiries.reload} />
      )}
      {!inquiries.data && inquiries.status === 'loading' && <ListSkeleton label="Loading your inbox" />}
      {inquiries.data && (
        <InquiryList inquiries={inquiries.data} onResponded={() => void invalidateInquiries(queryClient)} />
      )}
    </Page>
  );
}
