import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../tooling/vite.ts';
import { defineConfig } from 'vite';

export default defineConfig(
  remoteConfig({
    appDir: fileURLToPath(new URL('.', import.meta.url)),
    port: 4102,
    exposes: { './routes': './src/exposes/routes.tsx' },
    prerender: './src/prerender/screens.tsx',
  }),
);
