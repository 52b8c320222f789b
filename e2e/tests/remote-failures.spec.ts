// A remote whose server accepts the connection and never answers: the screen gives up after the
// manifest's timeoutMs (10 s by default) and offers Retry, which works once the server answers.
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { distOf } from '../../tooling/scripts/apps.ts';
import { createRemoteServer, listen } from '../../tooling/scripts/site-server.ts';
import { defaultManifest, startSite } from './support';

test('a hanging remote shows its message after its timeout, and Retry recovers once it answers', async ({
  page,
}) => {
  const files = createRemoteServer(distOf('mf-buyer'));
  const held: [http.IncomingMessage, http.ServerResponse][] = [];
  let hanging = true;
  const remote = await listen(
    http.createServer((req, res) => {
      if (hanging) held.push([req, res]);
      else files.emit('request', req, res);
    }),
    4184,
  );
  const manifest = defaultManifest();
  const buyer = manifest.remotes['mf_buyer'] as { entry: string; timeoutMs?: number } | undefined;
  if (!buyer) throw new Error('remotes.json has no mf_buyer');
  buyer.entry = 'http://localhost:4184/remoteEntry.js';
  buyer.timeoutMs = 2000;
  const site = await startSite(4183, manifest);
  try {
    await page.goto(`${site.url}/catalog`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This section is unavailable', {
      timeout: 6000,
    });
    expect(held.length).toBeGreaterThan(0);

    hanging = false;
    for (const [req, res] of held.splice(0)) files.emit('request', req, res);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Suppliers');
  } finally {
    await site.close();
    remote.closeAllConnections();
    await new Promise((resolve) => remote.close(resolve));
  }
});
