import { Button, EmptyState } from 'shared-ui';

/** A signed-in account without a role cannot be routed to a dashboard; say so instead of looping. */
export function ProfileMissing() {
  return (
    <EmptyState
      title="We couldn't load your account profile"
      description="Your account has no buyer or supplier role yet. Reload the page, and if this persists, contact support."
      action={<Button onClick={() => window.location.reload()}>Reload Page</Button>}
    />
  );
}
