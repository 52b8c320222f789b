import { describe, expect, it } from 'vitest';
import { Semaphore } from './semaphore.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('Semaphore', () => {
  it('never lets more than `limit` tasks run at once, first come first served', async () => {
    const semaphore = new Semaphore(2, 10);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        semaphore.run(async () => {
          order.push(i);
          running += 1;
          peak = Math.max(peak, running);
          await tick();
          running -= 1;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(semaphore.active).toBe(0);
    expect(semaphore.waiting).toBe(0);
  });

  it('fails fast with `busy` once the queue is full', async () => {
    const semaphore = new Semaphore(1, 1);
    const results = await Promise.allSettled([0, 1, 2].map(() => semaphore.run(tick)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(results[2]).toMatchObject({ reason: { code: 'busy', statusCode: 503 } });
  });

  it('lets an aborted waiter leave the queue, and refuses an already-aborted signal', async () => {
    const semaphore = new Semaphore(1, 5);
    const release = await semaphore.acquire();
    const controller = new AbortController();
    const waiting = semaphore.acquire(controller.signal);
    expect(semaphore.waiting).toBe(1);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ code: 'aborted' });
    expect(semaphore.waiting).toBe(0);
    await expect(semaphore.acquire(controller.signal)).rejects.toMatchObject({ code: 'aborted' });
    release();
    release(); // idempotent
    expect(semaphore.active).toBe(0);
  });

  it('releases the slot when a task throws', async () => {
    const semaphore = new Semaphore(1, 0);
    await expect(semaphore.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(semaphore.run(() => Promise.resolve(42))).resolves.toBe(42);
  });
});
