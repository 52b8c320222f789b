import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, useApiQuery, useMarketplaceClient } from 'shared-api';
import { ListSkeleton, LoadError, timeAgo } from 'shared-api/ui';
import { Button, ButtonLink, EmptyState, Page, PageHeader, toast } from 'shared-ui';
import { CardGrid } from '../../../components/ListCard';
import { FIND_SUPPLIERS, SAVED_SUPPLIERS } from '../../../lib/messages';
import { SupplierCard } from '../../suppliers';
import { savedKeys, savedQueries } from '../api/queries';
import { unsaveSupplier, type SavedSupplier } from '../api/saved';

const products = (n: number) => `${n} active ${n === 1 ? 'product' : 'products'}`;

/** /saved-suppliers: the suppliers the buyer saved from the catalog, with Connect and Unsave. */
export function SavedSuppliersPage() {
  const client = useMarketplaceClient();
  const queryClient = useQueryClient();
  const saved = useApiQuery(savedQueries.list(client));
  // Removed here: hidden at once, and still hidden while the list is fetched again.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);

  async function unsave({ supplier }: SavedSupplier) {
    setBusy(supplier.id);
    try {
      await unsaveSupplier(client, supplier.id);
      setRemoved((previous) => new Set(previous).add(supplier.id));
      void queryClient.invalidateQueries({ queryKey: savedKeys.all });
      toast.success('Removed from Saved Suppliers', { description: supplier.businessName });
    } catch (error) {
      toast.error("Couldn't remove the supplier", { description: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  }

  const items = saved.data?.filter((item) => !removed.has(item.supplier.id)) ?? null;
  return (
    <Page aria-labelledby="saved-title">
      <PageHeader
        titleId="saved-title"
        title={SAVED_SUPPLIERS}
        description="Suppliers you saved from the catalog, last saved first."
        actions={
          <ButtonLink to="/catalog" variant="secondary">
            {FIND_SUPPLIERS}
          </ButtonLink>
        }
      />
      {saved.status === 'error' && (
        <LoadError what="your saved suppliers" message={saved.message} onRetry={saved.reload} />
      )}
      {!items && saved.status === 'loading' && <ListSkeleton label="Loading your saved suppliers" />}
      {items && items.length === 0 && (
        <EmptyState
          title="No saved suppliers yet"
          description="Save suppliers while you search the catalog, and they will be here to connect with later."
          action={<ButtonLink to="/catalog">{FIND_SUPPLIERS}</ButtonLink>}
        />
      )}
      {items && items.length > 0 && (
        <CardGrid aria-label={SAVED_SUPPLIERS}>
          {items.map((item) => (
            <SupplierCard
              key={item.supplier.id}
              supplier={item.supplier}
              products={item.supplier.categories}
              summary={`${products(item.activeProducts)} · saved ${timeAgo(item.savedAt)}`}
              extraActions={
                <Button
                  size="sm"
                  variant="secondary"
                  loading={busy === item.supplier.id}
                  onClick={() => void unsave(item)}
                  aria-label={`Unsave ${item.supplier.businessName}`}
                >
                  Unsave
                </Button>
              }
            />
          ))}
        </CardGrid>
      )}
    </Page>
  );
}
