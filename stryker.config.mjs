// `pnpm test:mutation` (JavaScript part): StrykerJS mutates the modules that guard users and runs
// their unit tests (tooling/mutation/vitest.config.mjs) against each mutant. A surviving mutant is
// a change to a guard that no test notices. The SQL policies have their own mutation script
// (tooling/mutation/sqlPolicies.ts).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'tooling/mutation/vitest.config.mjs', related: false },
  mutate: [
    // The assistant's client guards: 10 calls per path a minute, the breaker, sanitising.
    'api-client/src/policies/rateLimit.ts',
    'api-client/src/policies/circuitBreaker.ts',
    'api-client/src/policies/sanitise.ts',
    'api-client/src/policies/forPaths.ts',
    'api-client/src/policies/keys.ts',
    // The api's token check (signature, expiry, audience, issuer, role) and its input rule.
    'api/src/lib/auth.ts',
    'contracts/src/inputText.ts',
    'api/src/plugins/app/inputText.ts',
    // CSV exports neutralise formulas; uploads are checked before anything reads them.
    'api/src/lib/csv.ts',
    'api/src/catalog/pdf.ts:44-57',
    // The shell's role guard.
    'shell/src/features/routing/Guard.tsx',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  // Below 90 % the run fails.
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
