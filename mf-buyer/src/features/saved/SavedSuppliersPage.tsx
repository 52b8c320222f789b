import { Link } from 'react-router-dom';
import { EmptyState } from 'shared-ui';

export function SavedSuppliersPage() {
  return (
    <section aria-labelledby="saved-title">
      <h1 id="saved-title">Saved Suppliers</h1>
      <EmptyState
        title="No saved suppliers"
        description="Save suppliers from the catalog to find them here."
        action={<Link to="/catalog">Find Suppliers</Link>}
      />
    </section>
  );
}
