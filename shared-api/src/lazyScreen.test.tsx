import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazyScreen';

afterEach(cleanup);

describe('lazyScreen', () => {
  it('renders at once, without its loading state, once preloaded; loads the code once', async () => {
    const load = vi.fn(async () => ({ default: () => <h1>Create your account</h1> }));
    const { Component, preload } = lazyScreen(load);
    await preload();
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Component />
      </Suspense>,
    );
    // Synchronously: no fallback committed first.
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads on demand when it was not preloaded', async () => {
    const { Component } = lazyScreen(async () => ({ default: () => <h1>Reset password</h1> }));
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading...</p>}>
          <Component />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeTruthy();
  });

  it('loads again on the next preload after a load that failed, then renders at once', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => ReactNode }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: () => <h1>About Krishika</h1> });
    const { Component, preload } = lazyScreen(load);
    await expect(preload()).rejects.toThrow('Failed to fetch dynamically imported module');
    await preload();
    render(<Component />);
    expect(screen.getByRole('heading', { name: 'About Krishika' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
