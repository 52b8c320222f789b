import { useAuth } from 'shared-auth';

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
