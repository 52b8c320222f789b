import confetti from 'canvas-confetti';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { celebrate } from './celebrate';

const cannon = vi.fn(async () => undefined);
vi.mock('canvas-confetti', () => ({ default: { create: vi.fn(() => cannon) } }));

function reducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

afterEach(() => {
  cannon.mockClear();
});

describe('celebrate', () => {
  it('fires 50 pieces for about a second, drawn without a worker', async () => {
    reducedMotion(false);
    await celebrate();
    expect(confetti.create).toHaveBeenCalledWith(undefined, expect.objectContaining({ useWorker: false }));
    expect(cannon).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 50, ticks: 60 }));
  });

  it('does nothing when the user prefers reduced motion', async () => {
    reducedMotion(true);
    await celebrate();
    expect(cannon).not.toHaveBeenCalled();
  });
});
