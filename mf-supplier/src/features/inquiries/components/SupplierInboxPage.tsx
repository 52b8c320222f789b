import { Page, PageHeader } from 'shared-ui';
import { ListSkeleton, LoadError, useMarketplaceClient, useResource } from 'shared-api';
import { listSupplierInquiries } from '../api/inquiries';
import { InquiryList } from './InquiryList';

/** /supplier-inbox (Inbox, AI + Manual): every inquiry delivered to the supplier and its thread. */
export function SupplierInboxPage() {
  const client = useMarketplaceClient();
  const inquiries = useResource((signal) => listSupplierInquiries(client, signal));
  return (
    <Page aria-labelledby="inbox-title">
      <PageHeader titleId="inbox-title" title="Inbox" description="AI + Manual" />
      {inquiries.status === 'error' && (
        <LoadError what="your inbox" message={inquiries.message} onRetry={inquiries.reload} />
      )}
      {!inquiries.data && inquiries.status === 'loading' && <ListSkeleton label="Loading your inbox" />}
      {inquiries.data && <InquiryList inquiries={inquiries.data} onResponded={inquiries.reload} />}
    </Page>
  );
}
