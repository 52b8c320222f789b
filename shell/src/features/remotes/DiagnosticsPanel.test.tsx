import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from 'shared-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diagnosticsRequested } from './diagnostics';
import DiagnosticsPanel from './DiagnosticsPanel';
import { loadRoutesModule, registerManifestRemotes } from './registry';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/runtime', () => runtime);

afterEach(() => {
  cleanup();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const valueOf = (block: HTMLElement, term: string) =>
  within(block).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the diagnostics panel', () => {
  it('is asked for with ?krishika-diagnostics', () => {
    expect(diagnosticsRequested('?krishika-diagnostics')).toBe(true);
    expect(diagnosticsRequested('?q=rice&krishika-diagnostics=1')).toBe(true);
    expect(diagnosticsRequested('?q=rice')).toBe(false);
  });

  it("lists each remote's entries, the version this page runs, its load state and last error, and hides with the keyboard", async () => {
    window.history.replaceState(
      null,
      '',
      '/catalog?krishika-override.mf_buyer=/remotes/mf-buyer/v/cccc3333dddd4444/remoteEntry.js',
    );
    registerManifestRemotes([
      {
        name: 'mf_buyer',
        entry: 'http://localhost:4173/remotes/mf-buyer/v/aaaa1111bbbb2222/remoteEntry.js',
        canary: {
          entry: 'http://localhost:4173/remotes/mf-buyer/v/eeee5555ffff6666/remoteEntry.js',
          percent: 10,
        },
      },
      { name: 'mf_auth', entry: 'http://localhost:4173/remotes/mf-auth/remoteEntry.js' },
    ]);
    render(
      <UiProvider>
        <DiagnosticsPanel />
      </UiProvider>,
    );
    const panel = screen.getByRole('region', { name: 'Remotes on this page' });
    const buyer = within(panel).getByRole('heading', { name: 'mf_buyer' }).parentElement as HTMLElement;
    expect(valueOf(buyer, 'Runs')).toBe('override, version cccc3333dddd4444');
    expect(valueOf(buyer, 'Stable')).toBe(
      'http://localhost:4173/remotes/mf-buyer/v/aaaa1111bbbb2222/remoteEntry.js',
    );
    expect(valueOf(buyer, 'Canary')).toBe(
      'http://localhost:4173/remotes/mf-buyer/v/eeee5555ffff6666/remoteEntry.js (10%)',
    );
    expect(valueOf(buyer, 'Override')).toBe(
      new URL('/remotes/mf-buyer/v/cccc3333dddd4444/remoteEntry.js', window.location.origin).href,
    );
    expect(valueOf(buyer, 'State')).toBe('not loaded');

    // A failed load shows at once, with its message.
    runtime.loadRemote.mockRejectedValueOnce(new ReferenceError('process is not defined'));
    await act(async () => {
      await loadRoutesModule('mf_buyer').catch(() => undefined);
    });
    expect(valueOf(buyer, 'State')).toBe('failed');
    expect(valueOf(buyer, 'Last error')).toContain('ReferenceError: process is not defined');
    const auth = within(panel).getByRole('heading', { name: 'mf_auth' }).parentElement as HTMLElement;
    expect(valueOf(auth, 'Runs')).toBe('stable, version unversioned');

    const toggle = within(panel).getByRole('button', { name: 'Hide' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(within(panel).getByRole('button', { name: 'Show' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).queryByRole('heading', { name: 'mf_buyer' })).toBeNull();
  });
});
