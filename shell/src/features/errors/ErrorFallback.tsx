import { Button } from 'shared-ui';
import { StatusPanel } from './StatusPanel';

/** The fallback screen, word for word as docs/product.md#failure-screens quotes it. */
export function ErrorFallback({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <StatusPanel
      title="Something went wrong"
      actions={
        <>
          <Button onClick={onTryAgain}>Try Again</Button>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
        </>
      }
    >
      <p>
        An unexpected error occurred. This could be due to a temporary issue or a problem with your session.
      </p>
    </StatusPanel>
  );
}
