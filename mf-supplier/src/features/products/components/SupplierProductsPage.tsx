import { PLAN_NAMES } from 'contracts';
import { Card, Page, PageHeader, Progress, Skeleton } from 'shared-ui';
import styled from 'styled-components';
import { useApiQuery, useMarketplaceClient } from 'shared-api';
import { LoadError } from 'shared-api/ui';
import type { PlanUsage } from '../api/products';
import { productQueries } from '../api/queries';
import { ProductsPanel } from './ProductsPanel';

const UsageCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

function UsageSummary({ usage }: { usage: PlanUsage }) {
  const { used, limit } = usage.activeProducts;
  const plan = PLAN_NAMES[usage.plan];
  return (
    <>
      <h2>{plan} plan</h2>
      {limit === null ? (
        <p>{used} active listings. Your plan has no listing limit.</p>
      ) : (
        <>
          <Progress
            value={Math.min(used, limit)}
            max={limit}
            label={`Active listings: ${used} of ${limit}`}
            showValue={false}
            tone={used >= limit ? 'danger' : 'brand'}
          />
          <p>
            {used >= limit
              ? `You have reached the ${plan} plan's ${limit} active listings. Save new products as drafts, deactivate a listing, or upgrade to Pro for unlimited listings.`
              : `The ${plan} plan lists up to ${limit} active products; drafts don't count.`}
          </p>
        </>
      )}
    </>
  );
}

/** /supplier-products: My Products (Product Management) with the plan's limit and usage. */
export function SupplierProductsPage() {
  const client = useMarketplaceClient();
  const usage = useApiQuery(productQueries.planUsage(client));
  return (
    <Page aria-labelledby="products-title">
      <PageHeader titleId="products-title" title="My Products" description="Product Management" />
      <UsageCard aria-label="Plan and usage" forwardedAs="section">
        {usage.data ? (
          <UsageSummary usage={usage.data} />
        ) : usage.status === 'error' ? (
          <LoadError what="your plan" message={usage.message} onRetry={usage.reload} />
        ) : (
          <Skeleton height="3.5rem" shape="rect" />
        )}
      </UsageCard>
      <ProductsPanel mode="manage" title="Products" />
    </Page>
  );
}
