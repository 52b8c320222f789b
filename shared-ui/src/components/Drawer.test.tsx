import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installDialogPolyfill } from '@krishika/tooling/testing/dialogPolyfill';
import { renderWithTheme } from '../testing/render';
import { Drawer } from './Drawer';

installDialogPolyfill();

function MobileNav({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <Drawer
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Menu"
        closeLabel="Close menu"
      >
        <a href="/orders">Orders</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens labelled by its title, closes on Escape and returns focus to the opener', async () => {
    const onClose = vi.fn();
    const { user } = renderWithTheme(<MobileNav onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open menu' });

    await user.click(opener);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Orders' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(drawer).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('closes from its labelled close button', async () => {
    const onClose = vi.fn();
    const { user } = renderWithTheme(<MobileNav onClose={onClose} />);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
