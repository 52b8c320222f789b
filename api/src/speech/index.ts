import type { Language } from 'engine';
import {
  speechConfigFromEnv,
  type SpeechConfig,
  type SpeechEngine,
  type SpeechEngineChoice,
} from './config.ts';
import { SpeechError, isSpeechError } from './errors.ts';
import { JsEspeak } from './espeak-js.ts';
import { detectEspeak, synthesizeNative, type NativeEspeak } from './espeak-native.ts';
import { Semaphore, abortedError } from './semaphore.ts';
import { escapeSsml, speakableText } from './text.ts';
import { VOICE_CANDIDATES, defaultVoice, voiceFor } from './voices.ts';
import { encodeWav, pcmDurationMs, type PcmAudio } from './wav.ts';

export {
  speechConfigFromEnv,
  type SpeechConfig,
  type SpeechEngine,
  type SpeechEngineChoice,
} from './config.ts';
export { SpeechError, isSpeechError, type SpeechErrorCode } from './errors.ts';
export { SPEECH_MAX_CHARS, SPEECH_MAX_INPUT_CHARS, speakableText } from './text.ts';
export type { NativeEspeak } from './espeak-native.ts';

/** Longest audio one synthesis may return: 48 MiB ≈ 19 minutes at 22,050 Hz (far above 5,000 characters). */
export const SPEECH_MAX_AUDIO_BYTES = 48 * 1024 * 1024;

export interface SpeechResult {
  /** A complete `audio/wav` file: PCM 16-bit, mono, 22,050 Hz with either engine. */
  wav: Buffer;
  engine: SpeechEngine;
  sampleRate: number;
  durationMs: number;
}

export interface SynthesizeOptions {
  /** Overrides the configured engine for this call. */
  engine?: SpeechEngineChoice;
  /** Cancels a queued or running synthesis (e.g. the client went away). */
  signal?: AbortSignal;
  /** Overrides the configured timeout for this call. */
  timeoutMs?: number;
}

export interface SpeechSynthesizer {
  readonly config: SpeechConfig;
  synthesize(text: string, language: Language, options?: SynthesizeOptions): Promise<SpeechResult>;
  /** The espeak-ng that was found (detected once), or null. */
  native(): Promise<NativeEspeak | null>;
  /** The engine `auto` resolves to for a language. */
  resolveEngine(language: Language, choice?: SpeechEngineChoice): Promise<SpeechEngine>;
  /** Loads the JavaScript engine now rather than on its first request. */
  warmUpJs(): Promise<void>;
  /** Stops the JavaScript engine's worker (if started). */
  close(): Promise<void>;
}

function checkLanguage(language: string): asserts language is Language {
  if (!Object.hasOwn(VOICE_CANDIDATES, language))
    throw new SpeechError('unsupported_language', `Speech is not available for language "${language}".`);
}

export function createSpeechSynthesizer(config: SpeechConfig = speechConfigFromEnv()): SpeechSynthesizer {
  const processes = new Semaphore(config.maxConcurrency, config.maxQueue);
  const js = new JsEspeak(config.maxQueue);

  const native = () => detectEspeak(config.espeakPath);

  async function plan(
    language: Language,
    choice: SpeechEngineChoice,
  ): Promise<{ engine: SpeechEngine; voice: string; fallback: boolean }> {
    if (choice === 'js') return { engine: 'js', voice: defaultVoice(language), fallback: false };
    const found = await native();
    const voice = found ? voiceFor(language, found.voices) : null;
    if (found && voice) return { engine: 'espeak-ng', voice, fallback: choice === 'auto' };
    if (choice === 'espeak-ng')
      throw new SpeechError(
        'engine_unavailable',
        found ? `espeak-ng has no voice for "${language}".` : 'espeak-ng is not installed.',
      );
    return { engine: 'js', voice: defaultVoice(language), fallback: false };
  }

  async function run(engine: SpeechEngine, voice: string, ssml: string, options: SynthesizeOptions) {
    const job = {
      text: ssml,
      voice,
      rate: config.rate,
      timeoutMs: options.timeoutMs ?? config.timeoutMs,
      maxOutputBytes: SPEECH_MAX_AUDIO_BYTES,
      signal: options.signal,
    };
    if (engine === 'js') return js.synthesize(job);
    return processes.run(() => synthesizeNative(config.espeakPath, job), options.signal);
  }

  return {
    config,
    native,
    async resolveEngine(language, choice = config.engine) {
      checkLanguage(language);
      return (await plan(language, choice)).engine;
    },
    async synthesize(text, language, options = {}) {
      checkLanguage(language);
      const ssml = escapeSsml(speakableText(text));
      if (options.signal?.aborted) throw abortedError();
      const { engine, voice, fallback } = await plan(language, options.engine ?? config.engine);

      let used: SpeechEngine = engine;
      let pcm: PcmAudio;
      try {
        pcm = await run(engine, voice, ssml, options);
      } catch (error) {
        // `auto` means "the best engine that works": an espeak-ng that crashed or vanished since it
        // was detected falls back to JavaScript (a timeout, abort or busy answer does not).
        if (
          !fallback ||
          !(isSpeechError(error, 'engine_failed') || isSpeechError(error, 'engine_unavailable'))
        )
          throw error;
        used = 'js';
        pcm = await run('js', defaultVoice(language), ssml, options);
      }
      return {
        wav: encodeWav(pcm),
        engine: used,
        sampleRate: pcm.sampleRate,
        durationMs: pcmDurationMs(pcm),
      };
    },
    warmUpJs: () => js.warmUp(),
    close: () => js.close(),
  };
}

let shared: SpeechSynthesizer | null = null;

/** The process-wide synthesizer, configured from the environment on first use. */
export function speechSynthesizer(): SpeechSynthesizer {
  shared ??= createSpeechSynthesizer(speechConfigFromEnv());
  return shared;
}

/**
 * Speaks a reply in its language as a WAV file: espeak-ng when installed (or forced), the bundled
 * WebAssembly eSpeak NG otherwise. Throws {@link SpeechError} (`empty_text`, `text_too_long`,
 * `unsupported_language`, `engine_unavailable`, `engine_failed`, `output_too_large`, `timeout`,
 * `busy`, `aborted`).
 */
export function synthesizeSpeech(
  text: string,
  language: Language,
  options?: SynthesizeOptions,
): Promise<SpeechResult> {
  return speechSynthesizer().synthesize(text, language, options);
}
