import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, inputProblem } from './inputText.ts';

describe('inputProblem', () => {
  it('accepts text in every script, emoji included', () => {
    expect(inputProblem({ a: 'हल्दी 5 टन', b: ['姜黄', 'كركم', '🌶️ chili'], c: 5, d: null })).toBeNull();
  });

  it('refuses a NUL, an unpaired surrogate (high or low), in values and keys', () => {
    for (const bad of ['a\u0000b', 'x\uD800', '\uDC00y', 'ok \uD83D ok'])
      expect(inputProblem({ deep: [{ text: bad }] }), JSON.stringify(bad)).toMatch(/NUL|surrogate/);
    expect(inputProblem({ ['k\u0000']: 1 })).toMatch(/NUL/);
  });

  it('refuses hostile nesting without exhausting the stack', () => {
    let value: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(inputProblem(value)).toMatch(/nested more than 32/);
    let fine: unknown = 'leaf';
    for (let i = 0; i < 30; i++) fine = { a: fine };
    expect(inputProblem(fine)).toBeNull();
  });
});

describe('inputProblem: the depth limit, exactly', () => {
  const nested = (levels: number): unknown => {
    let value: unknown = 'leaf';
    for (let i = 0; i < levels; i++) value = { a: value };
    return value;
  };

  it(`takes ${MAX_INPUT_DEPTH} levels of objects and refuses one more`, () => {
    expect(MAX_INPUT_DEPTH).toBe(32);
    expect(inputProblem(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(inputProblem(nested(MAX_INPUT_DEPTH + 1))).toBe('The request is nested more than 32 levels deep.');
  });

  it('checks every key and value of a wide object, not only the first', () => {
    expect(inputProblem({ a: 'ok', b: 'ok', c: ['ok', 'bad\u0000'] })).toMatch(/NUL/);
    expect(inputProblem({ a: 1, b: { c: 2, ['\uDC00']: 3 } })).toMatch(/surrogate/);
    expect(inputProblem([1, true, null, undefined, 'fine'])).toBeNull();
  });
});
