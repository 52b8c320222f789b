// The unit tests that guard the security-critical modules `pnpm test:mutation` mutates
// (stryker.config.mjs): only these run for each mutant, in the same two environments as the
// workspace's own run (vitest.config.mjs).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    restoreMocks: true,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['shell/src/features/routing/Guard.test.tsx'],
          setupFiles: ['./tooling/vitest.setup.ts'],
          restoreMocks: true,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'api-client/src/policies/*.test.ts',
            'api/src/lib/auth.test.ts',
            // liveSessionsOnly, through the app on PGlite with real sessions.
            'api/src/routes/endedSessions.test.ts',
            'contracts/src/inputText.test.ts',
            'api/src/lib/csv.test.ts',
            'api/src/plugins/app/inputText.test.ts',
            'api/src/catalog/checkPdfBytes.test.ts',
          ],
          restoreMocks: true,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
