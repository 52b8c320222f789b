// `pnpm manifest status | set | canary | promote | rollback | history`: the one way to change
// remotes.json by hand (see manifestStore.ts for the lock, the checks and the history).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { deploysDir, manifestHistoryPath, manifestPath } from './apps.ts';
import { entryProblems } from './entryCheck.ts';
import {
  type ChangeLine,
  type ManifestPaths,
  promote,
  readHistory,
  rollback,
  setCanary,
  setEntry,
  status,
} from './manifestStore.ts';

const USAGE = [
  'usage: pnpm manifest status',
  '       pnpm manifest set <remote> <entry URL>',
  '       pnpm manifest canary <remote> <entry URL> <percent> | canary <remote> off',
  '       pnpm manifest promote <remote>',
  '       pnpm manifest rollback <remote>',
  '       pnpm manifest history [remote]',
  'options: --manifest <remotes.json> (its history is <remotes.json>.history.jsonl)',
].join('\n');

class UsageError extends Error {}

const describe = (line: ChangeLine) =>
  `${line.at}  ${line.command.padEnd(8)} ${line.remote}  ${line.from ?? '(none)'} → ${line.to ?? '(none)'}${
    line.percent === undefined ? '' : ` at ${line.percent}%`
  }`;

/** Runs one command; returns what it prints. */
export async function runManifestCommand(argv: string[], paths: ManifestPaths): Promise<string> {
  const [command, ...args] = argv;
  switch (command) {
    case 'status': {
      if (args.length) throw new UsageError(USAGE);
      return status(paths)
        .map((row) =>
          [
            row.remote,
            row.disabled ? `DISABLED: ${row.disabled}` : (row.entry ?? '(no entry)'),
            row.version ? `version ${row.version}` : '',
            row.canary ? `canary ${row.canary.entry} at ${row.canary.percent}%` : '',
            row.lastChange ? `last change ${row.lastChange.at} (${row.lastChange.command})` : '',
          ]
            .filter(Boolean)
            .join('  '),
        )
        .join('\n');
    }
    case 'set': {
      const [remote, entry, ...extra] = args;
      if (!remote || !entry || extra.length) throw new UsageError(USAGE);
      return describe(await setEntry(paths, remote, entry));
    }
    case 'canary': {
      const [remote, entry, percentText, ...extra] = args;
      if (!remote || !entry || extra.length) throw new UsageError(USAGE);
      if (entry === 'off' && percentText === undefined) return describe(await setCanary(paths, remote, null));
      const percent = Number(percentText);
      if (percentText === undefined || !Number.isInteger(percent) || percent < 0 || percent > 100) {
        throw new UsageError(`the canary's percent is a whole number from 0 to 100\n${USAGE}`);
      }
      return describe(await setCanary(paths, remote, entry, percent));
    }
    case 'promote': {
      const [remote, ...extra] = args;
      if (!remote || extra.length) throw new UsageError(USAGE);
      return describe(await promote(paths, remote));
    }
    case 'rollback': {
      const [remote, ...extra] = args;
      if (!remote || extra.length) throw new UsageError(USAGE);
      return describe(await rollback(paths, remote));
    }
    case 'history': {
      const [remote, ...extra] = args;
      if (extra.length) throw new UsageError(USAGE);
      const lines = readHistory(paths.historyPath).filter((line) => !remote || line.remote === remote);
      return lines.length ? lines.map(describe).join('\n') : '(no changes recorded)';
    }
    default:
      throw new UsageError(USAGE);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { values, positionals } = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: { manifest: { type: 'string' } },
    });
    const manifest = values.manifest ? path.resolve(values.manifest) : manifestPath();
    const output = await runManifestCommand(positionals, {
      manifestPath: manifest,
      historyPath: values.manifest ? `${manifest}.history.jsonl` : manifestHistoryPath(),
      deploysDir: deploysDir(),
      // A new entry must fit the shell (compat.json) and, on another origin, load there.
      checkEntry: (entry) => entryProblems(entry),
    });
    console.log(output);
  } catch (error) {
    console.error(error instanceof UsageError ? error.message : `manifest: ${(error as Error).message}`);
    process.exit(1);
  }
}
