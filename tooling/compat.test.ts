import { describe, expect, it } from 'vitest';
import { type BuildCompat, compatProblems, hostRange, satisfies } from './compat.ts';
import { buildCompat } from './federation.ts';

const host: BuildCompat = {
  name: 'shell',
  contract: '1.2.0',
  shared: {
    react: { version: '19.3.1', range: hostRange('19.3.1') },
    zustand: { version: '5.1.0', range: hostRange('5.1.0') },
    'shared-ui': { version: '0.1.0', range: hostRange('0.1.0') },
  },
};

const remote = (shared: Record<string, unknown>, contract = '1.0.0') => ({ name: 'mf_x', contract, shared });

describe('satisfies', () => {
  it('reads carets as npm does, exact versions and *', () => {
    expect(satisfies('19.3.1', '^19.0.0')).toBe(true);
    expect(satisfies('18.3.1', '^19.0.0')).toBe(false);
    expect(satisfies('19.2.0', '^19.3.1')).toBe(false);
    expect(satisfies('0.2.0', '^0.1.0')).toBe(false);
    expect(satisfies('0.1.5', '^0.1.0')).toBe(true);
    expect(satisfies('1.0.0', '1.0.0')).toBe(true);
    expect(satisfies('1.0.1', '1.0.0')).toBe(false);
    expect(satisfies('2.0.0', '*')).toBe(true);
    expect(satisfies('x', '^1.0.0')).toBeNull();
    expect(satisfies('1.0.0', '>=1 <2')).toBeNull();
  });
});

describe('compatProblems', () => {
  it('accepts a remote built on the same majors with a contract of the same major', () => {
    const ok = remote({
      react: { version: '19.1.0', range: '^19.1.0' },
      'shared-ui': { version: '0.1.0', range: '^0.1.0' },
    });
    expect(compatProblems(host, ok)).toEqual([]);
  });

  it('refuses another major, a remote that needs more than the shell has, and another contract major', () => {
    expect(compatProblems(host, remote({ react: { version: '18.3.1', range: '^18.3.1' } }))).toEqual([
      'react 18.3.1, the shell provides 19.3.1 (accepts ^19.0.0)',
    ]);
    expect(compatProblems(host, remote({ zustand: { version: '5.2.0', range: '^5.2.0' } }))).toEqual([
      'zustand: needs ^5.2.0, the shell provides 5.1.0',
    ]);
    expect(compatProblems(host, remote({ 'shared-ui': { version: '0.2.0', range: '^0.2.0' } }))).toHaveLength(
      1,
    );
    expect(compatProblems(host, remote({}, '2.0.0'))).toEqual([
      'exposes contract 2.0.0, the shell reads 1.2.0',
    ]);
  });

  it('refuses a record that is not one, or whose versions are unreadable', () => {
    expect(compatProblems(host, null)).toEqual(["its compat.json is not a build's compatibility record"]);
    expect(compatProblems(host, { shared: {} })).toHaveLength(1);
    expect(compatProblems(host, remote({ react: { range: '^19.0.0' } }))).toEqual([
      'react: its version is not recorded (the shell provides 19.3.1)',
    ]);
    expect(compatProblems(host, remote({ react: { version: 'next', range: '^19.0.0' } }))).toHaveLength(1);
  });
});

describe('buildCompat', () => {
  it('records the versions the app installed, workspace packages whose exports hide package.json too', () => {
    const shell = buildCompat(new URL('../shell', import.meta.url).pathname, 'shell', 'host');
    expect(shell.shared['shared-ui']).toEqual({ version: '0.1.0', range: '^0.1.0' });
    expect(shell.shared['react']?.range).toMatch(/^\^\d+\.0\.0$/);
    const buyer = buildCompat(new URL('../mf-buyer', import.meta.url).pathname, 'mf_buyer', 'remote');
    expect(buyer.shared['react']?.range).toBe(`^${buyer.shared['react']?.version}`);
    expect(compatProblems(shell, buyer)).toEqual([]);
  });
});
