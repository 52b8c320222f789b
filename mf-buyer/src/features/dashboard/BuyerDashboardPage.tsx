import { useAuth } from 'shared-auth';
import { ButtonLink, Page, PageHeader } from 'shared-ui';
import styled from 'styled-components';
import { CardGrid } from '../../components/ListCard';
import { Section } from '../../components/Page';
import { useApiQuery, useMarketplaceClient } from 'shared-api';
import { ListSkeleton, LoadError } from 'shared-api/ui';
import {
  FIND_SUPPLIERS,
  POST_NEW_INQUIRY,
  RECENT_INQUIRIES,
  RECOMMENDED_SUPPLIERS,
  VIEW_MESSAGES,
  WELCOME_BACK,
} from '../../lib/messages';
import { accountQueries } from '../account';
import { inquiryQueries } from '../inquiries';
import { supplierQueries } from '../suppliers';
import { SupplierCard } from '../suppliers';
import { dashboardQueries } from './api/queries';
import { RecentInquiries } from './components/RecentInquiries';
import { StatCards } from './components/StatCards';

const QuickActions = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  align-items: start;
`;

/** Narrower cards than the catalog's: they share the page with Recent Inquiries. */
const Cards = styled(CardGrid)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Recommended Suppliers: from the catalog, for the buyer's categories and their past inquiries' ones. */
function Recommendations({ categories }: { categories: readonly string[] }) {
  const client = useMarketplaceClient();
  const recommended = useApiQuery(supplierQueries.recommendations(client, categories));
  if (recommended.status === 'error')
    return (
      <LoadError what="recommended suppliers" message={recommended.message} onRetry={recommended.reload} />
    );
  if (!recommended.data) return <ListSkeleton rows={2} label="Loading recommended suppliers" />;
  if (recommended.data.length === 0)
    return <Muted>No suppliers are listed for your categories yet. Search the whole catalog instead.</Muted>;
  return (
    <Cards>
      {recommended.data.map(({ supplier, products }) => (
        <SupplierCard key={supplier.id} supplier={supplier} products={products} />
      ))}
    </Cards>
  );
}

/** /dashboard/buyer (docs/product.md#buyer-workspace): welcome, four figures, quick actions, recent inquiries, recommendations. */
export function BuyerDashboardPage() {
  const { businessName } = useAuth();
  const client = useMarketplaceClient();
  const figures = useApiQuery(dashboardQueries.figures(client));
  const inquiries = useApiQuery(inquiryQueries.list(client));
  const account = useApiQuery(accountQueries.me(client));
  const settled = account.status !== 'loading' && inquiries.status !== 'loading';
  const categories = settled
    ? [
        ...new Set([
          ...(account.data?.categories ?? []),
          ...(inquiries.data ?? []).flatMap((inquiry) => (inquiry.category ? [inquiry.category] : [])),
        ]),
      ]
    : null;
  const name = businessName ?? account.data?.businessName ?? '';

  return (
    <Page aria-labelledby="buyer-welcome">
      <PageHeader
        titleId="buyer-welcome"
        title={`${WELCOME_BACK}${name ? `, ${name}` : ''}`}
        description="Overview"
      />
      <StatCards figures={figures} />
      <QuickActions aria-label="Quick actions">
        <ButtonLink to="/post-inquiry">{POST_NEW_INQUIRY}</ButtonLink>
        <ButtonLink to="/catalog" variant="secondary">
          {FIND_SUPPLIERS}
        </ButtonLink>
        <ButtonLink to="/buyer-inquiries" variant="secondary">
          {VIEW_MESSAGES}
        </ButtonLink>
      </QuickActions>
      <Columns>
        <Section aria-labelledby="recent-inquiries">
          <h2 id="recent-inquiries">{RECENT_INQUIRIES}</h2>
          {inquiries.status === 'error' && (
            <LoadError what="your inquiries" message={inquiries.message} onRetry={inquiries.reload} />
          )}
          {!inquiries.data && inquiries.status === 'loading' && (
            <ListSkeleton label="Loading your inquiries" />
          )}
          {inquiries.data && <RecentInquiries inquiries={inquiries.data} />}
        </Section>
        <Section aria-labelledby="recommended-suppliers">
          <h2 id="recommended-suppliers">{RECOMMENDED_SUPPLIERS}</h2>
          {categories === null ? (
            <ListSkeleton rows={2} label="Loading recommended suppliers" />
          ) : (
            <Recommendations key={categories.join('|')} categories={categories} />
          )}
        </Section>
      </Columns>
    </Page>
  );
}
