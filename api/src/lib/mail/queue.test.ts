// The durable mail queue on the emulator's database (PGlite; real PostgreSQL under pnpm test:pg),
// mail over real SMTP to the emulator's outbox.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness } from '../../testing.ts';
import { asCaller, createDb } from '../db.ts';
import { smtpMailer, type Mailer, type OutgoingMail } from './mailer.ts';
import { enqueueMail, exponentialBackoff, MailWorker, type Enqueue } from './queue.ts';

let harness: ApiHarness;
const silent = { error: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  harness = await startApiHarness();
  // The tests below run their own workers; the app's would take their rows.
  await harness.app.ready();
  await harness.app.mailWorker.stop();
});

// Each test claims only the rows it queued.
beforeEach(async () => {
  await harness.pool.query(`delete from public.notification_outbox where status = 'pending'`);
});

afterAll(async () => {
  await harness?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const noWake: Enqueue = { messageDomain: 'krishika.local', wake: () => undefined };
const mailTo = (to: string, subject = 'Queued'): OutgoingMail => ({
  to,
  subject,
  text: `${subject}\n`,
  html: `<p>${subject}</p>`,
});

async function queue(to: string, subject?: string): Promise<string> {
  return asCaller(createDb(harness.pool), null, (trx) =>
    enqueueMail(trx, noWake, { kind: 'inquiry_received', recipientId: null, mail: mailTo(to, subject) }),
  );
}

async function rowOf(messageId: string) {
  const { rows } = await harness.pool.query<{
    status: string;
    attempts: number;
    last_error: string | null;
    mail: OutgoingMail | null;
    wait_ms: number;
  }>(
    `select status, attempts, last_error, mail,
            (extract(epoch from next_attempt_at - now()) * 1000)::float8 as wait_ms
       from public.notification_outbox where message_id = $1`,
    [messageId],
  );
  return rows[0];
}

const smtp = () => smtpMailer({ ...harness.config.mail });
const outbox = (to: string) => harness.emulator.ctx.mail.list(to);

describe('the mail queue', () => {
  it('is written in the transaction of its event and rolled back with it', async () => {
    const db = createDb(harness.pool);
    await expect(
      asCaller(db, null, async (trx) => {
        await enqueueMail(trx, noWake, {
          kind: 'inquiry_received',
          recipientId: null,
          mail: mailTo('rolled.back@example.com'),
        });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    const { rows } = await harness.pool.query(
      `select 1 from public.notification_outbox where mail->>'to' = 'rolled.back@example.com'`,
    );
    expect(rows).toEqual([]);

    const id = await queue('committed@example.com');
    expect(id).toMatch(/^<[0-9a-f-]{36}@krishika\.local>$/);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('retries with exponential backoff, sends once the server answers, and keeps no content once sent', async () => {
    const id = await queue('flaky@example.com', 'Flaky');
    let failures = 2;
    const real = smtp();
    const flaky: Mailer = {
      send: async (mail) => {
        if (failures-- > 0) throw new Error('421 try again later');
        await real.send(mail);
      },
      close: () => real.close(),
    };
    const backoffMs = exponentialBackoff(60_000);
    const worker = new MailWorker(harness.pool, flaky, silent, {
      messageDomain: 'krishika.local',
      backoffMs,
    });
    try {
      expect(await worker.runOnce()).toBe(1);
      let row = await rowOf(id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: '421 try again later' });
      expect(row?.wait_ms).toBeGreaterThan(55_000);
      expect(row?.wait_ms).toBeLessThanOrEqual(60_000);
      // Not due yet: nothing is claimed.
      expect(await worker.runOnce()).toBe(0);

      await harness.pool.query(
        `update public.notification_outbox set next_attempt_at = now() where message_id = $1`,
        [id],
      );
      expect(await worker.runOnce()).toBe(1);
      row = await rowOf(id);
      expect(row).toMatchObject({ status: 'pending', attempts: 2 });
      // Twice the first wait.
      expect(row?.wait_ms).toBeGreaterThan(115_000);
      expect(row?.wait_ms).toBeLessThanOrEqual(120_000);

      await harness.pool.query(
        `update public.notification_outbox set next_attempt_at = now() where message_id = $1`,
        [id],
      );
      expect(await worker.runOnce()).toBe(1);
      expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 3, mail: null });
      const mails = await outbox('flaky@example.com');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.headers['message-id']).toBe(id);
    } finally {
      real.close();
    }
  });

  it('dead-letters with the reason after the last attempt and sends it never again', async () => {
    const id = await queue('nowhere@example.com');
    let attempts = 0;
    const refusing: Mailer = {
      send: async () => {
        attempts++;
        throw new Error('550 no such mailbox');
      },
      close: () => undefined,
    };
    const worker = new MailWorker(harness.pool, refusing, silent, {
      messageDomain: 'krishika.local',
      maxAttempts: 3,
      backoffMs: () => 0,
    });
    for (let i = 0; i < 5; i++) await worker.runOnce();
    expect(attempts).toBe(3);
    expect(await rowOf(id)).toMatchObject({
      status: 'dead',
      attempts: 3,
      last_error: '550 no such mailbox',
      mail: null,
    });
  });

  it('two workers on two connections pools never send one row twice', async () => {
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, i) => queue(`pair${i}@example.com`, `Pair ${i}`)),
    );
    const pools = [0, 1].map(
      () => new pg.Pool({ connectionString: harness.emulator.database.connectionString, max: 2 }),
    );
    const mailers = [smtp(), smtp()];
    const sentBy: Record<number, number> = { 0: 0, 1: 0 };
    try {
      const workers = pools.map(
        (pool, index) =>
          new MailWorker(
            pool,
            {
              send: async (mail) => {
                sentBy[index] = (sentBy[index] ?? 0) + 1;
                await mailers[index]?.send(mail);
              },
              close: () => undefined,
            },
            silent,
            { messageDomain: 'krishika.local', batch: 3 },
          ),
      );
      await Promise.all(
        workers.map(async (worker) => {
          while ((await worker.runOnce()) > 0);
        }),
      );
    } finally {
      for (const mailer of mailers) mailer.close();
      await Promise.all(pools.map((pool) => pool.end()));
    }
    expect((sentBy[0] ?? 0) + (sentBy[1] ?? 0)).toBe(30);
    const received = [];
    for (let i = 0; i < 30; i++) received.push(...(await outbox(`pair${i}@example.com`)));
    expect(received.map((mail) => mail.headers['message-id']).sort()).toEqual([...ids].sort());
  });

  it('a worker that dies after sending: the row is sent again, as the same mail (same Message-ID)', async () => {
    const id = await queue('twice@example.com', 'Same mail');
    const real = smtp();
    try {
      // Sends, then never returns (as if the process died before marking the row sent).
      const dying = new MailWorker(
        harness.pool,
        {
          send: async (mail) => {
            await real.send(mail);
            await new Promise(() => undefined);
          },
          close: () => undefined,
        },
        silent,
        { messageDomain: 'krishika.local', leaseMs: 300 },
      );
      void dying.runOnce();
      for (let waited = 0; waited < 5000 && (await outbox('twice@example.com')).length === 0; waited += 20)
        await sleep(20);
      // The lease holds the row while it lasts…
      const next = new MailWorker(harness.pool, real, silent, { messageDomain: 'krishika.local' });
      expect(await next.runOnce()).toBe(0);
      await sleep(400);
      // …then another worker sends it again.
      expect(await next.runOnce()).toBe(1);
      expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
      const mails = await outbox('twice@example.com');
      expect(mails).toHaveLength(2);
      expect(mails.map((mail) => mail.headers['message-id'])).toEqual([id, id]);
      expect(mails[0]?.text).toBe(mails[1]?.text);
    } finally {
      real.close();
    }
  });

  it('loses nothing across a restart of the api: a row queued while no worker ran is sent once after', async () => {
    // The app's worker is stopped (beforeAll): a newsletter request commits its mail and nothing sends it.
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v1/newsletter',
      payload: { email: 'restart@example.com' },
      remoteAddress: '10.9.9.9',
    });
    expect(response.statusCode).toBe(201);
    await sleep(200);
    expect(await outbox('restart@example.com')).toEqual([]);
    await harness.restartApp();
    await harness.app.ready();
    try {
      for (
        let waited = 0;
        waited < 10_000 && (await outbox('restart@example.com')).length === 0;
        waited += 50
      )
        await sleep(50);
      await sleep(300);
      const mails = await outbox('restart@example.com');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Confirm your Krishika newsletter subscription');
    } finally {
      await harness.app.mailWorker.stop();
    }
  });
});
