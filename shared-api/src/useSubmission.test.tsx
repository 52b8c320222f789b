import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarketplaceError } from './marketplaceClient';
import { SERVICE_UNAVAILABLE } from './specMessages';
import { createFakeClient, findToast, renderWithClient } from './testing';
import { useSubmission } from './useSubmission';

function Probe({ action }: { action: () => Promise<void> }) {
  const { busy, failure, send } = useSubmission();
  return (
    <form
      aria-label="Probe"
      onSubmit={(event) => {
        event.preventDefault();
        void send(action, "It wasn't sent");
      }}
    >
      {failure && <p role="alert">{failure}</p>}
      <button type="submit">{busy ? 'Sending…' : 'Send'}</button>
    </form>
  );
}

describe('useSubmission', () => {
  it('is busy while sending, then says nothing when it worked', async () => {
    let finish: () => void = () => undefined;
    const { user } = renderWithClient(
      <Probe
        action={() =>
          new Promise<void>((resolve) => {
            finish = resolve;
          })
        }
      />,
      createFakeClient(),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeInTheDocument();
    finish();
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failure as the alert and a toast with the same reason, and clears it on the next try', async () => {
    let fail = true;
    const { user } = renderWithClient(
      <Probe
        action={async () => {
          if (fail) throw new MarketplaceError('server', SERVICE_UNAVAILABLE, 503);
        }}
      />,
      createFakeClient(),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICE_UNAVAILABLE);
    expect(await findToast("It wasn't sent")).toEqual({
      title: "It wasn't sent",
      description: SERVICE_UNAVAILABLE,
    });
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
