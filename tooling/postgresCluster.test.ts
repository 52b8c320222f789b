import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findPostgresBin } from './testing/postgresCluster.ts';

let root: string;

afterEach(() => rmSync(root, { recursive: true, force: true }));

function major(name: string, withInitdb = true): void {
  mkdirSync(path.join(root, name, 'bin'), { recursive: true });
  if (withInitdb) writeFileSync(path.join(root, name, 'bin', 'initdb'), '');
}

describe("findPostgresBin (pnpm test:pg's throw-away cluster)", () => {
  it('takes the newest major that has initdb, numerically', () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'krishika-pgroot-'));
    major('9');
    major('15');
    major('17', false);
    major('common');
    expect(findPostgresBin(root)).toBe(path.join(root, '15', 'bin'));
  });

  it('finds none where PostgreSQL is not installed', () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'krishika-pgroot-'));
    expect(findPostgresBin(root)).toBeNull();
    expect(findPostgresBin(path.join(root, 'missing'))).toBeNull();
  });
});
