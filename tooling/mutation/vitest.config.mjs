// The unit tests that guard the security-critical modules `pnpm test:mutation` mutates
// (stryker.config.mjs): only these run for each mutant, in the workspace's own two projects
// (vitest.config.mjs), whose settings are reused with a narrower `include`.
import { defineConfig } from 'vitest/config';
import workspace from '../../vitest.config.mjs';

/** The tests of each project that the mutated modules answer to. */
const INCLUDE = {
  web: ['shell/src/features/routing/Guard.test.tsx'],
  node: [
    'api-client/src/policies/*.test.ts',
    'api/src/lib/auth.test.ts',
    // liveSessionsOnly, through the app on PGlite with real sessions.
    'api/src/routes/endedSessions.test.ts',
    'contracts/src/inputText.test.ts',
    'api/src/lib/csv.test.ts',
    'api/src/plugins/app/inputText.test.ts',
    'api/src/catalog/checkPdfBytes.test.ts',
  ],
};

export default defineConfig({
  test: {
    ...workspace.test,
    projects: workspace.test.projects.map((project) => ({
      ...project,
      test: { ...project.test, include: INCLUDE[project.test.name] ?? [] },
    })),
  },
});
