import Fastify, { type FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailMessage, MailOutbox } from './outbox.ts';

export interface MailServerOptions {
  /** Where the Reply form sends (the api's reply listener over SMTP). */
  replySmtp?: { host: string; port: number };
}

/** A reply typed on the page: at most this many characters (a thread message's limit). */
const MAX_REPLY_CHARS = 5000;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A message's HTML part, as the recipient's mail client would show it, in a sandboxed frame: no
 * scripts, forms, plugins or top navigation, and the page's CSP (inherited by srcdoc frames) loads
 * nothing from elsewhere, so a mail can neither run code here nor call home.
 */
function htmlPart(message: MailMessage): string {
  if (!message.html || message.kind !== 'smtp') return '';
  return `<details><summary>HTML version</summary><iframe sandbox title="${escapeHtml(message.subject)} (HTML)" srcdoc="${escapeHtml(message.html)}"></iframe></details>`;
}

/** The page's own styles only; mail HTML in its frames inherits this (no scripts, images or fonts from anywhere). */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * Mail with a Reply-To (the api's thread mail) gets a Reply form: as the recipient's mail client
 * would, it sends the typed text, the original quoted below it, from the recipient to the Reply-To.
 */
function replyForm(message: MailMessage): string {
  if (message.kind !== 'smtp' || !message.headers['reply-to']) return '';
  return `<details><summary>Reply as ${escapeHtml(message.to)}</summary><form method="post" action="/messages/${message.id}/reply">
<label>Your reply<br><textarea name="body" rows="4" cols="60" maxlength="${MAX_REPLY_CHARS}" required></textarea></label><br>
<button type="submit">Send reply</button></form></details>`;
}

function notice(title: string, detail: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem"><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p><p><a href="/">Back to the outbox</a></p></main></body></html>`;
}

const quote = (text: string) => text.replace(/\r\n/g, '\n').replace(/^/gm, '> ');

function page(messages: MailMessage[]): string {
  const rows = messages
    .map(
      (message) => `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">To ${escapeHtml(message.to)}${message.from ? ` · from ${escapeHtml(message.from)}` : ''} · ${escapeHtml(message.kind)} · ${escapeHtml(message.createdAt)}</p>
  ${Object.entries(message.headers)
    .filter(([name]) => name.startsWith('list-') || name === 'reply-to')
    .map(([name, value]) => `<p class="meta">${escapeHtml(name)}: ${escapeHtml(value)}</p>`)
    .join('')}
  <pre>${escapeHtml(message.text)}</pre>
  ${message.links.map((link) => `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`).join('')}
  ${htmlPart(message)}
  ${replyForm(message)}
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Krishika local mail outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#14201b}
article{border:1px solid #d3ddd8;border-radius:.5rem;padding:1rem;margin:1rem 0}iframe{width:100%;height:24rem;border:1px solid #d3ddd8}.meta{color:#4a5a53}pre,a{white-space:pre-wrap;overflow-wrap:anywhere}</style>
</head><body><main><h1>Local mail outbox</h1><p>Confirmation and recovery emails sent by the local auth server, and mail sent over SMTP (the api's), newest first. JSON: <a href="/api/messages">/api/messages</a>.</p>
${rows || '<p>No mail yet.</p>'}</main></body></html>`;
}

/** The outbox for people (a page) and for tests (JSON), on its own port like Supabase's Inbucket. */
export function buildMailServer(outbox: MailOutbox, options: MailServerOptions = {}): FastifyInstance {
  const app = Fastify({ logger: false });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(
        null,
        Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
      );
    },
  );
  const send = (html: string, code = 200) => ({ html, code });
  app.post<{ Params: { id: number }; Body: { body?: string } }>(
    '/messages/:id/reply',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] },
      },
    },
    async (request, reply) => {
      const answer = async () => {
        // Only this page's own form: another site's page cannot make the browser post here.
        const origin = request.headers.origin;
        if (origin && origin !== 'null' && new URL(origin).host !== request.headers.host)
          return send(notice('Refused', 'Replies are sent from the outbox page only.'), 403);
        const message = await outbox.get(request.params.id);
        const to = message?.headers['reply-to'];
        if (!message || message.kind !== 'smtp' || !to)
          return send(notice('Not found', 'No such mail with a Reply-To.'), 404);
        const body = (request.body?.body ?? '').trim();
        if (!body || body.length > MAX_REPLY_CHARS)
          return send(notice('Nothing sent', `Type a reply of 1 to ${MAX_REPLY_CHARS} characters.`), 400);
        if (!options.replySmtp) return send(notice('Nothing sent', 'No reply server is configured.'), 503);
        const transport = nodemailer.createTransport({
          ...options.replySmtp,
          secure: false,
          ignoreTLS: true,
        });
        try {
          const messageId = message.headers['message-id'];
          await transport.sendMail({
            from: message.to,
            to,
            subject: message.subject.startsWith('Re:') ? message.subject : `Re: ${message.subject}`,
            ...(messageId ? { inReplyTo: messageId, references: messageId } : {}),
            text: `${body}\n\nOn ${new Date(message.createdAt).toUTCString()}, ${message.from ?? 'Krishika'} wrote:\n${quote(message.text)}\n`,
          });
        } catch (error) {
          const failure = error as { response?: string; message?: string };
          return send(
            notice('The reply was refused', failure.response ?? failure.message ?? 'unknown error'),
            502,
          );
        } finally {
          transport.close();
        }
        return send(notice('Reply sent', `Sent from ${message.to} to ${to}.`));
      };
      const { html, code } = await answer();
      return reply
        .code(code)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', PAGE_CSP)
        .header('x-content-type-options', 'nosniff')
        .send(html);
    },
  );
  app.get('/', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', PAGE_CSP)
      .header('x-content-type-options', 'nosniff')
      .send(page(await outbox.list())),
  );
  app.get<{ Querystring: { to?: string } }>(
    '/api/messages',
    { schema: { querystring: { type: 'object', properties: { to: { type: 'string', maxLength: 320 } } } } },
    async (request) => ({ messages: await outbox.list(request.query.to) }),
  );
  app.get<{ Params: { id: number } }>(
    '/api/messages/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] },
      },
    },
    async (request, reply) =>
      (await outbox.get(request.params.id)) ?? reply.code(404).send({ error: 'not found' }),
  );
  app.delete('/api/messages', async (_request, reply) => {
    await outbox.clear();
    return reply.code(204).send();
  });
  return app;
}
