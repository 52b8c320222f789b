import { vi } from 'vitest';

/**
 * Moves the clock of this process forward (only Date is faked: timers and I/O keep running). The
 * emulator runs in the test's process, so it sees the same time: expiries and reuse intervals can be
 * crossed without sleeping. Pair with `restoreClock()` in afterEach.
 */
export function advanceClock(ms: number): void {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + ms);
}

export function restoreClock(): void {
  vi.useRealTimers();
}
