import { useAuth } from 'shared-auth';

export function BuyerSettingsPage() {
  const { businessName, user } = useAuth();
  return (
    <section aria-labelledby="buyer-settings-title">
      <h1 id="buyer-settings-title">Settings</h1>
      <dl>
        <dt>Company</dt>
        <dd>{businessName ?? '—'}</dd>
        <dt>Email</dt>
        <dd>{user?.email ?? '—'}</dd>
      </dl>
    </section>
  );
}
