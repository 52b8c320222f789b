import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrationFiles } from './migrate.ts';

const folders: string[] = [];
function folderWith(...files: string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'krishika-migrations-'));
  folders.push(dir);
  for (const file of files) writeFileSync(path.join(dir, file), 'select 1;');
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('migrationFiles', () => {
  it('lists SQL migrations in name order with their version and name', () => {
    const dir = folderWith('20260102000000_b_two.sql', '20260101000000_a.sql', 'README.md', 'notes.sql');
    expect(migrationFiles(dir)).toEqual([
      { file: '20260101000000_a.sql', version: '20260101000000', name: 'a' },
      { file: '20260102000000_b_two.sql', version: '20260102000000', name: 'b_two' },
    ]);
  });

  it('refuses two files with one version, naming both', () => {
    const dir = folderWith('20260101000000_products.sql', '20260101000000_queue.sql');
    expect(() => migrationFiles(dir)).toThrow(
      'Migrations 20260101000000_products.sql and 20260101000000_queue.sql share the version 20260101000000',
    );
  });

  it("holds for the project's own migrations", () => {
    const files = migrationFiles(MIGRATIONS_DIR);
    expect(new Set(files.map((file) => file.version)).size).toBe(files.length);
  });
});
