// What the site tells crawlers: sitemap.xml lists the pages that come as complete HTML (their
// remote renders them, see firstScreenDocument.ts), robots.txt keeps them off the signed-in areas.

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** sitemap.xml of `paths` (route paths) on the site at `origin`. */
export function sitemapXml(paths: readonly string[], origin: string): string {
  const urls = [...paths]
    .sort()
    .map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
}

/**
 * robots.txt: every page may be crawled except the routes remotes.json keeps for signed-in users
 * (a route's static part: `/dashboard/:role` is `/dashboard/`); names the sitemap.
 */
export function robotsTxt(manifest: unknown, origin: string): string {
  const disallowed = new Set<string>();
  const remotes =
    typeof manifest === 'object' && manifest !== null ? (manifest as { remotes?: unknown }).remotes : null;
  for (const remote of Object.values(typeof remotes === 'object' && remotes !== null ? remotes : {})) {
    const routes = (remote as { routes?: unknown } | null)?.routes;
    if (!Array.isArray(routes)) continue;
    for (const route of routes as { path?: unknown; access?: unknown }[]) {
      const access = route?.access ?? 'public';
      if (typeof route?.path !== 'string' || access === 'public' || access === 'guest') continue;
      const staticPart = /^[^:*?]*/.exec(route.path)?.[0] ?? '';
      // Only characters robots.txt reads literally; '/' alone would shut the whole site.
      if (staticPart.length > 1 && /^\/[\w\-./]*$/.test(staticPart)) disallowed.add(staticPart);
    }
  }
  return [
    'User-agent: *',
    ...[...disallowed].sort().map((path) => `Disallow: ${path}`),
    ...(disallowed.size ? [] : ['Disallow:']),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
