import { availableParallelism } from 'node:os';
import { z } from 'zod';

export type SpeechEngine = 'espeak-ng' | 'js';
export type SpeechEngineChoice = 'auto' | SpeechEngine;

export interface SpeechConfig {
  /** `auto`: espeak-ng when the binary answers `--version`, else the bundled JavaScript build. */
  engine: SpeechEngineChoice;
  /** The espeak-ng binary: a path, or a name looked up on PATH (never through a shell). */
  espeakPath: string;
  /** Speaking rate in words per minute (espeak's `-s`). */
  rate: number;
  /** Hard limit for one synthesis, queueing excluded; the process or worker is killed past it. */
  timeoutMs: number;
  /** How many espeak-ng processes may run at once (the JavaScript engine runs one job at a time). */
  maxConcurrency: number;
  /** How many requests may wait for a slot before new ones fail with `busy`. */
  maxQueue: number;
}

const envSchema = z.object({
  KRISHIKA_SPEECH_ENGINE: z.enum(['auto', 'espeak-ng', 'js']).default('auto'),
  KRISHIKA_ESPEAK_PATH: z
    .string()
    .trim()
    .min(1)
    .refine((path) => !path.includes('\0'), 'must not contain NUL')
    .default('espeak-ng'),
  KRISHIKA_SPEECH_RATE: z.coerce.number().int().min(80).max(450).default(165),
  KRISHIKA_SPEECH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  KRISHIKA_SPEECH_MAX_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.min(4, availableParallelism())),
  KRISHIKA_SPEECH_MAX_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
});

/** Reads and validates the speech settings (empty values count as unset). */
export function speechConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SpeechConfig {
  const relevant = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) => {
      const value = env[key];
      return value === undefined || value.trim() === '' ? [] : [[key, value]];
    }),
  );
  const parsed = envSchema.safeParse(relevant);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Invalid ${issue?.path.join('.') ?? 'speech environment'}: ${issue?.message ?? 'unknown error'}`,
    );
  }
  const e = parsed.data;
  return {
    engine: e.KRISHIKA_SPEECH_ENGINE,
    espeakPath: e.KRISHIKA_ESPEAK_PATH,
    rate: e.KRISHIKA_SPEECH_RATE,
    timeoutMs: e.KRISHIKA_SPEECH_TIMEOUT_MS,
    maxConcurrency: e.KRISHIKA_SPEECH_MAX_CONCURRENCY,
    maxQueue: e.KRISHIKA_SPEECH_MAX_QUEUE,
  };
}
