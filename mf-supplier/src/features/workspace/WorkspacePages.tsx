import { useAuth } from 'shared-auth';
import { EmptyState } from 'shared-ui';

export function SupplierInboxPage() {
  return (
    <section aria-labelledby="inbox-title">
      <h1 id="inbox-title">Inbox</h1>
      <EmptyState
        title="No conversations yet"
        description="Threads with buyers, AI-drafted and manual replies, appear here."
      />
    </section>
  );
}

export function SupplierProductsPage() {
  return (
    <section aria-labelledby="products-title">
      <h1 id="products-title">My Products</h1>
      <EmptyState
        title="No products yet"
        description="Add your first product listing to appear in the global catalog."
      />
    </section>
  );
}

export function SupplierCatalogPage() {
  return (
    <section aria-labelledby="catalog-upload-title">
      <h1 id="catalog-upload-title">Catalog Upload</h1>
      <p>Upload a catalog PDF (up to 10 MB) and Krishika turns its product lines into listings.</p>
    </section>
  );
}

export function SupplierSettingsPage() {
  const { businessName, user } = useAuth();
  return (
    <section aria-labelledby="supplier-settings-title">
      <h1 id="supplier-settings-title">Settings</h1>
      <dl>
        <dt>Company</dt>
        <dd>{businessName ?? '—'}</dd>
        <dt>Email</dt>
        <dd>{user?.email ?? '—'}</dd>
      </dl>
    </section>
  );
}
