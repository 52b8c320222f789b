// The JavaScript speech engine's worker thread: one warm eSpeak NG instance (Emscripten build of
// @echogarden/espeak-ng-emscripten), one job at a time. Plain JavaScript so that it starts the same
// under tsx, vitest and plain node. Protocol (types in espeak-js.ts):
//   in:  { id, text, voice, rate, maxSamples }
//   out: { type: 'ready', sampleRate } once, then per job { type: 'result', id, pcm, sampleRate }
//        or { type: 'error', id, code, message }.
// workerData.cancel is a SharedArrayBuffer: the main thread stores a job id there to cancel that job
// (checked between audio chunks, since the synthesis itself is synchronous).
import { parentPort, workerData } from 'node:worker_threads';

const { default: createEspeakModule } = await import('@echogarden/espeak-ng-emscripten');
const espeakModule = await createEspeakModule({ print: () => {}, printErr: () => {} });
const espeak = new espeakModule.eSpeakNGWorker();
const sampleRate = espeak.get_samplerate();
const cancel = new Int32Array(workerData.cancel);

function fail(id, code, message) {
  parentPort.postMessage({ type: 'error', id, code, message });
}

let currentVoice = null;

parentPort.on('message', (job) => {
  // Switching voices reloads the language's dictionary: only do it when the language changes.
  if (job.voice !== currentVoice) {
    if (espeak.set_voice(job.voice) !== 0) {
      currentVoice = null;
      fail(job.id, 'engine_failed', `voice ${job.voice} not found`);
      return;
    }
    currentVoice = job.voice;
  }
  espeak.set_rate(job.rate);

  const chunks = [];
  let samples = 0;
  let stopped = null;
  try {
    espeak.synthesize(job.text, (audio) => {
      if (audio && audio.length > 0) {
        chunks.push(audio);
        samples += audio.length;
      }
      if (samples > job.maxSamples) stopped = 'output_too_large';
      else if (Atomics.load(cancel, 0) === job.id) stopped = 'aborted';
      return stopped !== null; // true stops the synthesis
    });
  } catch (error) {
    fail(job.id, 'engine_failed', error instanceof Error ? error.message : String(error));
    return;
  }
  if (stopped) {
    fail(job.id, stopped, stopped);
    return;
  }
  const pcm = new Int16Array(samples);
  let offset = 0;
  for (const chunk of chunks) {
    pcm.set(chunk, offset);
    offset += chunk.length;
  }
  parentPort.postMessage({ type: 'result', id: job.id, pcm: pcm.buffer, sampleRate }, [pcm.buffer]);
});

parentPort.postMessage({ type: 'ready', sampleRate });
