// Replies by mail, end to end in the api: a buyer's inquiry mails the supplier over SMTP (the
// emulator's outbox), the supplier "replies" to its Reply-To over real SMTP to the api's reply
// listener, and the reply lands in the thread the buyer reads. Forged, misdirected, oversized and
// malformed replies are refused with an SMTP error and post nothing.
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../lib/db.ts';
import {
  addProducts,
  call,
  createAccount,
  mailsTo,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../testing.ts';
import { replyText, startReplyListener, type ReplyListener } from './mailReplies.ts';

let harness: ApiHarness;
let listener: ReplyListener;
let supplier: TestUser;
let buyer: TestUser;
let rival: TestUser;
let threadId = '';
let rivalThreadId = '';
let replyTo = '';
const MAX_BYTES = 64 * 1024;
const warnings: string[] = [];

beforeAll(async () => {
  harness = await startApiHarness({ mailQueue: { pollMs: 100 } });
  const log = {
    info: () => undefined,
    warn: (_: unknown, message: string) => warnings.push(message),
    error: (_: unknown, message: string) => warnings.push(message),
  } as unknown as Parameters<typeof startReplyListener>[0]['log'];
  listener = await startReplyListener({
    host: '127.0.0.1',
    port: 0,
    db: createDb(harness.pool),
    notifier: harness.app.notifier,
    log,
    maxBytes: MAX_BYTES,
  });
  supplier = await createAccount(harness, 'reply.supplier@example.com', {
    businessName: 'Kochi Cardamom',
    verification: 'verified',
  });
  rival = await createAccount(harness, 'reply.rival@example.com', {
    businessName: 'Rival Spices',
    verification: 'verified',
  });
  buyer = await createAccount(harness, 'reply.buyer@example.com', {
    role: 'buyer',
    businessName: 'Hamburg Imports',
  });
  const [cardamom = ''] = await addProducts(harness, supplier.id, [
    { name: 'Green Cardamom 7mm', category: 'Spices & Herbs' },
  ]);
  const [rivalProduct = ''] = await addProducts(harness, rival.id, [
    { name: 'Black Cardamom', category: 'Spices & Herbs' },
  ]);
  const ask = (productId: string) =>
    call(harness, 'POST', '/v1/inquiries', buyer.token, {
      product_name: 'Cardamom',
      quantity: 1,
      quantity_unit: 'MT',
      destination_country: 'Germany',
      product_id: productId,
    });
  threadId = (await ask(cardamom)).json<{ deliveries: { id: string }[] }>().deliveries[0]?.id ?? '';
  rivalThreadId = (await ask(rivalProduct)).json<{ deliveries: { id: string }[] }>().deliveries[0]?.id ?? '';
  const [mail] = await mailsTo(harness, 'reply.supplier@example.com');
  replyTo = mail?.headers['reply-to'] ?? '';
  // Accounts, two inquiries and a mail through the queue: more than the default 30 s on a loaded machine.
}, 90_000);

afterAll(async () => {
  await listener?.close();
  await harness?.close();
});

const transport = () =>
  nodemailer.createTransport({ host: '127.0.0.1', port: listener.port, secure: false, ignoreTLS: true });

/** Sends a mail to the listener; answers null when accepted, else the SMTP error's code and text. */
async function send(mail: SendMailOptions): Promise<{ code: number | undefined; response: string } | null> {
  const smtp = transport();
  try {
    await smtp.sendMail(mail);
    return null;
  } catch (error) {
    const failure = error as { responseCode?: number; response?: string; message: string };
    return { code: failure.responseCode, response: failure.response ?? failure.message };
  } finally {
    smtp.close();
  }
}

async function thread(user: TestUser, id = threadId) {
  const response = await call(harness, 'GET', `/v1/threads/${id}`, user.token);
  expect(response.statusCode).toBe(200);
  return response.json<{ messages: { body: string; sender_role: string }[] }>().messages;
}

const QUOTED = `Yes, we can ship 1 MT within two weeks.

Best regards,
Anita

--
Anita Rao, Kochi Cardamom
+91 98470 00000

On Fri, 27 Nov 2026 at 21:00, Krishika <no-reply@krishika.local> wrote:
> Hamburg Imports sent you an inquiry on Krishika.
> Product: Cardamom
`;

describe('replies by mail', () => {
  it('strips quoted history and signatures', () => {
    expect(replyText(QUOTED)).toBe('Yes, we can ship 1 MT within two weeks.');
    expect(replyText('> only quoted\n> text\n')).toBe('');
  });

  it('posts a reply to the signed Reply-To into the thread as that party; the buyer sees it and is mailed', async () => {
    expect(replyTo).toMatch(/^r[0-9a-f]{32}s[0-9a-f]{20}@reply\.krishika\.local$/);
    const refused = await send({
      from: 'Anita Rao <Reply.Supplier@example.com>',
      to: replyTo,
      subject: 'Re: New inquiry: Cardamom (1 MT)',
      text: QUOTED,
    });
    expect(refused).toBeNull();
    expect(await thread(buyer)).toEqual([
      expect.objectContaining({ body: 'Yes, we can ship 1 MT within two weeks.', sender_role: 'supplier' }),
    ]);
    const [toBuyer] = await mailsTo(harness, 'reply.buyer@example.com');
    expect(toBuyer?.subject).toBe('A response on your inquiry: Cardamom');
    expect(toBuyer?.text).toContain('> Yes, we can ship 1 MT within two weeks.');
  });

  it("the outbox page's Reply form sends the reply over SMTP to the listener, quoting the mail", async () => {
    // The emulator's form sends to the reply server its config names: here, this test's listener.
    harness.emulator.ctx.config.replySmtp.port = listener.port;
    const [mail] = await mailsTo(harness, 'reply.supplier@example.com');
    const outboxPage = await (await fetch(harness.emulator.mailUrl)).text();
    expect(outboxPage).toContain(`action="/messages/${mail?.id}/reply"`);
    const form = (body: string) =>
      fetch(`${harness.emulator.mailUrl}/messages/${mail?.id}/reply`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ body }),
      });
    const sent = await form('Samples can go out on Monday.');
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain('Reply sent');
    expect((await thread(buyer)).map((message) => message.body)).toContain('Samples can go out on Monday.');
    // An empty reply is not sent.
    const empty = await form(' ');
    expect(empty.status).toBe(400);
    // Another site's page cannot make a browser send one.
    const crossSite = await fetch(`${harness.emulator.mailUrl}/messages/${mail?.id}/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
      body: new URLSearchParams({ body: 'Forged from elsewhere' }),
    });
    expect(crossSite.status).toBe(403);
    expect((await thread(buyer)).map((message) => message.body)).not.toContain('Forged from elsewhere');
  });

  it('refuses a forged signature, another thread under a valid signature, and addresses not ours (550 at RCPT)', async () => {
    const [local = '', domain] = replyTo.split('@');
    const flipped = `${local.slice(0, -1)}${local.endsWith('0') ? '1' : '0'}@${domain}`;
    const otherThread = `r${rivalThreadId.replace(/-/g, '')}${local.slice(33)}@${domain}`;
    const asBuyer = `${local.slice(0, 33)}b${local.slice(34)}@${domain}`;
    for (const to of [flipped, otherThread, asBuyer, 'someone@example.com', `${local}@elsewhere.example`]) {
      const refused = await send({ from: 'reply.supplier@example.com', to, subject: 'Re', text: 'Hijack' });
      expect(refused?.code, to).toBe(550);
      expect(refused?.response).toContain('No such reply address.');
    }
    expect(await thread(buyer, rivalThreadId)).toEqual([]);
    expect((await thread(buyer)).map((message) => message.body)).not.toContain('Hijack');
    expect(warnings).toContain('mail reply refused: not a signed reply address');
  });

  it('refuses a reply from another sender, an oversized one, one without From and one with nothing new', async () => {
    const before = (await thread(buyer)).length;
    const other = await send({ from: 'reply.rival@example.com', to: replyTo, subject: 'Re', text: 'Not me' });
    expect(other?.code).toBe(550);
    expect(other?.response).toContain('Reply from the address this mail was sent to.');

    const big = await send({
      from: 'reply.supplier@example.com',
      to: replyTo,
      subject: 'Re',
      text: 'x'.repeat(MAX_BYTES + 1000),
    });
    expect(big?.code).toBe(552);

    const noFrom = await send({
      envelope: { from: 'reply.supplier@example.com', to: replyTo },
      raw: `To: ${replyTo}\r\nSubject: Re\r\n\r\nNo sender here\r\n`,
    });
    expect(noFrom?.code).toBe(550);
    expect(noFrom?.response).toContain('The reply has no sender (From).');

    const empty = await send({
      from: 'reply.supplier@example.com',
      to: replyTo,
      subject: 'Re',
      text: '> quoted only\n',
    });
    expect(empty?.code).toBe(550);
    expect(empty?.response).toContain('The reply is empty');

    // An out-of-office answer is accepted (no bounce) and posts nothing.
    const auto = await send({
      from: 'reply.supplier@example.com',
      to: replyTo,
      subject: 'Out of office',
      text: 'I am away until Monday.',
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    expect(auto).toBeNull();
    expect(await thread(buyer)).toHaveLength(before);
    expect(warnings.filter((line) => line === 'mail reply refused')).toHaveLength(4);
  });
});
