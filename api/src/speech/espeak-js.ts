import { Worker } from 'node:worker_threads';
import { SpeechError } from './errors.ts';
import { Semaphore, abortedError } from './semaphore.ts';
import type { PcmAudio } from './wav.ts';
import type { SynthesisJob } from './job.ts';

/** Messages of espeak-js.worker.mjs. */
type WorkerMessage =
  | { type: 'ready'; sampleRate: number }
  | { type: 'result'; id: number; pcm: ArrayBuffer; sampleRate: number }
  | { type: 'error'; id: number; code: 'engine_failed' | 'output_too_large' | 'aborted'; message: string };

function isWorkerMessage(value: unknown): value is WorkerMessage {
  if (typeof value !== 'object' || value === null || !('type' in value)) return false;
  switch (value.type) {
    case 'ready':
      return 'sampleRate' in value && typeof value.sampleRate === 'number';
    case 'result':
      return 'id' in value && 'pcm' in value && value.pcm instanceof ArrayBuffer && 'sampleRate' in value;
    case 'error':
      return 'id' in value && 'code' in value && 'message' in value;
    default:
      return false;
  }
}

export type JsSynthesis = SynthesisJob;

type Settle = (outcome: SpeechError | PcmAudio) => void;

const WORKER_URL = new URL('./espeak-js.worker.mjs', import.meta.url);

/**
 * eSpeak NG compiled to WebAssembly, in one worker thread that is started on first use and then kept
 * warm. Jobs run one at a time (queue bounded by `maxQueue`); the event loop stays free meanwhile.
 * Timeout terminates the worker (the next job starts a new one); abort stops the job at its next
 * audio chunk.
 */
export class JsEspeak {
  #worker: Worker | null = null;
  #ready: Promise<Worker> | null = null;
  #failReady: ((error: SpeechError) => void) | null = null;
  #starting = false;
  #nextId = 1;
  readonly #pending = new Map<number, Settle>();
  readonly #cancel = new Int32Array(new SharedArrayBuffer(4));
  readonly #slots: Semaphore;

  constructor(maxQueue: number) {
    this.#slots = new Semaphore(1, maxQueue);
  }

  /** Starts the worker and loads eSpeak if that has not happened yet. */
  async warmUp(): Promise<void> {
    await this.#start();
  }

  async synthesize(job: JsSynthesis): Promise<PcmAudio> {
    return this.#slots.run(() => this.#run(job), job.signal);
  }

  /** Stops the worker; jobs in flight fail with `aborted`. */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#reset(abortedError());
    await worker?.terminate();
  }

  #run(job: JsSynthesis): Promise<PcmAudio> {
    return new Promise((resolve, reject) => {
      const id = this.#nextId++;
      let posted = false;
      let settled = false;
      const settle: Settle = (outcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        job.signal?.removeEventListener('abort', onAbort);
        this.#pending.delete(id);
        this.#updateRef();
        if (outcome instanceof SpeechError) reject(outcome);
        else resolve(outcome);
      };
      const timer = setTimeout(() => {
        settle(new SpeechError('timeout', `Speech synthesis took longer than ${job.timeoutMs} ms.`));
        // The synthesis is synchronous inside the worker: terminating it is the only way to stop it.
        // A worker still loading eSpeak is left to finish, for the next request.
        if (posted) this.#kill();
      }, job.timeoutMs);
      const onAbort = () => {
        if (posted) Atomics.store(this.#cancel, 0, id);
        else settle(abortedError());
      };
      job.signal?.addEventListener('abort', onAbort, { once: true });
      this.#pending.set(id, settle);
      this.#updateRef();

      this.#start().then(
        (worker) => {
          if (settled) return;
          posted = true;
          worker.postMessage({
            id,
            text: job.text,
            voice: job.voice,
            rate: job.rate,
            maxSamples: Math.floor(job.maxOutputBytes / 2),
          });
        },
        (error: unknown) =>
          settle(
            error instanceof SpeechError
              ? error
              : new SpeechError('engine_failed', 'The speech engine failed.', { cause: error }),
          ),
      );
    });
  }

  #start(): Promise<Worker> {
    if (this.#ready) return this.#ready;
    this.#starting = true;
    const worker = new Worker(WORKER_URL, { workerData: { cancel: this.#cancel.buffer } });
    this.#worker = worker;
    this.#ready = new Promise<Worker>((resolve, reject) => {
      this.#failReady = reject;
      worker.on('message', (message: unknown) => {
        if (!isWorkerMessage(message)) return;
        if (message.type === 'ready') {
          this.#starting = false;
          this.#failReady = null;
          this.#updateRef();
          resolve(worker);
          return;
        }
        const settle = this.#pending.get(message.id);
        if (!settle) return;
        if (message.type === 'result') {
          settle({ data: Buffer.from(message.pcm), sampleRate: message.sampleRate });
        } else if (message.code === 'aborted') {
          settle(abortedError());
        } else if (message.code === 'output_too_large') {
          settle(new SpeechError('output_too_large', 'The speech is too long to send.'));
        } else {
          settle(
            new SpeechError('engine_failed', 'The speech engine failed.', {
              cause: new Error(message.message),
            }),
          );
        }
      });
      const onFailure = (cause: unknown) => {
        if (this.#worker !== worker) return;
        const error = this.#starting
          ? new SpeechError('engine_unavailable', 'The JavaScript speech engine could not be loaded.', {
              cause,
            })
          : new SpeechError('engine_failed', 'The speech engine stopped.', { cause });
        this.#reset(error);
      };
      worker.on('error', onFailure);
      worker.on('exit', (code) => onFailure(new Error(`worker exited with code ${code}`)));
    });
    // Rejections reach callers through the promise they hold; none is left unhandled here.
    this.#ready.catch(() => {});
    this.#updateRef();
    return this.#ready;
  }

  #kill(): void {
    const worker = this.#worker;
    this.#reset(new SpeechError('engine_failed', 'The speech engine was restarted.'));
    void worker?.terminate();
  }

  /** Forgets the current worker and fails whatever was waiting on it. */
  #reset(error: SpeechError): void {
    this.#failReady?.(error);
    this.#failReady = null;
    this.#worker = null;
    this.#ready = null;
    this.#starting = false;
    for (const settle of [...this.#pending.values()]) settle(error);
  }

  /** Keeps the process alive only while work is in flight. */
  #updateRef(): void {
    if (!this.#worker) return;
    if (this.#starting || this.#pending.size > 0) this.#worker.ref();
    else this.#worker.unref();
  }
}
