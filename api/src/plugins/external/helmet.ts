// Security headers for every answer (the api serves JSON, audio, CSV and its own docs page).
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export const helmetPlugin = fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        // Swagger UI at /docs uses inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
});
