import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One unit-test run for the whole workspace: browser code in jsdom, servers and tooling in node.
// e2e lives in e2e/ (Playwright).
export default defineConfig({
  test: {
    restoreMocks: true,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: [
            '{shell,mf-marketing,mf-auth,mf-buyer,mf-supplier,mf-krishika,shared-ui,shared-auth,shared-api}/src/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['./tooling/vitest.setup.ts'],
          restoreMocks: true,
          // Form tests type character by character; on a busy 2-core machine they need more than 5 s.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'tooling/*.test.ts',
            'tooling/scripts/*.test.ts',
            'supabase-emulator/src/**/*.test.ts',
            'api/src/**/*.test.ts',
            'engine/src/**/*.test.ts',
            'contracts/src/**/*.test.ts',
            'api-client/src/**/*.test.ts',
          ],
          restoreMocks: true,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
