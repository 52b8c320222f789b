import { Button, Card } from 'shared-ui';
import styled from 'styled-components';

const Wrap = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  min-height: 50vh;
`;

const Panel = styled(Card)`
  max-width: 32rem;
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[6]};
`;

/** The fallback screen of spec §2, word for word. */
export function ErrorFallback({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <Wrap role="alert">
      <Panel>
        <h1>Something went wrong</h1>
        <p>
          An unexpected error occurred. This could be due to a temporary issue or a problem with your session.
        </p>
        <Actions>
          <Button onClick={onTryAgain}>Try Again</Button>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
        </Actions>
      </Panel>
    </Wrap>
  );
}
