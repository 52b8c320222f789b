/*
 * `pnpm test:mutation` (SQL part): weakens the row-level security policies in supabase/migrations/
 * one condition at a time and runs the database's policy suites against each weakened copy. A
 * surviving mutant is a rule that only the database enforces and no test notices.
 *
 * Mutants of each `using (…)` and `with check (…)` clause: the whole clause `true`, and each
 * condition of an `and` chain removed (at any depth, conditions after a subquery's `where`). A policy
 * that a later migration drops is not mutated (its mutants could not change anything). Then the
 * widenings: a policy's command becomes `for all` (an insert policy's check also its `using`, which a
 * `for all` policy needs to let rows be read, updated or deleted), its roles take in `anon` where the
 * visitor holds a grant of its command on the table, and a column grant becomes a grant on the whole
 * table (unless a later migration revokes that privilege again).
 *
 *   npx tsx tooling/mutation/sqlPolicies.ts [--only <policy name part>] [--kind <kind>]… [--suite <test file>]…
 *
 * (--kind: using, with check, command, roles, grant; repeatable.)
 *
 * (--suite runs only the given suites, e.g. the REST matrix alone, to see what it kills by itself.)
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { gitCommit, machineLoad } from '../bench.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const migrations = path.join(root, 'supabase/migrations');

/**
 * The suites that exercise the policies at the database: the REST matrix (every policy and grant as
 * each kind of caller through /rest/v1), and the pg driver's where REST does not reach.
 */
export const POLICY_SUITES = [
  'supabase-emulator/src/rest/policyMatrix.test.ts',
  'supabase-emulator/src/db/policies.test.ts',
  'supabase-emulator/src/db/privileges.test.ts',
  'supabase-emulator/src/rest/rls.test.ts',
  'supabase-emulator/src/rest/registration-documents.test.ts',
];

const OWNER_COLUMN =
  "its owner column is filled from the caller's token and users can write it neither on insert nor on update (privileges.test.ts: whose row it is)";
const DELIVERY_RLS =
  "the subquery reads inquiry_deliveries with the caller's rights, whose own policy already limits it to the two sides";
const UPLOAD_RLS =
  "the subquery reads catalog_uploads with the caller's rights, whose own policy already limits it to the caller's";

const READ_ONLY =
  'users hold only SELECT on the table (no insert, update or delete grant), which the policy already allowed';
const SAME_OWNER_RULE =
  'the commands it adds are the ones the table grants users, which its other policies already allow with the same owner condition (or a narrower one)';

/**
 * Mutants that cannot change what any caller can do, with the reason. They are reported, not run;
 * an entry that matches no mutant any more fails the run (the reason must be looked at again).
 */
export const EQUIVALENT: Record<string, string> = {
  'Users update their own profile · with check (true)': OWNER_COLUMN,
  'Users add their own products · with check: without owner_id = (select auth.uid())': OWNER_COLUMN,
  'Users update their own products · with check: without owner_id = (select auth.uid())': OWNER_COLUMN,
  'Buyers close their own inquiries · with check: without buyer_id = (select auth.uid())': OWNER_COLUMN,
  'Users save suppliers · with check: without buyer_id = (select auth.uid())': OWNER_COLUMN,
  'Buyers post their own inquiries · with check: without buyer_id = (select auth.uid())': OWNER_COLUMN,
  'The buyer and the supplier write in their open thread · with check: without sender_id = (select auth.uid())':
    OWNER_COLUMN,
  'Buyers read their inquiries; suppliers the ones delivered to them · using: without d.supplier_id = (select auth.uid())':
    DELIVERY_RLS,
  'Users add their own products · with check: without u.owner_id = (select auth.uid())': UPLOAD_RLS,
  'The buyer and the supplier read their thread · using: without (d.buyer_id = (select auth.uid()) or d.supplier_id = (select auth.uid()))':
    DELIVERY_RLS,
  'The buyer and the supplier write in their open thread · with check: without (d.buyer_id = (select auth.uid()) or d.supplier_id = (select auth.uid()))':
    DELIVERY_RLS,
  // Widened to `for all`.
  'Users read their own profile · for select → for all':
    "users may update only their own profile, as 'Users update their own profile' already lets them, and hold no insert or delete grant",
  'Users update their own profile · for update → for all':
    "reading one's own profile is already allowed; users hold no insert or delete grant",
  'Users see their own registration documents · for select → for all': READ_ONLY,
  'Admins read registration documents · for select → for all': READ_ONLY,
  'The buyer and the supplier read a delivery · for select → for all': READ_ONLY,
  'Suppliers read their own suggestions · for select → for all': READ_ONLY,
  'Admins read contact messages · for select → for all': READ_ONLY,
  'Users read their own conversations · for select → for all': SAME_OWNER_RULE,
  'Users add their own conversations · for insert → for all': SAME_OWNER_RULE,
  'Users read their own catalog uploads · for select → for all': SAME_OWNER_RULE,
  'Users add their own catalog uploads · for insert → for all': SAME_OWNER_RULE,
  'Users delete their own catalog uploads · for delete → for all': SAME_OWNER_RULE,
  'Users save suppliers · for insert → for all': SAME_OWNER_RULE,
  'Users add their own products · for insert → for all':
    "reading and deleting one's own products are already allowed, and its check is stricter than the update policy's",
  'The buyer and the supplier write in their open thread · for insert → for all':
    'reading the messages of one’s open threads is already allowed (any thread of one’s own); users hold no update or delete grant',
  'Buyers close their own inquiries · for update → for all':
    "status is not insertable (an inquiry starts 'new'), so its check (status = 'closed') refuses every insert; a buyer already reads their inquiries; users hold no delete grant",
  // Widened to the visitor.
  'Users read their own products · to authenticated → to anon, authenticated':
    'a visitor has no user id: owner_id = (select auth.uid()) matches no row',
};

export const keyOf = (mutant: Mutant) => `${mutant.policy} · ${mutant.description}`;

/** What a mutant changes: a clause's conditions, a policy's command or roles, or a column grant. */
export type MutantKind = 'using' | 'with check' | 'command' | 'roles' | 'grant';

export interface Mutant {
  file: string;
  /** The policy's name, or for a grant `grant <privilege> on <table> to <roles>`. */
  policy: string;
  clause: MutantKind;
  description: string;
  /** The migration's text with this one change. */
  sql: string;
}

/**
 * The characters of `text` from `from` on, with the parenthesis depth before each, skipping quoted
 * text (the one scanner closing, topLevel and conditionDrops share).
 */
function* unquoted(text: string, from = 0): Generator<{ at: number; char: string; depth: number }> {
  let depth = 0;
  for (let at = from; at < text.length; at++) {
    const char = text[at] ?? '';
    if (char === "'") {
      at = text.indexOf("'", at + 1);
      if (at < 0) return;
      continue;
    }
    yield { at, char, depth };
    if (char === '(') depth++;
    else if (char === ')') depth--;
  }
}

/** The index just past the parenthesis that closes the one at `open`. */
function closing(text: string, open: number): number {
  for (const { at, char, depth } of unquoted(text, open)) if (char === ')' && depth === 1) return at + 1;
  throw new Error(`unbalanced parenthesis at ${open}`);
}

/** Top-level positions of a keyword (word-bounded, outside parentheses and quotes) in `text`. */
function topLevel(text: string, keyword: string): number[] {
  const pattern = new RegExp(`^${keyword}\\b`, 'i');
  const found: number[] = [];
  for (const { at, char, depth } of unquoted(text))
    if (depth === 0 && char !== '(' && /\s/.test(text[at - 1] ?? ' ') && pattern.test(text.slice(at)))
      found.push(at);
  return found;
}

/**
 * Each way to drop one condition of an `and` chain in `expression` (at any depth), as
 * [start, end, replacement] edits of the expression's text.
 */
function conditionDrops(expression: string, offset = 0): { start: number; end: number; dropped: string }[] {
  const edits: { start: number; end: number; dropped: string }[] = [];
  // Conditions of a subquery are those after its (last) top-level `where`.
  const wheres = topLevel(expression, 'where');
  const from = wheres.length > 0 ? (wheres.at(-1) ?? 0) + 'where'.length : 0;
  const region = expression.slice(from);
  const ands = topLevel(region, 'and');
  if (ands.length > 0) {
    // Condition k runs from just after the k-th `and` (or the start) to the next `and` (or the end);
    // it goes with the `and` before it, or, for the first, the `and` after it.
    const afterAnd = [0, ...ands.map((at) => at + 'and'.length)];
    const nextAnd = [...ands, region.length];
    for (let k = 0; k <= ands.length; k++) {
      const conditionStart = afterAnd[k] ?? 0;
      const conditionEnd = nextAnd[k] ?? region.length;
      const start = k === 0 ? 0 : (ands[k - 1] ?? 0);
      const end = k === 0 ? (afterAnd[1] ?? region.length) : conditionEnd;
      edits.push({
        start: offset + from + start,
        end: offset + from + end,
        dropped: region.slice(conditionStart, conditionEnd).trim(),
      });
    }
  }
  // And inside every top-level parenthesised group (deeper ones through the recursion).
  for (const { at, char, depth } of unquoted(expression)) {
    if (char !== '(' || depth !== 0) continue;
    const end = closing(expression, at);
    edits.push(...conditionDrops(expression.slice(at + 1, end - 1), offset + at + 1));
  }
  return edits;
}

/** Every mutant of every live policy in the migrations. */
export function policyMutants(directory = migrations): Mutant[] {
  const files = readdirSync(directory)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const texts = files.map((file) => readFileSync(path.join(directory, file), 'utf8'));
  const mutants: Mutant[] = [];
  files.forEach((file, index) => {
    const text = texts[index] ?? '';
    const policyPattern = /create policy "([^"]+)" on ([\w.]+)/gi;
    for (const match of text.matchAll(policyPattern)) {
      const [, policy = '', table = ''] = match;
      const dropped = new RegExp(
        `drop policy (if exists )?"${policy.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" on ${table.replace('.', '\\.')}`,
        'i',
      );
      if (texts.slice(index + 1).some((later) => dropped.test(later))) continue;
      const statementEnd = text.indexOf(';', match.index + match[0].length);
      for (const clause of ['using', 'with check'] as const) {
        const clauseAt = text.slice(match.index, statementEnd).search(new RegExp(`\\b${clause}\\s*\\(`, 'i'));
        if (clauseAt < 0) continue;
        const open = text.indexOf('(', match.index + clauseAt);
        const close = closing(text, open);
        const inner = text.slice(open + 1, close - 1);
        const replace = (start: number, end: number, by: string) =>
          text.slice(0, open + 1 + start) + by + text.slice(open + 1 + end);
        mutants.push({
          file,
          policy,
          clause,
          description: `${clause} (true)`,
          sql: replace(0, inner.length, 'true'),
        });
        for (const edit of conditionDrops(inner)) {
          mutants.push({
            file,
            policy,
            clause,
            description: `${clause}: without ${edit.dropped.replace(/\s+/g, ' ')}`,
            sql: replace(edit.start, edit.end, ' '),
          });
        }
      }
      const statement = text.slice(match.index, statementEnd);
      const head = /\bfor\s+(select|insert|update|delete)\b/i.exec(statement);
      if (head) {
        const command = (head[1] ?? '').toLowerCase();
        let widened = statement.replace(head[0], 'for all');
        // A `for all` policy lets rows be read, updated and deleted through its `using` only.
        const check = /\bwith\s+check\s*\(/i.exec(widened);
        if (command === 'insert' && check) {
          const open = check.index + check[0].length - 1;
          widened = `${widened.slice(0, check.index)}using ${widened.slice(open, closing(widened, open))} ${widened.slice(check.index)}`;
        }
        mutants.push({
          file,
          policy,
          clause: 'command',
          description: `for ${command} → for all`,
          sql: text.slice(0, match.index) + widened + text.slice(statementEnd),
        });
      }
      const roles = /\bto\s+([a-z_]+(?:\s*,\s*[a-z_]+)*)/i.exec(statement);
      const command = (head?.[1] ?? 'all').toLowerCase();
      if (roles && !/\banon\b/i.test(roles[1] ?? '') && anonHolds(texts, table, command)) {
        mutants.push({
          file,
          policy,
          clause: 'roles',
          description: `to ${roles[1]} → to anon, ${roles[1]}`,
          sql:
            text.slice(0, match.index) +
            statement.replace(roles[0], `to anon, ${roles[1]}`) +
            text.slice(statementEnd),
        });
      }
    }
    mutants.push(...grantMutants(file, texts, index));
  });
  return mutants;
}

/** The privileges of a `grant … on …` or `revoke … on …` statement's list (`all` for all of them). */
function privilegesOf(list: string): string[] {
  return list
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((privilege) => privilege.trim().toLowerCase())
    .filter(Boolean);
}

const GRANT =
  /\bgrant\s+((?:select|insert|update|delete|references)(?:\s*\([^)]*\))?(?:\s*,\s*(?:select|insert|update|delete|references)(?:\s*\([^)]*\))?)*)\s+on\s+(?:table\s+)?([\w.]+(?:\s*,\s*[\w.]+)*)\s+to\s+([\w\s,]+?)\s*;/gi;
const REVOKE =
  /\brevoke\s+([\w\s,()]+?)\s+on\s+(?:table\s+)?([\w.]+(?:\s*,\s*[\w.]+)*)\s+from\s+([\w\s,]+?)\s*;/gi;
const listOf = (text: string) => text.split(',').map((item) => item.trim().toLowerCase());

/**
 * Whether the visitor (`anon`) holds a grant of `command` (`all`: of any) on `table` somewhere in the
 * migrations. Elsewhere a policy's roles widened to anon cannot change anything: the grant refuses
 * the visitor before any policy is asked. (Revokes are not subtracted: that only makes more mutants.)
 */
function anonHolds(texts: string[], table: string, command: string): boolean {
  return texts.some((text) =>
    [...text.matchAll(GRANT)].some(
      ([, privileges = '', tables = '', roles = '']) =>
        listOf(tables).includes(table.toLowerCase()) &&
        listOf(roles).includes('anon') &&
        (command === 'all' || privilegesOf(privileges).includes(command)),
    ),
  );
}

/**
 * A column grant (`grant update (a, b) on t to r`) made a grant on the whole table, one per grant,
 * unless a later statement revokes that privilege on the table from those roles again (the copy
 * could not change anything).
 */
function grantMutants(file: string, texts: string[], index: number): Mutant[] {
  const text = texts[index] ?? '';
  const mutants: Mutant[] = [];
  for (const match of text.matchAll(GRANT)) {
    const [statement, privileges = '', tables = '', roles = ''] = match;
    const columns = /^(\w+)\s*\(/.exec(privileges.trim());
    if (!columns || privilegesOf(privileges).length !== 1) continue;
    const privilege = (columns[1] ?? '').toLowerCase();
    const revokedLater = [text.slice((match.index ?? 0) + statement.length), ...texts.slice(index + 1)].some(
      (later) =>
        [...later.matchAll(REVOKE)].some(
          ([, revoked = '', revokedTables = '', revokedRoles = '']) =>
            (privilegesOf(revoked).includes('all') || privilegesOf(revoked).includes(privilege)) &&
            listOf(tables).some((table) => listOf(revokedTables).includes(table)) &&
            listOf(roles).some((role) => listOf(revokedRoles).includes(role)),
        ),
    );
    if (revokedLater) continue;
    const at = match.index ?? 0;
    const open = at + statement.indexOf('(');
    const named = listOf(text.slice(open + 1, closing(text, open) - 1));
    mutants.push({
      file,
      policy: `grant ${privilege} (${named[0] ?? ''}${named.length > 1 ? ', …' : ''}) on ${listOf(tables).join(', ')} to ${listOf(roles).join(', ')}`,
      clause: 'grant',
      description: 'its columns → the whole table',
      sql: text.slice(0, open) + text.slice(closing(text, open)),
    });
  }
  return mutants;
}

/** Runs the policy suites on a copy of the migrations with `mutant` applied (none: the originals). */
function run(mutant: Mutant | null, suites: string[]): 'killed' | 'survived' | 'invalid' {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'krishika-sql-mutant-'));
  try {
    cpSync(migrations, copy, { recursive: true });
    if (mutant) writeFileSync(path.join(copy, mutant.file), mutant.sql);
    const result = spawnSync('npx', ['vitest', 'run', '--bail', '1', ...suites], {
      cwd: root,
      env: { ...process.env, SUPABASE_MIGRATIONS_DIR: copy },
      encoding: 'utf8',
    });
    // A copy that does not migrate fails every suite without testing anything: the mutant is broken.
    if (/Migration \S+ failed/.test(`${result.stdout}${result.stderr}`)) return 'invalid';
    return result.status === 0 ? 'survived' : 'killed';
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  const given = (option: string) =>
    process.argv.flatMap((arg, index) => (process.argv[index - 1] === option ? [arg] : []));
  const kinds = given('--kind');
  const mutants = policyMutants().filter(
    (mutant) =>
      (!only || mutant.policy.includes(only)) && (kinds.length === 0 || kinds.includes(mutant.clause)),
  );
  const chosen = given('--suite');
  const suites = chosen.length > 0 ? chosen : POLICY_SUITES;
  console.log(`SQL policy mutation — ${new Date().toISOString()}`);
  console.log(`commit ${gitCommit(['supabase/migrations', 'supabase-emulator/src'])}; ${machineLoad()}`);
  console.log(`${mutants.length} mutants; suites: ${suites.join(', ')}\n`);
  const started = performance.now();
  // A mutant counts as killed when the suites fail: they must pass on the migrations as they are.
  if (run(null, suites) !== 'survived') {
    console.log('the policy suites fail on the unchanged migrations: fix them first');
    process.exitCode = 1;
    return;
  }
  const survivors: Mutant[] = [];
  const invalid: Mutant[] = [];
  const equivalent = mutants.filter((mutant) => EQUIVALENT[keyOf(mutant)] !== undefined);
  for (const mutant of mutants) {
    const reason = EQUIVALENT[keyOf(mutant)];
    if (reason !== undefined) {
      console.log(`equivalent ${mutant.file} · "${mutant.policy}" · ${mutant.description}: ${reason}`);
      continue;
    }
    const outcome = run(mutant, suites);
    if (outcome === 'survived') survivors.push(mutant);
    if (outcome === 'invalid') invalid.push(mutant);
    const label = { killed: 'killed    ', survived: 'SURVIVED  ', invalid: 'INVALID   ' }[outcome];
    console.log(`${label} ${mutant.file} · "${mutant.policy}" · ${mutant.description}`);
  }
  const stale =
    only || kinds.length > 0
      ? []
      : Object.keys(EQUIVALENT).filter((key) => !mutants.some((mutant) => keyOf(mutant) === key));
  for (const key of stale) console.log(`STALE equivalent entry (no such mutant any more): ${key}`);
  const judged = mutants.length - equivalent.length - invalid.length;
  const killed = judged - survivors.length;
  console.log(
    `\nscore ${((killed / Math.max(1, judged)) * 100).toFixed(1)} % (${killed} of ${judged} killed, ${survivors.length} survived; ` +
      `${equivalent.length} equivalent, not run${invalid.length > 0 ? `; ${invalid.length} INVALID (the copy does not migrate)` : ''}) ` +
      `in ${((performance.now() - started) / 60_000).toFixed(1)} min`,
  );
  if (survivors.length > 0 || stale.length > 0 || invalid.length > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
