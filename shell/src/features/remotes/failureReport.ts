// Tells the api when a remote fails on this page (POST {apiUrl}/v1/client-errors), so a canary or a
// rollback shows up per remote version for administrators. Fire-and-forget: never throws, never waits,
// once per page for the same remote, kind and message. No personal data: the page's path without its
// query string, e-mail addresses and query strings taken out of the message.
import type { ClientErrorKind, ClientErrorReport } from 'contracts/wire';
import { loadRuntimeConfig } from 'shared-auth';
import { FETCH_FAILURE, messagesOf, RemoteLoadError, remoteVersion } from './registry';

/** The api keeps at most this many characters of a message. */
const MESSAGE_MAX = 300;
const ROUTE_MAX = 300;

const reported = new Set<string>();

/** What kind of failure `error` is, or null when it is none to report (a remote the manifest disables). */
export function failureKind(error: unknown): ClientErrorKind | null {
  if (error instanceof RemoteLoadError) return error.failure === 'unavailable' ? null : error.failure;
  // A lazy part of a screen whose file is gone (a redeploy removed it) fails while rendering.
  return FETCH_FAILURE.test(messagesOf(error)) ? 'chunk' : 'render';
}

/** The message as reported: no query strings, no e-mail addresses, at most 300 characters. */
export function reportedMessage(error: unknown): string {
  const text = messagesOf(error) || String(error);
  return text
    .replace(/[^\s@"'<>()]+@[^\s@"'<>()]+\.[A-Za-z]{2,}/g, '[email]')
    .replace(/\?[^\s"'<>)]*/g, '')
    .slice(0, MESSAGE_MAX);
}

async function apiBaseUrl(): Promise<string> {
  return (await loadRuntimeConfig()).apiUrl;
}

/** Reports that `remote` failed with `error` on this page (see above). */
export function reportRemoteFailure(remote: string, error: unknown): void {
  try {
    const kind = failureKind(error);
    if (!kind) return;
    const message = reportedMessage(error);
    const key = `${remote}\u0000${kind}\u0000${message}`;
    if (reported.has(key)) return;
    reported.add(key);
    const report: ClientErrorReport = {
      remote,
      version: remoteVersion(remote),
      route: window.location.pathname.slice(0, ROUTE_MAX),
      kind,
      message,
    };
    // keepalive: the report still goes out when the visitor leaves the page right away.
    void apiBaseUrl()
      .then((base) =>
        fetch(`${base}/v1/client-errors`, {
          method: 'POST',
          keepalive: true,
          credentials: 'omit',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(report),
        }),
      )
      .catch(() => undefined);
  } catch {
    // Reporting must never break the page that is already showing a failure.
  }
}
