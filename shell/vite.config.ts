import { fileURLToPath } from 'node:url';
import { hostConfig } from '../tooling/vite.ts';
import { defineConfig } from 'vite';

export default defineConfig(
  hostConfig({
    appDir: fileURLToPath(new URL('.', import.meta.url)),
    port: 4100,
    bootScript: 'src/boot/preload.ts',
  }),
);
