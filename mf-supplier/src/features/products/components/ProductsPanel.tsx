import { useQueryClient } from '@tanstack/react-query';
import type { Product } from 'contracts/wire';
import { useState } from 'react';
import { Button, EmptyState, toast } from 'shared-ui';
import styled from 'styled-components';
import { useApiQuery, useMarketplaceClient, errorMessage } from 'shared-api';
import { ListSkeleton, LoadError } from 'shared-api/ui';
import { ADD_PRODUCT, PRODUCT_CATALOG } from '../../../lib/messages';
import { updateProduct } from '../api/products';
import { invalidateProducts, productQueries } from '../api/queries';
import { ProductFormDialog } from './ProductFormDialog';
import { ProductTable } from './ProductTable';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export interface ProductsPanelProps {
  /** 'manage' (My Products) also deactivates and activates; the dashboard tab only edits and adds. */
  mode: 'dashboard' | 'manage';
  title?: string;
}

/** The supplier's products with 'Edit' and 'Add Product': loading, empty and error states included. */
export function ProductsPanel({ mode, title = PRODUCT_CATALOG }: ProductsPanelProps) {
  const client = useMarketplaceClient();
  const queryClient = useQueryClient();
  const products = useApiQuery(productQueries.list(client));
  // After any change the products, the plan's usage, the catalog's list and the dashboard's figures
  // are fetched again where they are shown.
  const changed = () => void invalidateProducts(queryClient);
  const [editing, setEditing] = useState<Product | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);

  const open = (product: Product | null) => {
    setEditing(product);
    setDialogOpen(true);
  };

  const saved = () => {
    setDialogOpen(false);
    changed();
  };

  const toggle = async (product: Product) => {
    const status = product.status === 'active' ? 'draft' : 'active';
    setBusyId(product.id);
    try {
      await updateProduct(client, product.id, { status });
      toast.success(status === 'draft' ? 'Product deactivated' : 'Product activated', {
        description:
          status === 'draft'
            ? `${product.name} is now a draft and no longer listed in the catalog.`
            : `${product.name} is listed in the catalog.`,
      });
      changed();
    } catch (error) {
      toast.error(`${product.name} wasn't ${status === 'draft' ? 'deactivated' : 'activated'}`, {
        description: errorMessage(error),
      });
    } finally {
      setBusyId(null);
    }
  };

  const list = products.data;
  return (
    <section aria-label={title}>
      <Bar>
        <h2>{title}</h2>
        <Button onClick={() => open(null)}>{ADD_PRODUCT}</Button>
      </Bar>
      {products.status === 'error' && (
        <LoadError what="your products" message={products.message} onRetry={products.reload} />
      )}
      {list === null && products.status === 'loading' && <ListSkeleton label="Loading your products" />}
      {list !== null && list.length === 0 && (
        <EmptyState
          headingLevel={3}
          title="No products yet"
          description="Add your first product with its price, MOQ and certifications: active products are listed in the global catalog, and buyers' inquiries about them reach you with a reply drafted by Krishika."
          action={<Button onClick={() => open(null)}>{ADD_PRODUCT}</Button>}
        />
      )}
      {list !== null && list.length > 0 && (
        <ProductTable
          products={list}
          caption={title}
          onEdit={open}
          onToggleStatus={mode === 'manage' ? toggle : undefined}
          busyId={busyId}
        />
      )}
      <ProductFormDialog
        open={dialogOpen}
        product={editing}
        onClose={() => setDialogOpen(false)}
        onSaved={saved}
      />
    </section>
  );
}
