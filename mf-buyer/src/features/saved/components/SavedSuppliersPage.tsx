import { useState } from 'react';
import { errorMessage, ListSkeleton, LoadError, useMarketplaceClient, useResource } from 'shared-api';
import { Button, ButtonLink, EmptyState, toast } from 'shared-ui';
import styled from 'styled-components';
import { Page } from '../../../components/Page';
import { timeAgo } from '../../../lib/format';
import { FIND_SUPPLIERS, SAVED_SUPPLIERS } from '../../../lib/messages';
import { SupplierCard } from '../../suppliers/components/SupplierCard';
import { listSaved, unsaveSupplier, type SavedSupplier } from '../api/saved';

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const products = (n: number) => `${n} active ${n === 1 ? 'product' : 'products'}`;

/** /saved-suppliers: the suppliers the buyer saved from the catalog, with Connect and Unsave. */
export function SavedSuppliersPage() {
  const client = useMarketplaceClient();
  const saved = useResource((signal) => listSaved(client, signal));
  // Removed here but not reloaded yet: hidden at once.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);

  async function unsave({ supplier }: SavedSupplier) {
    setBusy(supplier.id);
    try {
      await unsaveSupplier(client, supplier.id);
      setRemoved((previous) => new Set(previous).add(supplier.id));
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
      <Head>
        <div>
          <h1 id="saved-title">{SAVED_SUPPLIERS}</h1>
          <p>Suppliers you saved from the catalog, last saved first.</p>
        </div>
        <ButtonLink to="/catalog" variant="secondary">
          {FIND_SUPPLIERS}
        </ButtonLink>
      </Head>
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
        <Cards aria-label={SAVED_SUPPLIERS}>
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
        </Cards>
      )}
    </Page>
  );
}
