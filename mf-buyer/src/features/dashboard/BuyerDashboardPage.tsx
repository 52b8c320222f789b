import { Link } from 'react-router-dom';
import { useAuth } from 'shared-auth';
import { EmptyState } from 'shared-ui';

export function BuyerDashboardPage() {
  const { businessName } = useAuth();
  return (
    <section aria-labelledby="buyer-welcome">
      <h1 id="buyer-welcome">Welcome back, {businessName ?? 'buyer'}</h1>
      <EmptyState
        title="No inquiries yet"
        description="Post your first inquiry and verified suppliers will respond with quotes."
        action={<Link to="/post-inquiry">Post New Inquiry</Link>}
      />
    </section>
  );
}
