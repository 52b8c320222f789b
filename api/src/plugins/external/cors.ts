// Which browser origins may call the api: the configured site origins only.
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export const corsPlugin = fp<{ origins: readonly string[] }>(async (app, { origins: allowed }) => {
  const origins = new Set(allowed);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || origins.has(origin)),
    // The marketplace edits with PATCH and DELETE: the plugin's default allows only GET, HEAD and POST.
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
    exposedHeaders: ['Content-Disposition', 'Retry-After'],
  });
});
