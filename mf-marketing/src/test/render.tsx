// Test-only helpers: render a screen as the shell would (UiProvider with its Toaster, a router).
import { vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { toast, UiProvider } from 'shared-ui';

function ElsewhereProbe() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="location">{pathname + search + hash}</p>;
}

export function renderScreen(
  element: ReactElement,
  {
    path = '/',
    entry = path,
    fakeTimers = false,
  }: { path?: string; entry?: string; fakeTimers?: boolean } = {},
) {
  toast.dismiss();
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  const view = render(
    <UiProvider>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<ElsewhereProbe />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
  return { user, ...view };
}

export async function findLocation(): Promise<string> {
  return (await screen.findByTestId('location')).textContent ?? '';
}

/** A sonner toast by its title. */
// The forms stay busy at least a second before any toast (by design), so a toast is awaited longer
// than testing-library's default second: waiting just that long raced the toast and failed in CI.
const TOAST_WAIT_MS = 3000;

export async function findToast(title: string): Promise<{ title: string; description: string | null }> {
  const titleNode = await screen.findByText(title, { selector: '[data-title]' }, { timeout: TOAST_WAIT_MS });
  const toastNode = titleNode.closest('[data-sonner-toast]');
  const description = toastNode?.querySelector('[data-description]')?.textContent ?? null;
  return { title: titleNode.textContent ?? '', description };
}

/** Makes `prefers-reduced-motion: reduce` match (or not) for the rest of the test. */
export function setReducedMotion(reduce: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
