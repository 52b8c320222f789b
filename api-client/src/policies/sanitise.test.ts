import { describe, expect, it } from 'vitest';
import { ApiError } from '../error';
import { REQUEST_FAILED } from '../messages';
import { sanitise, sanitizeDeep, sanitizeText, withoutScripts, withoutScriptsDeep } from './sanitise';
import { network, ok, request } from './testing';

describe('sanitizeText (outgoing)', () => {
  it.each([
    ['plain text stays', 'plain text stays'],
    ['<script>alert(1)</script>Hello', 'Hello'],
    ['a<SCRIPT type="text/javascript">x()</SCRIPT >b', 'ab'],
    ['unclosed <script src=//evil.example/x.js>', 'unclosed '],
    ['<scr<script>x</script>ipt>alert(1)</script>', 'alert(1)'],
    [`It's "5 MT" <b>now</b>`, 'Its 5 MT bnow/b'],
    ['हल्दी 5 टन चाहिए', 'हल्दी 5 टन चाहिए'],
  ])('%j → %j', (input, output) => {
    expect(sanitizeText(input)).toBe(output);
  });

  it('never leaves a tag character behind', () => {
    for (const input of ['<<script>script>>', '"\'<>', '<img src=x onerror=alert(1)>'])
      expect(sanitizeText(input)).not.toMatch(/[<>'"]/);
  });

  it('cleans strings at any depth, keeps other values and leaves the input alone', () => {
    const input = { a: "x'y", b: [1, true, null, { c: '<script>1</script>z' }] };
    expect(sanitizeDeep(input)).toEqual({ a: 'xy', b: [1, true, null, { c: 'z' }] });
    expect(input.a).toBe("x'y");
  });
});

describe('withoutScripts: what a single pass would leave', () => {
  it('removes a script tag that removing another one put together', () => {
    expect(withoutScripts('<scr<script>ipt>alert(1)')).toBe('alert(1)');
  });

  it('removes a whole element whose code has spaces and new lines', () => {
    expect(withoutScripts('<script>steal( document.cookie )\n</script>ok')).toBe('ok');
  });

  it('removes an opening tag cut off at the end of the text', () => {
    expect(withoutScripts('text <script src=//evil.example/x.js')).toBe('text ');
  });

  it('cleans objects made without a prototype, and sends no body when there is none', async () => {
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { a: `x'y` });
    expect(sanitizeDeep(bare)).toEqual({ a: 'xy' });
    const next = network();
    await sanitise()(request('/log'), next);
    expect(next.mock.calls[0]?.[0]).not.toHaveProperty('body');
  });
});

describe('withoutScripts (incoming)', () => {
  it('removes script elements only: apostrophes, quotes and angle brackets survive', () => {
    expect(withoutScripts(`I'm not sure <script>steal()</script>12" pipes < 5 kg`)).toBe(
      `I'm not sure 12" pipes < 5 kg`,
    );
    expect(withoutScriptsDeep({ a: ['<script>1</script>"z"'] })).toEqual({ a: ['"z"'] });
  });
});

describe('sanitise() policy', () => {
  it('sanitises the outgoing JSON body and leaves FormData alone', async () => {
    const next = network();
    await sanitise()(request('/reply', 'POST', { inquiry: `Need "5 MT"<script>x</script> isn't it` }), next);
    expect(next.mock.calls[0]?.[0].body).toEqual({ inquiry: 'Need 5 MT isnt it' });

    const form = new FormData();
    await sanitise()(request('/upload', 'POST', form), next);
    expect(next.mock.calls[1]?.[0].body).toBe(form);
  });

  it('removes scripts from the JSON answer and from streamed events, not from bytes', async () => {
    const policy = sanitise();
    const answer = await policy(request('/match'), async () => ok({ name: `12" <b><script>x()</script>` }));
    expect(answer.data).toEqual({ name: '12" <b>' });

    const events: unknown[] = [];
    await policy({ ...request('/upload', 'POST'), onEvent: (event) => events.push(event) }, async (sent) => {
      sent.onEvent?.({ phase: '<script>x</script>reading' });
      return ok();
    });
    expect(events).toEqual([{ phase: 'reading' }]);

    const blob = new Blob(['<script>']);
    const bytes = await policy({ ...request('/export'), responseType: 'blob' }, async () => ok(blob));
    expect(bytes.data).toBe(blob);
  });

  it("removes scripts from the api's error code and message, keeping the rest of the error", async () => {
    const cause = new Error('x');
    const failing = sanitise()(request('/log'), async () => {
      throw new ApiError('client', REQUEST_FAILED, {
        status: 415,
        code: 'not_pdf<script>1</script>',
        serverMessage: `That file isn't a "PDF"<script>x()</script>`,
        cause,
      });
    });
    await expect(failing).rejects.toBeInstanceOf(ApiError);
    await expect(failing).rejects.toMatchObject({
      kind: 'client',
      status: 415,
      message: REQUEST_FAILED,
      code: 'not_pdf',
      serverMessage: 'That file isn\'t a "PDF"',
      cause,
    });
  });

  it('passes other failures through untouched', async () => {
    const abort = new DOMException('Aborted', 'AbortError');
    await expect(sanitise()(request('/log'), async () => Promise.reject(abort))).rejects.toBe(abort);
  });
});
