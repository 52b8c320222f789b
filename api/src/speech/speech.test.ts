import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES, type Language } from 'engine';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { speechConfigFromEnv, type SpeechConfig, type SpeechEngine } from './config.ts';
import { JsEspeak } from './espeak-js.ts';
import { detectEspeak, runProcess } from './espeak-native.ts';
import { isAlive, makeFakeEspeak, type FakeEspeak } from './fake-espeak.ts';
import { SPEECH_MAX_CHARS, createSpeechSynthesizer, type SpeechSynthesizer } from './index.ts';
import { readWav } from './wav.ts';

const ESPEAK = process.env.KRISHIKA_ESPEAK_PATH?.trim() || 'espeak-ng';
const native = await detectEspeak(ESPEAK);
const NATIVE_SKIPPED = native
  ? ''
  : ` (SKIPPED: no espeak-ng answers at "${ESPEAK}"; install it with apt-get install espeak-ng)`;

const hasFileCommand = (() => {
  try {
    execFileSync('file', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** A short, realistic reply per language. */
const REPLIES: Record<Language, string> = {
  en: 'Thank you for your inquiry. We can ship 20 tons of black pepper to Rotterdam within three weeks.',
  hi: 'आपकी पूछताछ के लिए धन्यवाद। हम तीन सप्ताह में बीस टन काली मिर्च भेज सकते हैं।',
  es: 'Gracias por su consulta. Podemos enviar veinte toneladas de pimienta negra en tres semanas.',
  fr: 'Merci pour votre demande. Nous pouvons expédier vingt tonnes de poivre noir en trois semaines.',
  de: 'Vielen Dank für Ihre Anfrage. Wir können zwanzig Tonnen schwarzen Pfeffer in drei Wochen liefern.',
  pt: 'Obrigado pela sua consulta. Podemos enviar vinte toneladas de pimenta-do-reino em três semanas.',
  ar: 'شكرا لاستفساركم. يمكننا شحن عشرين طنا من الفلفل الأسود خلال ثلاثة أسابيع.',
  zh: '感谢您的询价。我们可以在三周内发运二十吨黑胡椒。',
};

const LONG_TEXT = 'We ship black pepper, cardamom and turmeric to ports around the world. '.repeat(60);

function config(overrides: Partial<SpeechConfig> = {}): SpeechConfig {
  return { ...speechConfigFromEnv({}), espeakPath: ESPEAK, ...overrides };
}

/** Strict WAV check: PCM 16-bit mono, sizes consistent with the file, real (non-silent) sound. */
function expectSpeech(wav: Buffer, durationMs: number): void {
  const info = readWav(wav); // throws unless the RIFF and data sizes match the file
  expect(info).toMatchObject({ format: 1, channels: 1, bitsPerSample: 16, sampleRate: 22_050 });
  expect(info.riffSize).toBe(wav.length - 8);
  expect(info.data.length).toBe(wav.length - 44);
  expect(durationMs).toBe(Math.round((info.data.length / 2 / info.sampleRate) * 1000));
  expect(durationMs).toBeGreaterThan(300);
  let peak = 0;
  let energy = 0;
  const samples = info.data.length / 2;
  for (let i = 0; i < samples; i++) {
    const sample = info.data.readInt16LE(i * 2);
    peak = Math.max(peak, Math.abs(sample));
    energy += sample * sample;
  }
  expect(peak).toBeGreaterThan(2_000);
  expect(Math.sqrt(energy / samples)).toBeGreaterThan(200);
}

/** The error a promise rejects with, or a short marker (never a multi-megabyte WAV in a failure diff). */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error;
  }
}

const sha = (wav: Buffer) => createHash('sha256').update(wav).digest('hex');

async function until(condition: () => boolean, ms = 3_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return condition();
}

const ENGINES: Array<{ engine: SpeechEngine; skipped: string }> = [
  { engine: 'js', skipped: '' },
  { engine: 'espeak-ng', skipped: NATIVE_SKIPPED },
];

for (const { engine, skipped } of ENGINES) {
  describe.skipIf(skipped !== '')(`engine ${engine}${skipped}`, () => {
    let speech: SpeechSynthesizer;
    beforeAll(() => {
      speech = createSpeechSynthesizer(config({ engine }));
    });
    afterAll(() => speech.close());

    it.each(LANGUAGES)('speaks a %s reply as a valid audio/wav', async (language) => {
      const result = await speech.synthesize(REPLIES[language], language);
      expect(result.engine).toBe(engine);
      expect(result.sampleRate).toBe(22_050);
      expectSpeech(result.wav, result.durationMs);
    });

    it('gives every language its own voice (same text, different audio)', async () => {
      const hashes = new Set<string>();
      for (const language of LANGUAGES) hashes.add(sha((await speech.synthesize('2500', language)).wav));
      expect(hashes.size).toBe(LANGUAGES.length);
    });

    it.skipIf(!hasFileCommand)('writes a WAV that `file` recognises', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'krishika-speech-'));
      try {
        const path = join(dir, 'reply.wav');
        writeFileSync(path, (await speech.synthesize(REPLIES.hi, 'hi')).wav);
        expect(execFileSync('file', ['-b', path], { encoding: 'utf8' })).toMatch(
          /WAVE audio, Microsoft PCM, 16 bit, mono 22050 Hz/,
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('speaks only the text: markup and control characters change nothing', async () => {
      const plain = await speech.synthesize('Hello buyer. Price is 5 dollars.', 'en');
      const marked = await speech.synthesize(
        '<p>Hello <b>buyer</b>.</p>\u0000\u001b[31m **Price** is `5` dollars.\u202e',
        'en',
      );
      // eSpeak's output varies by a few samples between runs; the same words give about the same length.
      expect(Math.abs(marked.durationMs - plain.durationMs)).toBeLessThan(150);
    });

    it('stops at the timeout and works again afterwards', async () => {
      await speech.synthesize('warm up', 'en');
      expect(await failure(speech.synthesize(LONG_TEXT, 'en', { timeoutMs: 3 }))).toMatchObject({
        name: 'SpeechError',
        code: 'timeout',
        statusCode: 503,
      });
      expectSpeech(
        ...(await speech.synthesize(REPLIES.de, 'de').then((r) => [r.wav, r.durationMs] as const)),
      );
    });

    it('stops when the caller aborts and works again afterwards', async () => {
      await speech.synthesize('warm up', 'en');
      const controller = new AbortController();
      const pending = speech.synthesize(LONG_TEXT, 'en', { signal: controller.signal });
      setTimeout(() => controller.abort(), 5);
      expect(await failure(pending)).toMatchObject({ code: 'aborted' });
      const again = await speech.synthesize(REPLIES.fr, 'fr');
      expectSpeech(again.wav, again.durationMs);
    });

    it(`refuses empty, blank-after-markup and over-${SPEECH_MAX_CHARS}-character text`, async () => {
      for (const text of ['', '  \n ', '<b></b>', '\u0000\u0007'])
        expect(await failure(speech.synthesize(text, 'en'))).toMatchObject({
          code: 'empty_text',
          statusCode: 400,
        });
      expect(await failure(speech.synthesize('a'.repeat(SPEECH_MAX_CHARS + 1), 'en'))).toMatchObject({
        code: 'text_too_long',
      });
      expect(await failure(speech.synthesize('hello', 'xx' as Language))).toMatchObject({
        code: 'unsupported_language',
      });
    });
  });
}

describe('espeak-ng process handling (stand-in binaries, runs without espeak-ng)', () => {
  const fakes: FakeEspeak[] = [];
  const synthesizers: SpeechSynthesizer[] = [];
  const fake = (mode: Parameters<typeof makeFakeEspeak>[0]) => {
    const made = makeFakeEspeak(mode);
    fakes.push(made);
    return made;
  };
  const synthesizer = (overrides: Partial<SpeechConfig>) => {
    const made = createSpeechSynthesizer(config(overrides));
    synthesizers.push(made);
    return made;
  };
  afterAll(async () => {
    await Promise.all(synthesizers.map((made) => made.close()));
    for (const made of fakes) made.cleanup();
  });

  it('detects the binary once, from --version and --voices', async () => {
    const record = fake('record');
    const first = detectEspeak(record.path);
    expect(detectEspeak(record.path)).toBe(first);
    const found = await first;
    expect(found).toMatchObject({ path: record.path, version: '1.51-fake' });
    expect(found?.voices?.has('cmn')).toBe(true);
    // Something that is not espeak-ng (node answers --version with its own version) is not taken for it.
    expect(await detectEspeak(process.execPath)).toBeNull();
    expect(await detectEspeak('/nonexistent/espeak-ng')).toBeNull();
  });

  it('looks for a missing binary again after a minute', async () => {
    const missing = `/nonexistent/espeak-ng-${Date.now()}`;
    const first = detectEspeak(missing);
    expect(await first).toBeNull();
    expect(detectEspeak(missing)).toBe(first);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    const second = detectEspeak(missing);
    expect(second).not.toBe(first);
    expect(await second).toBeNull();
  });

  it('sends the escaped text on stdin (never in argv) with the voice and rate, no shell', async () => {
    const record = fake('record');
    const speech = synthesizer({ engine: 'espeak-ng', espeakPath: record.path, rate: 170 });
    const result = await speech.synthesize('Hello & <b>welcome</b>; $(rm -rf /) `x`\u0000!', 'en');
    await speech.synthesize('你好', 'zh');
    await speech.synthesize('Bonjour', 'fr');
    expect(result.engine).toBe('espeak-ng');
    const calls = record.events().filter((event) => event.type === 'call');
    expect(calls).toHaveLength(3);
    expect(calls[0]).toEqual({
      type: 'call',
      args: ['--stdout', '--stdin', '-m', '-b', '1', '-z', '-v', 'en-us', '-s', '170'],
      stdin: 'Hello &amp; welcome ; $(rm -rf /) x !',
    });
    expect(calls[1]?.args).toContain('cmn');
    expect(calls[2]?.args).toContain('fr-fr'); // the voice that binary lists
    for (const call of calls) expect(JSON.stringify(call.args)).not.toMatch(/Hello|你好|Bonjour/);
  });

  it('repairs the streamed header into a valid WAV', async () => {
    const speech = synthesizer({ engine: 'espeak-ng', espeakPath: fake('record').path });
    const result = await speech.synthesize('hello', 'en');
    const info = readWav(result.wav);
    expect(info.riffSize).toBe(result.wav.length - 8);
    expect(info.data).toHaveLength(4410);
    expect(result.durationMs).toBe(100);
  });

  it('kills a process that outlives the timeout', async () => {
    const hang = fake('hang');
    // Long enough for the stand-in (a Node script) to start and note its pid on a busy machine.
    const speech = synthesizer({ engine: 'espeak-ng', espeakPath: hang.path, timeoutMs: 2_000 });
    const started = Date.now();
    expect(await failure(speech.synthesize('hello', 'en'))).toMatchObject({ code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(6_000);
    const pid = hang.events().find((event) => event.type === 'pid')?.pid;
    expect(typeof pid).toBe('number');
    expect(await until(() => !isAlive(pid as number))).toBe(true);
  });

  it('kills the process when the caller aborts', async () => {
    const hang = fake('hang');
    const speech = synthesizer({ engine: 'espeak-ng', espeakPath: hang.path });
    const controller = new AbortController();
    const pending = speech.synthesize('hello', 'en', { signal: controller.signal });
    expect(await until(() => hang.events().some((event) => event.type === 'pid'))).toBe(true);
    controller.abort();
    expect(await failure(pending)).toMatchObject({ code: 'aborted' });
    const pid = hang.events().find((event) => event.type === 'pid')?.pid as number;
    expect(await until(() => !isAlive(pid))).toBe(true);
  });

  it('never runs more than maxConcurrency processes at once', async () => {
    const slow = fake('slow');
    const speech = synthesizer({
      engine: 'espeak-ng',
      espeakPath: slow.path,
      maxConcurrency: 2,
      maxQueue: 10,
    });
    const results = await Promise.all(Array.from({ length: 6 }, () => speech.synthesize('hello', 'en')));
    expect(results.every((result) => result.durationMs === 100)).toBe(true);
    let running = 0;
    let peak = 0;
    const events = slow.events();
    for (const event of events) {
      running += event.type === 'start' ? 1 : -1;
      peak = Math.max(peak, running);
    }
    expect(events.filter((event) => event.type === 'start')).toHaveLength(6);
    expect(peak).toBe(2); // each stand-in runs 400 ms, so the first two always overlap
  });

  it('answers busy once the queue is full', async () => {
    const speech = synthesizer({
      engine: 'espeak-ng',
      espeakPath: fake('slow').path,
      maxConcurrency: 1,
      maxQueue: 1,
    });
    const results = await Promise.allSettled([1, 2, 3].map(() => speech.synthesize('hello', 'en')));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({
      reason: { code: 'busy', statusCode: 503 },
    });
  });

  it('reports a failing espeak-ng as engine_failed when forced, and falls back to JavaScript on auto', async () => {
    const crash = fake('crash');
    expect(
      await failure(synthesizer({ engine: 'espeak-ng', espeakPath: crash.path }).synthesize('hello', 'en')),
    ).toMatchObject({ code: 'engine_failed', statusCode: 500 });
    expect(
      await failure(
        synthesizer({ engine: 'espeak-ng', espeakPath: fake('silent').path }).synthesize('hello', 'en'),
      ),
    ).toMatchObject({ code: 'engine_failed' });
    const auto = await synthesizer({ engine: 'auto', espeakPath: crash.path }).synthesize(REPLIES.ar, 'ar');
    expect(auto.engine).toBe('js');
    expectSpeech(auto.wav, auto.durationMs);
  });

  it('falls back to JavaScript on auto when espeak-ng vanished after detection', async () => {
    const record = fake('record');
    const speech = synthesizer({ engine: 'auto', espeakPath: record.path });
    expect(await speech.resolveEngine('en')).toBe('espeak-ng');
    record.cleanup();
    const result = await speech.synthesize('hello', 'en');
    expect(result.engine).toBe('js');
    expect(await failure(speech.synthesize('hello', 'en', { engine: 'espeak-ng' }))).toMatchObject({
      code: 'engine_unavailable',
    });
  });

  it('uses espeak-ng on auto when present, JavaScript when not, and honours a per-call engine', async () => {
    const record = fake('record');
    const present = synthesizer({ engine: 'auto', espeakPath: record.path });
    expect(await present.resolveEngine('hi')).toBe('espeak-ng');
    expect((await present.synthesize('hello', 'en')).engine).toBe('espeak-ng');
    expect((await present.synthesize('hello', 'en', { engine: 'js' })).engine).toBe('js');

    const absent = synthesizer({ engine: 'auto', espeakPath: '/nonexistent/espeak-ng' });
    expect(await absent.resolveEngine('hi')).toBe('js');
    expect((await absent.synthesize('hello', 'en')).engine).toBe('js');
    expect(await failure(absent.synthesize('hello', 'en', { engine: 'espeak-ng' }))).toMatchObject({
      code: 'engine_unavailable',
      statusCode: 503,
    });
  });

  it('validates the text before starting any process', async () => {
    const record = fake('record');
    const speech = synthesizer({ engine: 'espeak-ng', espeakPath: record.path });
    expect(await failure(speech.synthesize(' <i></i> ', 'en'))).toMatchObject({ code: 'empty_text' });
    expect(await failure(speech.synthesize('a'.repeat(SPEECH_MAX_CHARS + 1), 'en'))).toMatchObject({
      code: 'text_too_long',
    });
    expect(record.events()).toHaveLength(0);
  });

  it('kills a process whose output passes the size bound', async () => {
    expect(
      await failure(
        runProcess(fake('record').path, [], { input: 'x', timeoutMs: 5_000, maxOutputBytes: 100 }),
      ),
    ).toMatchObject({ code: 'output_too_large' });
  });
});

describe('JavaScript engine worker', () => {
  it('bounds the audio it returns and stays usable', async () => {
    const js = new JsEspeak(4);
    try {
      const job = { voice: 'en-us', rate: 165, timeoutMs: 10_000 };
      expect(await failure(js.synthesize({ ...job, text: LONG_TEXT, maxOutputBytes: 10_000 }))).toMatchObject(
        {
          code: 'output_too_large',
        },
      );
      const pcm = await js.synthesize({ ...job, text: 'hello', maxOutputBytes: 10_000_000 });
      expect(pcm.data.length).toBeGreaterThan(10_000);
      expect(
        await failure(js.synthesize({ ...job, voice: 'no-such-voice', text: 'hi', maxOutputBytes: 1e6 })),
      ).toMatchObject({ code: 'engine_failed' });
    } finally {
      await js.close();
    }
  });

  it('runs one job at a time and queues the rest', async () => {
    const js = new JsEspeak(1);
    try {
      const job = { voice: 'en-us', rate: 165, timeoutMs: 10_000, maxOutputBytes: 1e7 };
      const results = await Promise.allSettled(
        ['one', 'two', 'three'].map((text) => js.synthesize({ ...job, text })),
      );
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      expect(results[2]).toMatchObject({ reason: { code: 'busy' } });
    } finally {
      await js.close();
    }
  });
});

describe('speech settings', () => {
  it('has sensible defaults', () => {
    expect(speechConfigFromEnv({})).toMatchObject({
      engine: 'auto',
      espeakPath: 'espeak-ng',
      rate: 165,
      timeoutMs: 10_000,
      maxQueue: 32,
    });
    expect(speechConfigFromEnv({}).maxConcurrency).toBeGreaterThanOrEqual(1);
  });

  it('reads the KRISHIKA_ keys and treats empty values as unset', () => {
    expect(
      speechConfigFromEnv({
        KRISHIKA_SPEECH_ENGINE: 'js',
        KRISHIKA_ESPEAK_PATH: '/opt/espeak/bin/espeak-ng',
        KRISHIKA_SPEECH_RATE: '200',
        KRISHIKA_SPEECH_TIMEOUT_MS: '2500',
        KRISHIKA_SPEECH_MAX_CONCURRENCY: '3',
        KRISHIKA_SPEECH_MAX_QUEUE: '0',
      }),
    ).toEqual({
      engine: 'js',
      espeakPath: '/opt/espeak/bin/espeak-ng',
      rate: 200,
      timeoutMs: 2500,
      maxConcurrency: 3,
      maxQueue: 0,
    });
    expect(speechConfigFromEnv({ KRISHIKA_SPEECH_ENGINE: '' }).engine).toBe('auto');
  });

  it('rejects invalid values with the key in the message', () => {
    expect(() => speechConfigFromEnv({ KRISHIKA_SPEECH_ENGINE: 'festival' })).toThrow(
      /KRISHIKA_SPEECH_ENGINE/,
    );
    expect(() => speechConfigFromEnv({ KRISHIKA_SPEECH_RATE: '9000' })).toThrow(/KRISHIKA_SPEECH_RATE/);
    expect(() => speechConfigFromEnv({ KRISHIKA_SPEECH_TIMEOUT_MS: 'soon' })).toThrow(/TIMEOUT/);
    expect(() => speechConfigFromEnv({ KRISHIKA_SPEECH_MAX_CONCURRENCY: '0' })).toThrow(/CONCURRENCY/);
  });
});
