import { Button, Card } from 'shared-ui';
import styled from 'styled-components';

const Wrap = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  min-height: 40vh;
`;

const Panel = styled(Card)`
  max-width: 32rem;
  text-align: center;
`;

/** Shown in place of one remote's screens when its files cannot be loaded; the rest of the site works. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Wrap>
      <Panel role="alert" aria-live="assertive">
        <h1>This section is unavailable</h1>
        <p>
          We couldn&apos;t load this part of Krishika. The rest of the site still works. Check your connection
          and try again in a moment.
        </p>
        <Button onClick={onRetry}>Retry</Button>
      </Panel>
    </Wrap>
  );
}
