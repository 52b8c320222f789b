import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Badge, ButtonLink, Card, EmptyState, Page, PageHeader } from 'shared-ui';
import styled from 'styled-components';
import { type QueryView, useApiQuery, useMarketplaceClient } from 'shared-api';
import { formatMoney, formatNumber, ListSkeleton, LoadError } from 'shared-api/ui';
import type { CatalogUploadOutcome } from '@krishika/tooling/contracts';
import { productKeys } from '../../products';
import type { CatalogProduct } from '../api/catalogProducts';
import { catalogKeys, catalogQueries } from '../api/queries';
import { FederatedCatalogUpload, type FederatedCatalogUploadProps } from './FederatedCatalogUpload';

const Drafts = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  > header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow-wrap: anywhere;

  strong {
    min-width: 0;
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.successSoft};
  overflow-wrap: anywhere;
`;

function details(product: CatalogProduct): string {
  const parts: string[] = [];
  if (product.category) parts.push(product.category);
  if (product.priceMin !== null && product.currency) {
    const range =
      product.priceMax !== null && product.priceMax !== product.priceMin
        ? `${formatMoney(product.priceMin, product.currency)}–${formatNumber(product.priceMax)}`
        : formatMoney(product.priceMin, product.currency);
    parts.push(product.priceUnit ? `${range} / ${product.priceUnit}` : range);
  }
  if (product.moq !== null) parts.push(`MOQ ${formatNumber(product.moq)} ${product.moqUnit ?? ''}`.trim());
  return parts.join(' · ');
}

function CatalogProducts({ products }: { products: QueryView<CatalogProduct[]> }) {
  if (products.status === 'error' && !products.data)
    return <LoadError what="your catalog products" message={products.message} onRetry={products.reload} />;
  if (!products.data) return <ListSkeleton rows={3} label="Loading your catalog products" />;
  if (products.data.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        title="No products from catalogs yet"
        description="Upload a catalog PDF above: each product line Krishika reads becomes a draft here, for you to review and list."
      />
    );
  const drafts = products.data.filter((product) => product.status === 'draft').length;
  return (
    <>
      <p>
        {products.data.length} {products.data.length === 1 ? 'product' : 'products'} from your catalogs,{' '}
        {drafts} {drafts === 1 ? 'draft' : 'drafts'} not listed yet. Drafts are not shown to buyers until you
        review them and set them active.
      </p>
      {products.status === 'error' && (
        <LoadError what="your catalog products" message={products.message} onRetry={products.reload} />
      )}
      <Items aria-label="Products from your catalogs">
        {products.data.map((product) => (
          <Item key={product.id}>
            <strong>{product.name}</strong>
            <Badge tone={product.status === 'active' ? 'success' : 'neutral'}>
              {product.status === 'active' ? 'Active' : 'Draft'}
            </Badge>
            {details(product) && <span>{details(product)}</span>}
          </Item>
        ))}
      </Items>
    </>
  );
}

export interface SupplierCatalogPageProps {
  /** Tests replace the federated panel's loader. */
  loadUpload?: FederatedCatalogUploadProps['load'];
}

/** /supplier-catalog: Catalog Upload (mf_krishika's panel) and the drafts it made. */
export function SupplierCatalogPage({ loadUpload }: SupplierCatalogPageProps = {}) {
  const client = useMarketplaceClient();
  const queryClient = useQueryClient();
  const products = useApiQuery(catalogQueries.products(client));
  const [last, setLast] = useState<CatalogUploadOutcome | null>(null);
  // An upload adds draft products: this list and My Products are stale.
  const onUploaded = useCallback(
    (outcome: CatalogUploadOutcome) => {
      setLast(outcome);
      void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
    [queryClient],
  );

  return (
    <Page aria-labelledby="catalog-upload-title">
      <PageHeader
        titleId="catalog-upload-title"
        title="Catalog Upload"
        description="Upload a catalog PDF (up to 10 MB): Krishika reads its product lines into draft products you review before they are listed."
      />
      <FederatedCatalogUpload
        {...(loadUpload ? { load: loadUpload } : {})}
        description="Drag and drop your catalog PDF or choose it. Each product line becomes a draft in My Products."
        onUploaded={onUploaded}
      />
      <Drafts forwardedAs="section" padding="lg" aria-labelledby="catalog-products-title">
        <header>
          <h2 id="catalog-products-title">Products from your catalogs</h2>
          <ButtonLink to="/supplier-products" variant="secondary" size="sm">
            Review in My Products
          </ButtonLink>
        </header>
        {last && (
          <Notice role="status">
            {last.fileName}: {last.productsExtracted}{' '}
            {last.productsExtracted === 1 ? 'product was' : 'products were'} added as{' '}
            {last.productsExtracted === 1 ? 'a draft' : 'drafts'}.
          </Notice>
        )}
        <CatalogProducts products={products} />
      </Drafts>
    </Page>
  );
}
