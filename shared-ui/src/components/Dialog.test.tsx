import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installDialogPolyfill } from '@krishika/tooling/testing/dialogPolyfill';
import { renderWithTheme } from '../testing/render';
import { Dialog } from './Dialog';

installDialogPolyfill();

function DeleteListing({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete listing
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Delete this listing?"
        description="Buyers will no longer see it."
        actions={<button type="button">Keep it</button>}
      >
        <p>Basmati rice, 20 t</p>
      </Dialog>
    </>
  );
}

async function openDialog() {
  const onClose = vi.fn();
  const view = renderWithTheme(<DeleteListing onClose={onClose} />);
  await view.user.click(screen.getByRole('button', { name: 'Delete listing' }));
  return { ...view, onClose, dialog: screen.getByRole('dialog', { name: 'Delete this listing?' }) };
}

describe('Dialog', () => {
  it('opens as a modal named by its title and described by its description', async () => {
    const { dialog } = await openDialog();

    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('Buyers will no longer see it.');
    expect(dialog).toHaveTextContent('Basmati rice, 20 t');
  });

  it('closes on Escape, calls onClose once and returns focus to the opener', async () => {
    const { user, dialog, onClose } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Delete listing' })).toHaveFocus();
  });

  it('closes from its close button', async () => {
    const { user, dialog, onClose } = await openDialog();

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Delete listing' })).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user, dialog, onClose } = await openDialog();

    await user.click(screen.getByText('Basmati rice, 20 t'));
    expect(onClose).not.toHaveBeenCalled();

    await user.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveAttribute('open');
  });

  it('stays open on Escape if the parent keeps it open', async () => {
    const onClose = vi.fn();
    const { user } = renderWithTheme(
      <Dialog open onClose={onClose} title="Unsaved changes">
        <p>Save first.</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Unsaved changes' });

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
  });
});
