import { Button } from 'shared-ui';
import { StatusPanel } from '../errors';

/** Without a readable remotes.json the shell cannot know which app serves a path: say so, plainly. */
export function ManifestUnavailable({ error }: { error: Error }) {
  return (
    <StatusPanel
      title="Krishika is temporarily unavailable"
      actions={<Button onClick={() => window.location.reload()}>Reload Page</Button>}
    >
      <p>The site&apos;s configuration could not be loaded. Please try again in a moment.</p>
      <p>
        <small>{error.message}</small>
      </p>
    </StatusPanel>
  );
}
