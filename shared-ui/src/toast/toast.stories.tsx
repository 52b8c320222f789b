import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../components/Button';
import { Row } from '../stories/layout';
import { toast } from './toast';

export default { title: 'Feedback / Toast' } satisfies StoryDefault;

// The Toaster comes from UiProvider (see .ladle/components.tsx), exactly as in the shell.
export const Kinds: Story = () => (
  <Row>
    <Button variant="secondary" onClick={() => toast('Draft saved')}>
      Default
    </Button>
    <Button variant="secondary" onClick={() => toast.success('Quote sent to Annapurna Foods')}>
      Success
    </Button>
    <Button variant="secondary" onClick={() => toast.error('Payment failed. Try again.')}>
      Error
    </Button>
    <Button
      variant="secondary"
      onClick={() =>
        toast.info('New enquiry for Basmati rice', { action: { label: 'View', onClick: () => undefined } })
      }
    >
      With action
    </Button>
  </Row>
);
