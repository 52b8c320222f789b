// Test support: stand-in espeak-ng binaries (small Node scripts) that record how they were called,
// hang, crash or answer slowly, so that process handling is tested whether or not espeak-ng is
// installed.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type FakeMode = 'record' | 'hang' | 'slow' | 'crash' | 'silent';

export interface FakeEspeak {
  /** Executable path to use as KRISHIKA_ESPEAK_PATH. */
  path: string;
  /** JSON lines the fake appended (calls, start/end events, its pid). */
  events(): Array<Record<string, unknown>>;
  cleanup(): void;
}

const VOICES = ['en-us', 'hi', 'es', 'fr-fr', 'de', 'pt-br', 'ar', 'cmn'];

function script(mode: FakeMode, log: string): string {
  return `#!${process.execPath}
import { appendFileSync } from 'node:fs';
const log = (event) => appendFileSync(${JSON.stringify(log)}, JSON.stringify(event) + '\\n');
const args = process.argv.slice(2);
if (args[0] === '--version') {
  process.stdout.write('eSpeak NG text-to-speech: 1.51-fake  Data at: /nowhere\\n');
  process.exit(0);
}
if (args[0] === '--voices') {
  process.stdout.write('Pty Language       Age/Gender VoiceName          File                 Other Languages\\n');
  for (const voice of ${JSON.stringify(VOICES)}) process.stdout.write(' 5  ' + voice + '  --/M  Fake  fake/' + voice + '\\n');
  process.exit(0);
}
const mode = ${JSON.stringify(mode)};
function wav() {
  const rate = 22050, samples = 2205;
  const out = Buffer.alloc(44 + samples * 2);
  out.write('RIFF', 0); out.writeUInt32LE(0x7ffff024, 4); out.write('WAVEfmt ', 8);
  out.writeUInt32LE(16, 16); out.writeUInt16LE(1, 20); out.writeUInt16LE(1, 22);
  out.writeUInt32LE(rate, 24); out.writeUInt32LE(rate * 2, 28); out.writeUInt16LE(2, 32); out.writeUInt16LE(16, 34);
  out.write('data', 36); out.writeUInt32LE(0x7ffff000, 40);
  for (let i = 0; i < samples; i++) out.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return out;
}
if (mode === 'hang') {
  log({ type: 'pid', pid: process.pid });
  setInterval(() => {}, 1000);
} else if (mode === 'crash') {
  process.stderr.write('Error: something broke\\n');
  process.exit(1);
} else {
  const chunks = [];
  process.stdin.on('data', (chunk) => chunks.push(chunk));
  process.stdin.on('end', () => {
    const stdin = Buffer.concat(chunks).toString('utf8');
    if (mode === 'record') log({ type: 'call', args, stdin });
    if (mode === 'silent') process.exit(0);
    if (mode === 'slow') {
      log({ type: 'start', pid: process.pid });
      setTimeout(() => {
        log({ type: 'end', pid: process.pid });
        process.stdout.write(wav());
      }, 400);
    } else {
      process.stdout.write(wav());
    }
  });
}
`;
}

export function makeFakeEspeak(mode: FakeMode): FakeEspeak {
  const dir = mkdtempSync(join(tmpdir(), 'krishika-fake-espeak-'));
  const log = join(dir, 'events.jsonl');
  const path = join(dir, 'espeak-ng.mjs');
  writeFileSync(log, '');
  writeFileSync(path, script(mode, log));
  chmodSync(path, 0o755);
  return {
    path,
    events: () =>
      readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Whether a process is still alive (signal 0 only checks). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
