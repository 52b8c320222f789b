import { Button, Card } from 'shared-ui';
import styled from 'styled-components';

const Panel = styled(Card)`
  max-width: 36rem;
  margin: ${({ theme }) => theme.space[12]} auto;
  text-align: center;
`;

/** Without a readable remotes.json the shell cannot know which app serves a path: say so, plainly. */
export function ManifestUnavailable({ error }: { error: Error }) {
  return (
    <Panel role="alert">
      <h1>Krishika is temporarily unavailable</h1>
      <p>The site&apos;s configuration could not be loaded. Please try again in a moment.</p>
      <p>
        <small>{error.message}</small>
      </p>
      <Button onClick={() => window.location.reload()}>Reload Page</Button>
    </Panel>
  );
}
