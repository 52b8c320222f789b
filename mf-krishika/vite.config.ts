import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../tooling/vite.ts';
import { defineConfig } from 'vite';

export default defineConfig(
  remoteConfig({
    appDir: fileURLToPath(new URL('.', import.meta.url)),
    port: 4105,
    exposes: {
      './routes': './src/exposes/routes.tsx',
      './ChatWidget': './src/exposes/ChatWidget.tsx',
      './parcel': './src/exposes/parcel.tsx',
      './CatalogUpload': './src/exposes/CatalogUpload.tsx',
    },
    // For pages with no bundler and no React: the federation runtime and mountKrishika (README).
    modules: { 'embed.js': 'src/embed/embed.ts' },
  }),
);
