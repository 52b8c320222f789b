// A reading thread that says it has started and then never yields: what a hostile file can do to
// PDF.js inside one page. Only terminating the thread ends it (pool.test.ts).
import type { ReadOutcome, ReadTask } from '../worker.ts';

export default function read(task: ReadTask): ReadOutcome {
  task.progress.postMessage({ type: 'started' });
  for (;;) {
    // Busy on purpose.
  }
}
