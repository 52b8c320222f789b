// Whether a remote can run on the shell's shared singletons. Each remote's build writes `compat.json`
// beside its remoteEntry.js: the version of each shared singleton it was built with (and the range it
// asks the host for) and the contract version of its exposes. The shell, `pnpm check:compat`,
// `pnpm manifest` and `pnpm deploy:remote` compare it with the shell's own before a remote runs: the
// federation runtime would otherwise only warn and hand the remote the shell's copy anyway.
// Plain code, no Node or browser APIs: the shell runs it before loading a remote.

/** The file a remote's build writes beside remoteEntry.js. */
export const COMPAT_FILE = 'compat.json';

/**
 * The version of what remotes expose to the shell (`./routes` returning `{ routes }` of
 * `{ path, Component, title }`, see contracts.ts). A change the shell of the same major still reads
 * bumps the minor; a change it cannot read bumps the major.
 */
export const EXPOSES_CONTRACT_VERSION = '1.0.0';

export interface SharedVersion {
  /** The version the app was built with. */
  version: string;
  /** What it accepts from the host (a remote) or for a remote (the host): `^x.y.z`, `x.y.z` or `*`. */
  range: string;
}

/** `compat.json` as a remote's build writes it; the shell's own is the same shape. */
export interface BuildCompat {
  /** The app's federation name, e.g. mf_buyer (the shell: shell). */
  name: string;
  /** EXPOSES_CONTRACT_VERSION of the checkout it was built from. */
  contract: string;
  shared: Record<string, SharedVersion>;
}

interface Version {
  major: number;
  minor: number;
  patch: number;
}

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+][0-9A-Za-z.+-]*)?$/;

export function parseVersion(text: string): Version | null {
  const match = VERSION.exec(text.trim());
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}

const compare = (a: Version, b: Version) => a.major - b.major || a.minor - b.minor || a.patch - b.patch;

/**
 * Whether `version` is in `range`: `*`, an exact `x.y.z`, or a caret `^x.y.z` (same major from x.y.z
 * up; for 0.y.z the same minor, as npm reads it). Anything else: null (unreadable).
 */
export function satisfies(version: string, range: string): boolean | null {
  const have = parseVersion(version);
  if (!have) return null;
  const wanted = range.trim();
  if (wanted === '*' || wanted === '') return true;
  const caret = wanted.startsWith('^');
  const floor = parseVersion(caret ? wanted.slice(1) : wanted);
  if (!floor) return null;
  if (!caret) return compare(have, floor) === 0;
  if (compare(have, floor) < 0) return false;
  if (floor.major > 0) return have.major === floor.major;
  if (floor.minor > 0) return have.major === 0 && have.minor === floor.minor;
  return have.major === 0 && have.minor === 0 && have.patch === floor.patch;
}

/** The host's accepted range for a singleton it provides at `version`: the same major (0.y: minor). */
export function hostRange(version: string): string {
  const parsed = parseVersion(version);
  if (!parsed) return version;
  return parsed.major > 0 ? `^${parsed.major}.0.0` : `^0.${parsed.minor}.0`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Why the remote described by `remote` (a parsed compat.json) cannot run on `host`, one reason a line;
 * empty when it can. Each singleton the remote shares with the host must be at a version in the host's
 * range, the host's version must be in the range the remote asks for, and the exposes' contract must
 * have the host's major.
 */
export function compatProblems(host: BuildCompat, remote: unknown): string[] {
  if (!isRecord(remote) || typeof remote['contract'] !== 'string' || !isRecord(remote['shared'])) {
    return [`its ${COMPAT_FILE} is not a build's compatibility record`];
  }
  const problems: string[] = [];
  const contract = parseVersion(remote['contract']);
  const hostContract = parseVersion(host.contract);
  if (!contract || !hostContract || contract.major !== hostContract.major) {
    problems.push(`exposes contract ${remote['contract']}, the shell reads ${host.contract}`);
  }
  const shared = remote['shared'];
  for (const [name, provided] of Object.entries(host.shared)) {
    const built = shared[name];
    if (built === undefined) continue; // the remote does not use it
    if (!isRecord(built) || typeof built['version'] !== 'string') {
      problems.push(`${name}: its version is not recorded (the shell provides ${provided.version})`);
      continue;
    }
    const version = built['version'];
    const asked = typeof built['range'] === 'string' ? built['range'] : `^${version}`;
    if (satisfies(version, provided.range) !== true) {
      problems.push(`${name} ${version}, the shell provides ${provided.version} (accepts ${provided.range})`);
    } else if (satisfies(provided.version, asked) !== true) {
      problems.push(`${name}: needs ${asked}, the shell provides ${provided.version}`);
    }
  }
  return problems;
}

/** One line for people: "<remote> is incompatible with the shell: a; b". */
export function describeIncompatibility(remote: string, problems: readonly string[]): string {
  return `${remote} is incompatible with this shell: ${problems.join('; ')}`;
}
