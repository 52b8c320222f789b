import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink, EmptyState, Page, PageHeader, Tabs } from 'shared-ui';
import styled from 'styled-components';
import { useApiQuery, useMarketplaceClient } from 'shared-api';
import { formatNumber, ListSkeleton, LoadError, timeAgo } from 'shared-api/ui';
import {
  MY_ENQUIRIES,
  POST_INQUIRY,
  TAB_ACTIVE,
  TAB_ALL,
  TAB_CLOSED,
  TAB_PENDING,
} from '../../../lib/messages';
import type { InquirySummary } from '../api/inquiries';
import { inquiryQueries, invalidateInquiries } from '../api/queries';
import { InquiryDetail } from './InquiryDetail';
import { InquiryStatusBadge, responsesLabel } from './InquiryStatusBadge';

/** My Enquiries' tabs: Active is every inquiry not closed; Pending, those still waiting for a response. */
export const TABS = [
  { id: 'all', label: TAB_ALL, matches: () => true },
  { id: 'active', label: TAB_ACTIVE, matches: (i: InquirySummary) => i.status !== 'closed' },
  {
    id: 'pending',
    label: TAB_PENDING,
    matches: (i: InquirySummary) => i.status === 'new' || i.status === 'pending',
  },
  { id: 'closed', label: TAB_CLOSED, matches: (i: InquirySummary) => i.status === 'closed' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;

  @media (min-width: 1024px) {
    grid-template-columns: minmax(23rem, 27rem) minmax(0, 1fr);
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $selected: boolean }>`
  a,
  button {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    width: 100%;
    padding: ${({ theme }) => theme.space[3]};
    text-align: left;
    font: inherit;
    color: inherit;
    background: ${({ theme, $selected }) => ($selected ? theme.color.brandSoft : theme.color.surface)};
    border: 1px solid ${({ theme, $selected }) => ($selected ? theme.color.brand : theme.color.border)};
    border-radius: ${({ theme }) => theme.radius.md};
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  strong {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

function InquiryItems({
  inquiries,
  selected,
  onSelect,
}: {
  inquiries: readonly InquirySummary[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  if (inquiries.length === 0) return <p>No inquiries here.</p>;
  return (
    <List>
      {inquiries.map((inquiry) => (
        <Item key={inquiry.id} $selected={inquiry.id === selected}>
          <button
            type="button"
            aria-current={inquiry.id === selected || undefined}
            onClick={() => onSelect(inquiry.id)}
          >
            <strong>{inquiry.productName}</strong>
            <span className="meta">
              {formatNumber(inquiry.quantity)} {inquiry.quantityUnit} · {inquiry.destinationCountry} ·{' '}
              <time dateTime={inquiry.createdAt}>{timeAgo(inquiry.createdAt)}</time>
            </span>
            <span className="meta">
              <InquiryStatusBadge status={inquiry.status} />
              {responsesLabel(inquiry.responsesCount)} · to {inquiry.suppliersCount}{' '}
              {inquiry.suppliersCount === 1 ? 'supplier' : 'suppliers'}
            </span>
          </button>
        </Item>
      ))}
    </List>
  );
}

/** /buyer-inquiries: My Enquiries (All, Active, Pending, Closed) and the selected inquiry's threads. */
export function BuyerInquiriesPage() {
  const client = useMarketplaceClient();
  const queryClient = useQueryClient();
  const inquiries = useApiQuery(inquiryQueries.list(client));
  const [params, setParams] = useSearchParams();
  const tab: TabId = TABS.find((candidate) => candidate.id === params.get('tab'))?.id ?? 'all';
  const selected = params.get('inquiry');
  const [chosen, setChosen] = useState(false);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes))
          if (value === null) next.delete(key);
          else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const data = inquiries.data;
  return (
    <Page aria-labelledby="my-enquiries-title">
      <PageHeader
        titleId="my-enquiries-title"
        title={MY_ENQUIRIES}
        description="Follow every inquiry, compare quotes and reply to suppliers."
      />
      {inquiries.status === 'error' && (
        <LoadError what="your inquiries" message={inquiries.message} onRetry={inquiries.reload} />
      )}
      {!data && inquiries.status === 'loading' && <ListSkeleton label="Loading your inquiries" />}
      {data && data.length === 0 && (
        <EmptyState
          title="No inquiries yet"
          description="Post an inquiry and suppliers' responses and quotes will be listed here."
          action={<ButtonLink to="/post-inquiry">{POST_INQUIRY}</ButtonLink>}
        />
      )}
      {data && data.length > 0 && (
        <Layout>
          <Tabs
            label={MY_ENQUIRIES}
            value={tab}
            onValueChange={(id) => update({ tab: id === 'all' ? null : id })}
            items={TABS.map(({ id, label, matches }) => {
              const shown = data.filter(matches);
              return {
                id,
                label: `${label} (${shown.length})`,
                content: (
                  <InquiryItems
                    inquiries={shown}
                    selected={selected}
                    onSelect={(inquiryId) => {
                      setChosen(true);
                      update({ inquiry: inquiryId });
                    }}
                  />
                ),
              };
            })}
          />
          <div>
            {selected ? (
              <InquiryDetail
                key={selected}
                inquiryId={selected}
                // After a choice in the list the heading takes focus (and, on a narrow screen, the view).
                focusOnLoad={chosen}
                onChanged={() => void invalidateInquiries(queryClient)}
              />
            ) : (
              <EmptyState
                headingLevel={2}
                title="Choose an inquiry"
                description="Its suppliers, their quotes side by side and the threads open here."
              />
            )}
          </div>
        </Layout>
      )}
    </Page>
  );
}
