import { Link } from 'react-router-dom';
import { useAuth } from 'shared-auth';
import { EmptyState } from 'shared-ui';

export function SupplierDashboardPage() {
  const { businessName } = useAuth();
  return (
    <section aria-labelledby="supplier-welcome">
      <h1 id="supplier-welcome">Welcome back, {businessName ?? 'supplier'}</h1>
      <EmptyState
        title="No inquiries yet"
        description="Add your products so buyers' inquiries can reach you."
        action={<Link to="/supplier-products">Add Product</Link>}
      />
    </section>
  );
}
