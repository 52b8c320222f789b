// `pnpm serve`: the composed production build at http://localhost:4173.
import { runtimeConfigFromEnv } from '../runtime-config.ts';
import {
  DEFAULT_SITE_PORT,
  deploysDir,
  distOf,
  HOST_APP,
  manifestHistoryPath,
  manifestPath,
  REMOTE_APPS,
} from './apps.ts';
import { entryProblems } from './entryCheck.ts';
import { createSiteServer, listen } from './site-server.ts';

function portFromEnv() {
  const raw = process.env.KRISHIKA_SITE_PORT;
  if (raw === undefined || raw === '') return DEFAULT_SITE_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`KRISHIKA_SITE_PORT must be a port number, got "${raw}"`);
  }
  return port;
}

try {
  const port = portFromEnv();
  const server = createSiteServer({
    shellDir: distOf(HOST_APP),
    remoteDirs: Object.fromEntries(REMOTE_APPS.map((app) => [app, distOf(app)])),
    manifestPath: manifestPath(),
    runtimeConfig: runtimeConfigFromEnv(),
    deploysDir: deploysDir(),
    // Where the site is published: canonical URLs, sitemap.xml and robots.txt name it.
    siteOrigin: process.env.KRISHIKA_SITE_ORIGIN || `http://localhost:${port}`,
    // The CI endpoint exists only with a token (at least 32 characters, else the server does not start).
    manifestApi: process.env.KRISHIKA_MANIFEST_TOKEN
      ? {
          token: process.env.KRISHIKA_MANIFEST_TOKEN,
          historyPath: manifestHistoryPath(),
          // A new entry must fit the shell (compat.json) and, on another origin, load there.
          checkEntry: (entry: string) => entryProblems(entry, { deploysDir: deploysDir() }),
        }
      : undefined,
  });
  await listen(server, port);
  console.log(`Krishika is running at http://localhost:${port}`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`Could not start the site: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
