// One input rule for every string a Krishika service receives: no NUL character (Postgres cannot
// store one, so it would fail as a 500) and no unpaired UTF-16 surrogate (not text), and JSON nested no
// deeper than any request needs. The api and the auth/REST emulator both apply it before any route.

/** Deeper than any request body or query needs. */
export const MAX_INPUT_DEPTH = 32;
const NOT_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `value` is refused, or null. Iterative, so a hostile nesting cannot exhaust the stack. */
export function inputProblem(value: unknown): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current === 'string') {
      if (NOT_TEXT.test(current)) return 'Text may not contain NUL characters or unpaired surrogates.';
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return `The request is nested more than ${MAX_INPUT_DEPTH} levels deep.`;
    for (const [key, item] of Object.entries(current)) {
      if (NOT_TEXT.test(key)) return 'Text may not contain NUL characters or unpaired surrogates.';
      stack.push([item, depth + 1]);
    }
  }
  return null;
}
