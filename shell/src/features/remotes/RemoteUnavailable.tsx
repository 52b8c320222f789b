import { Button } from 'shared-ui';
import { StatusPanel } from '../errors';

/** Shown in place of one remote's screens when its files cannot be loaded; the rest of the site works. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusPanel title="This section is unavailable" actions={<Button onClick={onRetry}>Retry</Button>}>
      <p>
        We couldn&apos;t load this part of Krishika. The rest of the site still works. Check your connection
        and try again in a moment.
      </p>
    </StatusPanel>
  );
}
