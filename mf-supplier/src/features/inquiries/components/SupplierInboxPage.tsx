import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Button, EmptyState, Page, PageHeader } from 'shared-ui';
import { useApiQuery, useMarketplaceClient } from 'shared-api';
import { formatNumber, ListSkeleton, LoadError } from 'shared-api/ui';
import { productQueries } from '../../products';
import { inquiryQueries, invalidateInquiries } from '../api/queries';
import {
  isFiltered,
  NO_FILTERS,
  parseInboxParams,
  toApiQuery,
  toInboxParams,
  type InboxFilters,
} from '../lib/inboxFilters';
import { InboxFilterForm } from './InboxFilterForm';
import { InquiryList } from './InquiryList';

/** How many match, and how many of them are shown when the api's page holds fewer. */
function matches(total: number, shown: number): string {
  const count = total === 1 ? '1 inquiry matches' : `${formatNumber(total)} inquiries match`;
  return shown < total ? `${count}; the newest ${formatNumber(shown)} are shown` : count;
}

/** /supplier-inbox (Inbox, AI + Manual): the inquiries delivered to the supplier, searched and
 * filtered by the api (the filters live in the URL), and their threads. */
export function SupplierInboxPage() {
  const client = useMarketplaceClient();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = parseInboxParams(params);
  const filtered = isFiltered(filters);
  const inquiries = useApiQuery(inquiryQueries.filtered(client, toApiQuery(filters)));
  const products = useApiQuery(productQueries.list(client));
  // Each change is a history entry: back and forward step through the searches.
  const change = (next: InboxFilters) => setParams(toInboxParams(next));
  return (
    <Page aria-labelledby="inbox-title">
      <PageHeader titleId="inbox-title" title="Inbox" description="AI + Manual" />
      <InboxFilterForm filters={filters} products={products.data ?? []} onChange={change} />
      {inquiries.status === 'error' && (
        <LoadError what="your inbox" message={inquiries.message} onRetry={inquiries.reload} />
      )}
      {!inquiries.data && inquiries.status === 'loading' && <ListSkeleton label="Loading your inbox" />}
      {inquiries.data && filtered && inquiries.data.total === 0 ? (
        <EmptyState
          headingLevel={2}
          title="No inquiry matches these filters"
          description="Try other words or fewer filters."
          action={
            <Button type="button" onClick={() => change(NO_FILTERS)}>
              Clear filters
            </Button>
          }
        />
      ) : (
        inquiries.data && (
          <>
            {filtered && <p role="status">{matches(inquiries.data.total, inquiries.data.items.length)}</p>}
            <InquiryList
              inquiries={inquiries.data.items}
              onResponded={() => void invalidateInquiries(queryClient)}
            />
          </>
        )
      )}
    </Page>
  );
}
