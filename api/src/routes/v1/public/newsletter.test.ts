// The newsletter's double opt-in through the app, on the emulator's database; the confirmation mail
// travels over real SMTP to the emulator's listener and is read back from its outbox.
import { createHash } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import type { Mailer } from '../../../lib/mail/mailer.ts';
import { mailsTo, startApiHarness, type ApiHarness } from '../../../testing.ts';
import { CONFIRMED, SUBSCRIBED } from './newsletter.ts';

let harness: ApiHarness;
// Each test from an address of its own: the routes' limit is 10 a minute per address.
let client = 0;
beforeEach(() => {
  client++;
});
const inject = (options: InjectOptions) =>
  harness.app.inject({ ...options, remoteAddress: `10.0.0.${client}` });
const post = (url: string, payload: Record<string, unknown>) => inject({ method: 'POST', url, payload });

beforeAll(async () => {
  harness = await startApiHarness();
});

afterAll(async () => {
  await harness?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PUBLIC_URL = 'http://localhost:8787';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const subscribe = (email: string) => post('/v1/newsletter', { email });

/** The confirmation link of the newest mail to `address`, as a path on the api. */
async function confirmPath(address: string, count = 1): Promise<string> {
  const [mail] = await mailsTo(harness, address, count);
  const link = mail?.links.find((url) => url.startsWith(`${PUBLIC_URL}/v1/newsletter/confirm?token=`));
  if (!link) throw new Error('no confirmation link');
  return link.slice(PUBLIC_URL.length);
}

async function subscribers(): Promise<string[]> {
  const { rows } = await harness.pool.query<{ email: string }>(
    'select email from public.newsletter_subscribers order by email',
  );
  return rows.map((row) => row.email);
}

async function row(address: string) {
  const { rows } = await harness.pool.query<{
    confirm_token_hash: string | null;
    confirm_sent_at: Date | null;
    confirmed_at: Date | null;
    unsubscribed_at: Date | null;
  }>(
    `select confirm_token_hash, confirm_sent_at, confirmed_at, unsubscribed_at
       from public.newsletter_subscriptions where lower(email) = lower($1)`,
    [address],
  );
  return rows[0];
}

describe('POST /v1/newsletter (double opt-in)', () => {
  it('mails a multipart confirmation over SMTP; the address counts only once its link is followed, once', async () => {
    const response = await subscribe('reader@example.com');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(SUBSCRIBED);
    expect(SUBSCRIBED.message).toBe('Successfully subscribed!');

    const [mail] = await mailsTo(harness, 'reader@example.com');
    expect(mail).toMatchObject({
      kind: 'smtp',
      from: 'Krishika <no-reply@krishika.local>',
      subject: 'Confirm your Krishika newsletter subscription',
      headers: {
        'list-unsubscribe': expect.stringMatching(
          /^<http:\/\/localhost:8787\/v1\/newsletter\/unsubscribe\?token=[0-9a-f]{64}>$/,
        ),
        'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
      },
    });
    const path = await confirmPath('reader@example.com');
    const token = path.split('token=')[1] ?? '';
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(mail?.text).toContain(`${PUBLIC_URL}${path}`);
    expect(mail?.html).toContain(`href="${PUBLIC_URL}${path}"`);

    // Pending: stored, only the token's hash kept, not a subscriber.
    expect(await row('reader@example.com')).toMatchObject({
      confirm_token_hash: sha256(token),
      confirmed_at: null,
    });
    expect(await subscribers()).not.toContain('reader@example.com');

    const confirmed = await inject({ method: 'GET', url: path });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['content-type']).toMatch(/^text\/html/);
    expect(confirmed.body).toContain(CONFIRMED.message);
    expect(await subscribers()).toContain('reader@example.com');
    expect((await row('reader@example.com'))?.confirm_token_hash).toBeNull();

    // The link works once.
    const again = await inject({ method: 'GET', url: path });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('This confirmation link is not valid or has expired.');
    expect((await post('/v1/newsletter/confirm', { token })).json()).toMatchObject({
      error: 'not_found',
    });
  });

  it('confirms through POST too, and refuses unknown, malformed and expired tokens', async () => {
    await subscribe('poster@example.com');
    const token = (await confirmPath('poster@example.com')).split('token=')[1] ?? '';
    expect((await post('/v1/newsletter/confirm', { token: 'f'.repeat(64) })).statusCode).toBe(404);
    for (const body of [{}, { token: 'abc' }, { token: token.toUpperCase() }, { token, extra: 1 }])
      expect((await post('/v1/newsletter/confirm', body)).statusCode).toBe(400);
    expect((await inject({ method: 'GET', url: '/v1/newsletter/confirm?token=xyz' })).statusCode).toBe(400);
    const confirmed = await post('/v1/newsletter/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual(CONFIRMED);
    expect(await subscribers()).toContain('poster@example.com');

    // A link older than a day no longer works, and the address stays unconfirmed.
    await subscribe('late@example.com');
    const late = (await confirmPath('late@example.com')).split('token=')[1] ?? '';
    await harness.pool.query(
      `update public.newsletter_subscriptions set confirm_sent_at = now() - interval '25 hours' where email = 'late@example.com'`,
    );
    expect((await post('/v1/newsletter/confirm', { token: late })).statusCode).toBe(404);
    expect(await subscribers()).not.toContain('late@example.com');
  });

  it('answers the same whoever is asked about, and mails an address at most once an hour', async () => {
    await subscribe('known@example.com');
    await inject({ method: 'GET', url: await confirmPath('known@example.com') });
    const answers = [];
    for (const email of [
      'known@example.com',
      'fresh@example.com',
      'FRESH@example.com',
      'fresh@example.com',
    ]) {
      const response = await subscribe(email);
      answers.push({ status: response.statusCode, body: response.body });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    await mailsTo(harness, 'fresh@example.com');
    await sleep(500);
    expect(await harness.emulator.ctx.mail.list('fresh@example.com')).toHaveLength(1);
    // The subscribed address got no new mail, and stays subscribed.
    expect(await harness.emulator.ctx.mail.list('known@example.com')).toHaveLength(1);
    expect(await subscribers()).toContain('known@example.com');

    // An hour later, asking again mails a new link; the old one is void.
    const oldPath = await confirmPath('fresh@example.com');
    await harness.pool.query(
      `update public.newsletter_subscriptions set confirm_sent_at = now() - interval '61 minutes' where email = 'fresh@example.com'`,
    );
    expect((await subscribe('fresh@example.com')).statusCode).toBe(201);
    const newPath = await confirmPath('fresh@example.com', 2);
    expect(newPath).not.toBe(oldPath);
    expect((await inject({ method: 'GET', url: oldPath })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: newPath })).statusCode).toBe(200);
  });

  it('unsubscribes in one click (RFC 8058) from the List-Unsubscribe header; opening the link changes nothing', async () => {
    await subscribe('leaver@example.com');
    await inject({ method: 'GET', url: await confirmPath('leaver@example.com') });
    const [mail] = await mailsTo(harness, 'leaver@example.com');
    const url = (mail?.headers['list-unsubscribe'] ?? '').slice(1, -1).slice(PUBLIC_URL.length);

    const opened = await inject({ method: 'GET', url });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('<form method="post"');
    expect(await subscribers()).toContain('leaver@example.com');

    const oneClick = {
      method: 'POST' as const,
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    };
    for (let i = 0; i < 2; i++) {
      const response = await inject(oneClick);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('You have been unsubscribed.');
    }
    expect(await subscribers()).not.toContain('leaver@example.com');
    expect((await inject({ ...oneClick, payload: 'List-Unsubscribe=Yes' })).statusCode).toBe(400);
    expect(
      (await inject({ ...oneClick, url: `/v1/newsletter/unsubscribe?token=${'f'.repeat(64)}` })).statusCode,
    ).toBe(404);

    // Subscribing again (past the hour's one mail) needs a new confirmation: until then the address
    // stays unsubscribed.
    await harness.pool.query(
      `update public.newsletter_subscriptions set confirm_sent_at = now() - interval '61 minutes' where email = 'leaver@example.com'`,
    );
    expect((await subscribe('leaver@example.com')).statusCode).toBe(201);
    const path = await confirmPath('leaver@example.com', 2);
    expect(await subscribers()).not.toContain('leaver@example.com');
    expect((await row('leaver@example.com'))?.unsubscribed_at).toBeInstanceOf(Date);
    expect((await inject({ method: 'GET', url: path })).statusCode).toBe(200);
    expect(await subscribers()).toContain('leaver@example.com');
  });

  it('an unsubscribe before confirming voids the pending link', async () => {
    await subscribe('changed-mind@example.com');
    const path = await confirmPath('changed-mind@example.com');
    const [mail] = await mailsTo(harness, 'changed-mind@example.com');
    const token = /token=([0-9a-f]{64})/.exec(mail?.headers['list-unsubscribe'] ?? '')?.[1];
    expect((await post('/v1/newsletter/unsubscribe', { token })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect(await subscribers()).not.toContain('changed-mind@example.com');
  });

  it('shows visitors and users nothing of the list, the pending rows or their tokens, and runs none of its functions', async () => {
    await subscribe('private@example.com');
    await mailsTo(harness, 'private@example.com');
    for (const role of ['anon', 'authenticated']) {
      for (const statement of [
        'select * from public.newsletter_subscribers',
        'select confirm_token_hash from public.newsletter_subscriptions',
        `select public.newsletter_confirm('${'a'.repeat(64)}')`,
        `select public.newsletter_subscribe('x@example.com', '${'a'.repeat(64)}')`,
        `select public.newsletter_confirmation_failed('${'a'.repeat(64)}')`,
      ]) {
        const client = await harness.pool.connect();
        try {
          await client.query('begin');
          await client.query(`select set_config('role', $1, true)`, [role]);
          await expect(client.query(statement)).rejects.toThrow(/permission denied/);
        } finally {
          await client.query('rollback');
          client.release();
        }
      }
    }
  });
});

describe('mail delivery failures', () => {
  it('never holds or fails the request; dead-lettered after the last attempt, the address may ask again at once', async () => {
    // Only this test's app sends (the harness's worker would deliver the queued row itself).
    await harness.app.mailWorker.stop();
    let attempts = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const failing: Mailer = {
      send: async () => {
        attempts++;
        await gate;
        throw new Error('SMTP is down');
      },
      close: () => undefined,
    };
    const app = await buildApp({
      config: harness.config,
      pool: harness.pool,
      verifyToken: () => Promise.reject(new Error('no tokens here')),
      searchRefreshMs: 0,
      mailer: failing,
      mailQueue: { maxAttempts: 3, backoffMs: () => 5, pollMs: 10 },
    });
    try {
      const response = await app.inject({
        remoteAddress: '10.0.1.1',
        method: 'POST',
        url: '/v1/newsletter',
        payload: { email: 'unlucky@example.com' },
      });
      // Answered before the first attempt, which then hangs.
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual(SUBSCRIBED);
      for (let waited = 0; waited < 5000 && attempts === 0; waited += 20) await sleep(20);
      expect(attempts).toBe(1);
      expect((await row('unlucky@example.com'))?.confirm_sent_at).toBeInstanceOf(Date);
      release();
      for (let waited = 0; waited < 5000 && (await row('unlucky@example.com'))?.confirm_sent_at; waited += 20)
        await sleep(20);
      expect(attempts).toBe(3);
      expect(await row('unlucky@example.com')).toMatchObject({
        confirm_sent_at: null,
        confirm_token_hash: null,
      });
      // The dead letter keeps the reason, not the mail (its link held the token).
      const { rows } = await harness.pool.query(
        `select status, attempts, last_error, mail from public.notification_outbox
          where kind = 'newsletter_confirmation' and status = 'dead'`,
      );
      expect(rows).toEqual([{ status: 'dead', attempts: 3, last_error: 'SMTP is down', mail: null }]);
    } finally {
      await app.close();
      harness.app.mailWorker.start();
    }
    // Recorded as undelivered: the next request mails a link at once (not an hour later).
    expect((await subscribe('unlucky@example.com')).statusCode).toBe(201);
    await mailsTo(harness, 'unlucky@example.com');
  });
});
