import { describe, expect, it } from 'vitest';
import { sanitizeDeep, sanitizeText, withoutScripts, withoutScriptsDeep } from './sanitize';

describe('sanitizeText', () => {
  it.each([
    ['plain text stays', 'plain text stays'],
    ['<script>alert(1)</script>Hello', 'Hello'],
    ['a<SCRIPT type="text/javascript">x()</SCRIPT >b', 'ab'],
    ['unclosed <script src=//evil.example/x.js>', 'unclosed '],
    ['<scr<script>x</script>ipt>alert(1)</script>', 'alert(1)'],
    [`It's "5 MT" <b>now</b>`, 'Its 5 MT bnow/b'],
    ['Price < 5 > 3', 'Price  5  3'],
    ['हल्दी 5 टन चाहिए', 'हल्दी 5 टन चाहिए'],
  ])('%j → %j', (input, output) => {
    expect(sanitizeText(input)).toBe(output);
  });

  it('never leaves a tag character behind', () => {
    for (const input of ['<<script>script>>', '"\'<>', '<img src=x onerror=alert(1)>']) {
      expect(sanitizeText(input)).not.toMatch(/[<>'"]/);
    }
  });
});

describe('sanitizeDeep', () => {
  it('cleans strings at any depth and keeps other values', () => {
    const input = { a: "x'y", b: [1, true, null, { c: '<script>1</script>z' }], d: undefined };
    expect(sanitizeDeep(input)).toEqual({ a: 'xy', b: [1, true, null, { c: 'z' }], d: undefined });
  });

  it('does not change the input', () => {
    const input = { a: '"quoted"' };
    sanitizeDeep(input);
    expect(input.a).toBe('"quoted"');
  });
});

describe('withoutScripts / withoutScriptsDeep (incoming text)', () => {
  it.each([
    [`I'm not sure, I'd rather not guess.`, `I'm not sure, I'd rather not guess.`],
    ['12" pipes < 5 kg > 3 kg', '12" pipes < 5 kg > 3 kg'],
    ['<scr<script>x</script>ipt>alert(1)</script>ok', 'alert(1)ok'],
    ['a<script>steal()</script>b', 'ab'],
  ])('%j → %j', (input, output) => {
    expect(withoutScripts(input)).toBe(output);
  });

  it('cleans strings at any depth and keeps other values', () => {
    const input = { a: "x'y", b: [1, { c: '<script>1</script>"z"' }] };
    expect(withoutScriptsDeep(input)).toEqual({ a: "x'y", b: [1, { c: '"z"' }] });
  });
});
