import type { EmulatorConfig } from '../config.ts';
import type { EmulatorContext } from '../context.ts';

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Where an email link may send the browser: any URL on the site's origin or on one of the additional
 * redirect origins (an open redirect would hand tokens in the fragment to any site). Anything else
 * falls back to the site URL, as GoTrue does with a redirect_to outside its allow list.
 */
export function safeRedirect(config: EmulatorConfig, requested: string | undefined | null): string {
  if (requested) {
    const origin = originOf(requested);
    const allowed = [config.siteUrl, ...config.additionalRedirectUrls].map(originOf);
    if (origin && allowed.includes(origin)) return requested;
  }
  return config.siteUrl;
}

/**
 * The emulator's own public URL, for links in mail and the token issuer: configured, never read from
 * the request (a Host header is the client's to set, so a reset link could otherwise point anywhere).
 */
export function externalUrl(ctx: EmulatorContext): string {
  return ctx.externalUrl;
}

export function issuer(ctx: EmulatorContext): string {
  return `${externalUrl(ctx)}/auth/v1`;
}
