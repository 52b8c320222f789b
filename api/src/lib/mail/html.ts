// HTML for mail and for the pages its links open (confirm, unsubscribe): one escaper, one page frame,
// and the RFC 8058 one-click form that the newsletter's and the notifications' unsubscribe links share.
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Escapes text for HTML content and double-quoted attributes. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A small page for a link followed in a browser (the api's CSP applies: nothing loads from elsewhere). */
export function linkPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Krishika</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#14201b}button{font:inherit;padding:.5rem 1rem}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** A page with a title and, when there is one, a line below it. */
export const noticePage = (notice: { message: string; detail?: string }) =>
  linkPage(notice.message, notice.detail ? `<p>${escapeHtml(notice.detail)}</p>` : '');

/** A form post (a browser's, or a mail client's one-click unsubscribe) gets a page, not JSON. */
export const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/** The one button an unsubscribe link's page offers: it posts the one-click form to the same link. */
export const oneClickButton = (query: URLSearchParams) =>
  `<form method="post" action="?${escapeHtml(query.toString())}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`;

/**
 * RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` as a form to the
 * List-Unsubscribe URL, whose query carries the link's `fields`; the form becomes the JSON body of
 * those fields, which the route validates like any other. Registered in the routes' own plugin scope.
 */
export function acceptOneClick(app: FastifyInstance, fields: readonly string[], refusal: string): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (request, body, done) => {
      const form = new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'));
      const query = (request.query ?? {}) as Record<string, unknown>;
      if (
        form.get('List-Unsubscribe') !== 'One-Click' ||
        fields.some((field) => typeof query[field] !== 'string')
      ) {
        done(Object.assign(new Error(refusal), { statusCode: 400 }), undefined);
        return;
      }
      done(null, Object.fromEntries(fields.map((field) => [field, query[field]])));
    },
  );
}
