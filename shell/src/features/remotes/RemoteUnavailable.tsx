import { Button } from 'shared-ui';
import { StatusPanel } from '../errors';

/**
 * Shown in place of one remote's screens when its files cannot be loaded; the rest of the site works.
 * `reason`: why the shell refused it (a build that does not fit this shell), shown as is.
 */
export function RemoteUnavailable({ onRetry, reason }: { onRetry: () => void; reason?: string }) {
  return (
    <StatusPanel title="This section is unavailable" actions={<Button onClick={onRetry}>Retry</Button>}>
      {reason ? (
        <>
          <p>
            This part of Krishika was deployed in a version this site cannot run. The rest of the site still
            works.
          </p>
          <p data-testid="remote-unavailable-reason">Reason: {reason}</p>
        </>
      ) : (
        <p>
          We couldn&apos;t load this part of Krishika. The rest of the site still works. Check your connection
          and try again in a moment.
        </p>
      )}
    </StatusPanel>
  );
}
