import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One unit-test run for the whole workspace; e2e lives in e2e/ (Playwright).
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['*/src/**/*.test.{ts,tsx}', 'tooling/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    setupFiles: ['./tooling/vitest.setup.ts'],
    restoreMocks: true,
  },
});
