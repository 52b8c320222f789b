// File uploads (catalog PDFs): one file per request, bounded before it is read.
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

export const multipartPlugin = fp<{ maxFileBytes: number }>(async (app, { maxFileBytes }) => {
  await app.register(multipart, { limits: { fileSize: maxFileBytes, files: 1, fields: 4, parts: 5 } });
});
