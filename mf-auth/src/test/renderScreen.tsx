// Test-only helpers: render a screen as the shell would (UiProvider with its Toaster, a router).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { toast, UiProvider } from 'shared-ui';

/** Stands in for every other route, and says where navigation went. */
function ElsewhereProbe() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="location">{pathname + search + hash}</p>;
}

export function renderScreen(element: ReactElement, { path, entry }: { path: string; entry?: InitialEntry }) {
  // sonner keeps toasts in a module-wide store and replays them to a new Toaster: start clean.
  toast.dismiss();
  const user = userEvent.setup();
  const view = render(
    <UiProvider>
      <MemoryRouter initialEntries={[entry ?? path]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<ElsewhereProbe />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
  return { user, ...view };
}

/** The path the app navigated to (shown by the probe route). */
export async function findLocation(): Promise<string> {
  return (await screen.findByTestId('location')).textContent ?? '';
}

/** A sonner toast by its title, as rendered by the Toaster inside UiProvider. */
export async function findToast(title: string): Promise<{ title: string; description: string | null }> {
  const titleNode = await screen.findByText(title, { selector: '[data-title]' });
  const toastNode = titleNode.closest('[data-sonner-toast]');
  const description = toastNode?.querySelector('[data-description]')?.textContent ?? null;
  return { title: titleNode.textContent ?? '', description };
}

/** A promise the test settles by hand, to look at a busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
