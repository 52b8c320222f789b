import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the signal is page-wide state.
async function load() {
  vi.resetModules();
  return import('./firstScreen');
}

describe('firstScreenShown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves once a rendered screen has been painted', async () => {
    vi.useFakeTimers();
    const { firstScreenShown, markFirstScreenShown } = await load();
    let done = false;
    void firstScreenShown().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    markFirstScreenShown();
    await Promise.resolve();
    expect(done).toBe(false); // committed, not painted yet
    await vi.advanceTimersByTimeAsync(50); // the next frame, then a task
    expect(done).toBe(true);
  });

  it('resolves by itself after the fallback delay on pages that are not a remote screen', async () => {
    vi.useFakeTimers();
    const { FIRST_SCREEN_FALLBACK_MS, firstScreenShown } = await load();
    let done = false;
    void firstScreenShown().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_FALLBACK_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
