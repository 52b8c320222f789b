import styled from 'styled-components';
import { ListSkeleton, LoadError, useMarketplaceClient, useResource } from 'shared-api';
import { listSupplierInquiries } from '../api/inquiries';
import { InquiryList } from './InquiryList';

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  /* A column that may shrink below its content: wide tables scroll inside their own region. */
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;

  h1 {
    margin: 0;
  }
  header p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** /supplier-inbox (Inbox, AI + Manual): every inquiry delivered to the supplier and its thread. */
export function SupplierInboxPage() {
  const client = useMarketplaceClient();
  const inquiries = useResource((signal) => listSupplierInquiries(client, signal));
  return (
    <Page aria-labelledby="inbox-title">
      <header>
        <h1 id="inbox-title">Inbox</h1>
        <p>AI + Manual</p>
      </header>
      {inquiries.status === 'error' && (
        <LoadError what="your inbox" message={inquiries.message} onRetry={inquiries.reload} />
      )}
      {!inquiries.data && inquiries.status === 'loading' && <ListSkeleton label="Loading your inbox" />}
      {inquiries.data && <InquiryList inquiries={inquiries.data} onResponded={inquiries.reload} />}
    </Page>
  );
}
