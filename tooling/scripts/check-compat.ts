// `pnpm check:compat [--manifest <remotes.json>]`: checks every remote the manifest points at (its
// stable entry and its canary) against the shell: the shared singletons and the exposes' contract its
// build recorded in compat.json (see tooling/compat.ts), and for an entry on another origin that it
// loads there. Exits 1 when one does not fit. Runs after `pnpm build` (it reads the built remotes).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { manifestPath as defaultManifestPath } from './apps.ts';
import { type EntryCheckOptions, entryProblems } from './entryCheck.ts';
import { readManifestJson } from './manifestStore.ts';

export interface CompatLine {
  remote: string;
  channel: 'stable' | 'canary';
  entry: string;
  problems: string[];
}

/** One line per entry the manifest serves (a disabled remote has none). */
export async function checkManifestCompat(
  manifestPath: string,
  options: EntryCheckOptions = {},
): Promise<CompatLine[]> {
  const manifest = readManifestJson(manifestPath);
  const lines: CompatLine[] = [];
  for (const [remote, written] of Object.entries(manifest.remotes)) {
    const canary = written['canary'] as { entry?: unknown } | undefined;
    const entries: [CompatLine['channel'], unknown][] = [
      ['stable', written['entry']],
      ['canary', canary?.entry],
    ];
    for (const [channel, entry] of entries) {
      if (typeof entry !== 'string' || !entry) continue;
      lines.push({ remote, channel, entry, problems: await entryProblems(entry, options) });
    }
  }
  return lines;
}

export function describeCompat(lines: readonly CompatLine[]): string {
  return lines
    .map(({ remote, channel, entry, problems }) =>
      problems.length
        ? `REFUSED       ${remote} (${channel}) ${entry}\n  ${problems.join('\n  ')}`
        : `ok            ${remote} (${channel}) ${entry}`,
    )
    .join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { values } = parseArgs({ args: process.argv.slice(2), options: { manifest: { type: 'string' } } });
    const lines = await checkManifestCompat(path.resolve(values.manifest ?? defaultManifestPath()));
    console.log(describeCompat(lines));
    const bad = lines.filter((line) => line.problems.length).length;
    if (bad) {
      console.error(`check:compat: ${bad} of ${lines.length} entries do not fit the shell`);
      process.exit(1);
    }
    console.log(`check:compat: ${lines.length} entries fit the shell`);
  } catch (error) {
    console.error(`check:compat: ${(error as Error).message}`);
    process.exit(1);
  }
}
