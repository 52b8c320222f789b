import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { repoRoot } from '../config.ts';

const BOOTSTRAP = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bootstrap.sql');
/** The project's migrations; SUPABASE_MIGRATIONS_DIR points elsewhere (the SQL mutation run's copies). */
export const MIGRATIONS_DIR =
  process.env['SUPABASE_MIGRATIONS_DIR'] ?? path.join(repoRoot, 'supabase/migrations');

export interface MigrationFile {
  file: string;
  version: string;
  name: string;
}

/**
 * The migration files of a folder in the order they apply. Two files with one version (the digits
 * before the first underscore) are refused: the version is the key of schema_migrations, so the second
 * file would be skipped wherever the first was applied, silently.
 */
export function migrationFiles(dir: string): MigrationFile[] {
  const files = readdirSync(dir)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort();
  const byVersion = new Map<string, string>();
  return files.map((file) => {
    const [version = file, ...rest] = file.replace(/\.sql$/, '').split('_');
    const earlier = byVersion.get(version);
    if (earlier) {
      throw new Error(
        `Migrations ${earlier} and ${file} share the version ${version}; give one of them a later timestamp.`,
      );
    }
    byVersion.set(version, file);
    return { file, version, name: rest.join('_') };
  });
}

/**
 * Brings the database to the current schema: first what a Supabase project already has (auth schema,
 * roles; idempotent), then each file of supabase/migrations once, in name order, as the Supabase CLI
 * records them in supabase_migrations.schema_migrations.
 */
export async function migrate(pool: pg.Pool): Promise<string[]> {
  await pool.query(readFileSync(BOOTSTRAP, 'utf8'));
  const applied = new Set(
    (
      await pool.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
    ).rows.map((row) => row.version),
  );
  const newlyApplied: string[] = [];
  for (const { file, version, name } of migrationFiles(MIGRATIONS_DIR)) {
    if (applied.has(version)) continue;
    const sql = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(sql);
      await client.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [version, name],
      );
      await client.query('commit');
      newlyApplied.push(file);
    } catch (error) {
      await client.query('rollback');
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
    } finally {
      client.release();
    }
  }
  return newlyApplied;
}
