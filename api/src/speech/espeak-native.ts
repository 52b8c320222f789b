import { spawn } from 'node:child_process';
import { SpeechError } from './errors.ts';
import { abortedError } from './semaphore.ts';
import { readWav, type PcmAudio } from './wav.ts';
import type { SynthesisJob } from './job.ts';

export interface NativeEspeak {
  /** As configured (a path or a name found on PATH). */
  path: string;
  /** e.g. `1.51`. */
  version: string;
  /** Voice languages `--voices` lists (`en-us`, `cmn`, …); null when the list could not be read. */
  voices: ReadonlySet<string> | null;
}

interface ProcessResult {
  stdout: Buffer;
  stderr: string;
}

interface ProcessLimits {
  input?: string;
  timeoutMs: number;
  maxOutputBytes: number;
  signal?: AbortSignal;
}

const STDERR_KEEP = 2_048;

/**
 * Runs `file args` without a shell; the input (if any) goes to stdin, never to argv. SIGKILLs the
 * process on timeout, on abort and when stdout grows past `maxOutputBytes`.
 */
export function runProcess(
  file: string,
  args: readonly string[],
  limits: ProcessLimits,
): Promise<ProcessResult> {
  const { input, timeoutMs, maxOutputBytes, signal } = limits;
  if (signal?.aborted) return Promise.reject(abortedError());

  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['pipe', 'pipe', 'pipe'], shell: false, windowsHide: true });
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let settled = false;

    const finish = (error: SpeechError | null, result?: ProcessResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (error) {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        reject(error);
      } else if (result) {
        resolve(result);
      }
    };
    const onAbort = () => finish(abortedError());
    const timer = setTimeout(
      () => finish(new SpeechError('timeout', `Speech synthesis took longer than ${timeoutMs} ms.`)),
      timeoutMs,
    );
    signal?.addEventListener('abort', onAbort, { once: true });

    child.on('error', (error: NodeJS.ErrnoException) => {
      const missing = error.code === 'ENOENT' || error.code === 'EACCES';
      finish(
        new SpeechError(
          missing ? 'engine_unavailable' : 'engine_failed',
          missing ? 'espeak-ng is not installed.' : 'espeak-ng could not be started.',
          { cause: error },
        ),
      );
    });
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxOutputBytes) {
        finish(new SpeechError('output_too_large', 'The speech is too long to send.'));
        return;
      }
      chunks.push(chunk);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < STDERR_KEEP) stderr += chunk.slice(0, STDERR_KEEP - stderr.length);
    });
    child.on('close', (code, killSignal) => {
      if (code === 0) {
        finish(null, { stdout: Buffer.concat(chunks, size), stderr });
        return;
      }
      finish(
        new SpeechError('engine_failed', 'espeak-ng failed to synthesise the text.', {
          cause: new Error(`exit ${code ?? killSignal}: ${stderr.trim()}`),
        }),
      );
    });

    // A process that dies early closes stdin under us (EPIPE): 'close' reports the real failure.
    child.stdin.on('error', () => {});
    child.stdin.end(input ?? '', 'utf8');
  });
}

interface Detection {
  result: Promise<NativeEspeak | null>;
  /** When a "not found" answer stops being trusted (found is kept for the life of the process). */
  retryAfter: number;
}

/** A missing binary is looked for again after this long (e.g. espeak-ng installed while running). */
const RETRY_MISSING_MS = 60_000;
const detections = new Map<string, Detection>();

/** Parses `espeak-ng --voices`: the Language column of every row. */
export function parseVoiceList(listing: string): Set<string> {
  const voices = new Set<string>();
  for (const line of listing.split('\n').slice(1)) {
    const language = line.trim().split(/\s+/)[1];
    if (language) voices.add(language.toLowerCase());
  }
  return voices;
}

async function detect(path: string): Promise<NativeEspeak | null> {
  const limits = { timeoutMs: 5_000, maxOutputBytes: 1024 * 1024 };
  try {
    const { stdout } = await runProcess(path, ['--version'], limits);
    const version = /eSpeak NG text-to-speech:\s*([0-9][\w.-]*)/.exec(stdout.toString('utf8'))?.[1];
    if (!version) return null;
    let voices: Set<string> | null = null;
    try {
      voices = parseVoiceList((await runProcess(path, ['--voices'], limits)).stdout.toString('utf8'));
      if (voices.size === 0) voices = null;
    } catch {
      voices = null;
    }
    return { path, version, voices };
  } catch {
    return null;
  }
}

/**
 * Whether (and which) espeak-ng answers at `path`: asked once per path and cached (a "not found"
 * answer for a minute only).
 */
export function detectEspeak(path: string): Promise<NativeEspeak | null> {
  const cached = detections.get(path);
  if (cached && Date.now() < cached.retryAfter) return cached.result;
  const result = detect(path);
  const detection = { result, retryAfter: Infinity };
  detections.set(path, detection);
  void result.then((found) => {
    if (!found) detection.retryAfter = Date.now() + RETRY_MISSING_MS;
  });
  return result;
}

/** Forgets cached detections (tests, or after installing espeak-ng into a running process). */
export function forgetEspeakDetection(): void {
  detections.clear();
}

export type NativeSynthesis = SynthesisJob;

/**
 * One espeak-ng process: SSML-escaped text on stdin, WAV on stdout (`--stdout` writes placeholder
 * sizes, so the samples are taken up to the end and re-wrapped by the caller).
 */
export async function synthesizeNative(path: string, job: NativeSynthesis): Promise<PcmAudio> {
  // -m: SSML (the text is escaped, so only entities mean anything); -b 1: UTF-8; -z: no trailing
  // pause (the WebAssembly engine adds none either).
  const args = ['--stdout', '--stdin', '-m', '-b', '1', '-z', '-v', job.voice, '-s', String(job.rate)];
  const { stdout, stderr } = await runProcess(path, args, {
    input: job.text,
    timeoutMs: job.timeoutMs,
    maxOutputBytes: job.maxOutputBytes,
    signal: job.signal,
  });
  let wav;
  try {
    wav = readWav(stdout, { streamed: true });
  } catch (error) {
    throw new SpeechError('engine_failed', 'espeak-ng produced no audio.', {
      cause: new Error(`${error instanceof Error ? error.message : String(error)}; ${stderr.trim()}`),
    });
  }
  if (wav.format !== 1 || wav.channels !== 1 || wav.bitsPerSample !== 16)
    throw new SpeechError('engine_failed', 'espeak-ng produced audio in an unexpected format.', {
      cause: new Error(`format ${wav.format}, ${wav.channels} channels, ${wav.bitsPerSample} bits`),
    });
  if (wav.data.length === 0)
    throw new SpeechError('engine_failed', 'espeak-ng produced no audio.', {
      cause: new Error(stderr.trim()),
    });
  return { data: wav.data, sampleRate: wav.sampleRate };
}
