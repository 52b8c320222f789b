import { SpeechError } from './errors.ts';

interface Waiter {
  grant: () => void;
}

/**
 * At most `limit` holders at once and at most `maxQueue` waiters (first come, first served);
 * past that `acquire` fails at once with `busy`. A waiter whose signal aborts leaves the queue.
 */
export class Semaphore {
  #active = 0;
  readonly #queue: Waiter[] = [];

  constructor(
    readonly limit: number,
    readonly maxQueue: number,
  ) {}

  get active(): number {
    return this.#active;
  }

  get waiting(): number {
    return this.#queue.length;
  }

  /** Resolves with a release function (idempotent) once a slot is free. */
  acquire(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(abortedError());
    if (this.#active < this.limit) {
      this.#active += 1;
      return Promise.resolve(this.#releaser());
    }
    if (this.#queue.length >= this.maxQueue)
      return Promise.reject(new SpeechError('busy', 'Speech is busy; please try again shortly.'));

    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const index = this.#queue.indexOf(waiter);
        if (index >= 0) this.#queue.splice(index, 1);
        reject(abortedError());
      };
      const waiter: Waiter = {
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(this.#releaser());
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#queue.push(waiter);
    });
  }

  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const release = await this.acquire(signal);
    try {
      return await task();
    } finally {
      release();
    }
  }

  #releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#queue.shift();
      if (next) next.grant();
      else this.#active -= 1;
    };
  }
}

export function abortedError(): SpeechError {
  return new SpeechError('aborted', 'Speech synthesis was cancelled.');
}
