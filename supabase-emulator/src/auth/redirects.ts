import type { FastifyRequest } from 'fastify';
import type { EmulatorConfig } from '../config.ts';

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
 * The emulator's own base URL as the caller reached it, for the token issuer and for links in mail
 * (a browser that called http://localhost:54321 gets links to the same host).
 */
export function externalUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function issuer(request: FastifyRequest): string {
  return `${externalUrl(request)}/auth/v1`;
}
