import { installDialogPolyfill } from '@krishika/tooling/testing/dialogPolyfill';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from '../components/Dialog';
import { theme } from '../theme/theme';
import { Toaster, toast } from './toast';

installDialogPolyfill();
afterEach(() => toast.dismiss());

function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <button type="button" onClick={() => setOpen(true)}>
        Edit
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Edit Product">
        <button
          type="button"
          onClick={() => {
            toast.success('Product saved');
            setOpen(false);
          }}
        >
          Save
        </button>
        <button type="button" onClick={() => toast.error('Could not save')}>
          Fail
        </button>
      </Dialog>
      <Toaster />
    </ThemeProvider>
  );
}

const toaster = (text: string) => screen.getByText(text).closest('[data-toast-layer]');

describe('toasts and modal dialogs', () => {
  it('shows a toast inside the open modal (above its backdrop), and in the page once it closes', async () => {
    render(<Screen />);
    act(() => screen.getByRole('button', { name: 'Edit' }).click());
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    act(() => screen.getByRole('button', { name: 'Fail' }).click());
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
    expect(dialog.contains(toaster('Could not save'))).toBe(true);

    // A toast sent as the dialog closes is not lost with it.
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    expect(toaster('Product saved')?.parentElement).toBe(document.body);
    expect(dialog.contains(toaster('Product saved'))).toBe(false);
  });
});
