// What every benchmark and evaluation prints beside its figures: the commit it measured (and whether
// files under the given folders differed from it) and the machine's load.
import { execFileSync } from 'node:child_process';
import os from 'node:os';

/** The short commit of HEAD, marked when `paths` have uncommitted changes; 'unknown' outside git. */
export function gitCommit(paths: readonly string[] = []): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    if (paths.length === 0) return commit;
    const dirty = execFileSync('git', ['status', '--porcelain', '--', ...paths], { encoding: 'utf8' }).trim();
    return dirty ? `${commit} (with uncommitted changes under ${paths.join(', ')})` : commit;
  } catch {
    return 'unknown';
  }
}

/** The value at `p` % of an ascending list (the element at floor(p · n)); NaN for an empty list. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** The 1, 5 and 15 minute load averages and the core count, as one phrase. */
export function machineLoad(): string {
  return `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`;
}
