import { EmptyState } from 'shared-ui';

export function CatalogPage() {
  return (
    <section
      aria-labelledby="catalog-title"
      style={{ maxWidth: '72rem', margin: '0 auto', padding: '2rem 1rem' }}
    >
      <h1 id="catalog-title">Find Suppliers</h1>
      <EmptyState
        title="The catalog is opening soon"
        description="Search verified suppliers and their products by category, country and certification."
      />
    </section>
  );
}
