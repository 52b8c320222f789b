// The outbox's SMTP listener, spoken to over a plain socket as any SMTP client would.
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv, testConfig } from '../config.ts';
import { startEmulator, type RunningEmulator } from '../start.ts';

let emulator: RunningEmulator;
const MAX_BYTES = 64 * 1024;

beforeAll(async () => {
  const config = testConfig();
  emulator = await startEmulator(
    { ...config, smtp: { ...config.smtp, maxBytes: MAX_BYTES } },
    {
      log: () => undefined,
    },
  );
});

afterAll(async () => {
  await emulator?.stop();
});

beforeEach(async () => {
  await emulator.ctx.mail.clear();
});

/** One SMTP conversation: each command waits for the server's answer; returns every answer. */
async function converse(commands: string[]): Promise<string[]> {
  const socket = net.connect(emulator.smtp.port, '127.0.0.1');
  const answers: string[] = [];
  let buffer = '';
  let waiting: ((line: string) => void) | null = null;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    // A reply ends with a line whose code is followed by a space (multi-line replies use '-').
    const match = /(?:^|\r\n)(\d{3}) [^\r\n]*\r\n$/.exec(buffer);
    if (match && waiting) {
      const answer = buffer;
      buffer = '';
      const resolve = waiting;
      waiting = null;
      resolve(answer);
    }
  });
  const next = () => new Promise<string>((resolve) => (waiting = resolve));
  answers.push(await next());
  for (const command of commands) {
    const answer = next();
    socket.write(`${command}\r\n`);
    answers.push(await answer);
  }
  socket.end();
  return answers;
}

const MULTIPART = [
  'From: Krishika <no-reply@krishika.local>',
  'To: trader@example.com',
  'Subject: Confirm your subscription',
  'List-Unsubscribe: <http://localhost:8787/v1/newsletter/unsubscribe?token=abc>',
  'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
  'MIME-Version: 1.0',
  'Content-Type: multipart/alternative; boundary="b1"',
  '',
  '--b1',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Confirm: http://localhost:8787/v1/newsletter/confirm?token=123',
  '--b1',
  'Content-Type: text/html; charset=utf-8',
  '',
  '<p>Confirm: <a href="http://localhost:8787/v1/newsletter/confirm?token=123">here</a></p><script>alert(1)</script>',
  '--b1--',
  '.',
].join('\r\n');

describe('SMTP listener', () => {
  it('stores a multipart message in the outbox, once per recipient, with its text, HTML, links and list headers', async () => {
    const answers = await converse([
      'EHLO test',
      'MAIL FROM:<no-reply@krishika.local>',
      'RCPT TO:<trader@example.com>',
      'RCPT TO:<second@example.com>',
      'DATA',
      MULTIPART,
      'QUIT',
    ]);
    expect(answers[6]).toMatch(/^250 /);
    const [message] = await emulator.ctx.mail.list('trader@example.com');
    expect(message).toMatchObject({
      kind: 'smtp',
      from: 'Krishika <no-reply@krishika.local>',
      subject: 'Confirm your subscription',
      links: ['http://localhost:8787/v1/newsletter/confirm?token=123'],
      headers: {
        'list-unsubscribe': '<http://localhost:8787/v1/newsletter/unsubscribe?token=abc>',
        'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(message?.text.trim()).toBe('Confirm: http://localhost:8787/v1/newsletter/confirm?token=123');
    expect(message?.html).toContain('<a href="http://localhost:8787/v1/newsletter/confirm?token=123">');
    expect(await emulator.ctx.mail.list('second@example.com')).toHaveLength(1);
  });

  it('shows the HTML part only in a sandboxed frame, under a CSP that runs and loads nothing', async () => {
    await converse(['EHLO test', 'MAIL FROM:<a@b.co>', 'RCPT TO:<trader@example.com>', 'DATA', MULTIPART]);
    const response = await fetch(emulator.mailUrl);
    const page = await response.text();
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(page).toMatch(/<iframe sandbox title="[^"]*" srcdoc="[^"]*&#60;script&#62;alert\(1\)/);
    // The mail's markup never reaches the page itself.
    expect(page).not.toContain('<script>');
    expect(page).toContain('list-unsubscribe-post: List-Unsubscribe=One-Click');
  });

  it('refuses a message over the size limit (552) and stores nothing', async () => {
    const big = 'x'.repeat(998);
    const body = Array.from({ length: Math.ceil((MAX_BYTES + 1) / 1000) }, () => big).join('\r\n');
    const answers = await converse([
      'EHLO test',
      'MAIL FROM:<a@b.co>',
      'RCPT TO:<trader@example.com>',
      'DATA',
      `Subject: big\r\n\r\n${body}\r\n.`,
    ]);
    expect(answers[1]).toContain(`SIZE ${MAX_BYTES}`);
    expect(answers[5]).toMatch(/^552 /);
    expect(await emulator.ctx.mail.list()).toHaveLength(0);
    // A sender that declares the size up front is refused before sending it.
    const declared = await converse(['EHLO test', `MAIL FROM:<a@b.co> SIZE=${MAX_BYTES + 1}`]);
    expect(declared[2]).toMatch(/^552 /);
  });

  it('listens on loopback only unless told otherwise', () => {
    expect(emulator.smtp.server.server.address()).toMatchObject({ address: '127.0.0.1' });
    expect(configFromEnv({}).smtp).toMatchObject({ host: '127.0.0.1', port: 54325, allowRemote: false });
    expect(() => configFromEnv({ SUPABASE_EMULATOR_SMTP_HOST: '0.0.0.0' })).toThrow(/not a loopback address/);
    expect(
      configFromEnv({ SUPABASE_EMULATOR_SMTP_HOST: '0.0.0.0', SUPABASE_EMULATOR_SMTP_ALLOW_REMOTE: 'true' })
        .smtp.host,
    ).toBe('0.0.0.0');
  });
});
