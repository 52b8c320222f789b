import Fastify, { type FastifyInstance } from 'fastify';
import type { MailMessage, MailOutbox } from './outbox.ts';

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
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

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
export function buildMailServer(outbox: MailOutbox): FastifyInstance {
  const app = Fastify({ logger: false });
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
