import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium, never a downloaded browser (nothing outside npm and Debian is reachable here).
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: 'http://localhost:4173',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      // The local Supabase stand-in, empty at every run (in memory).
      command: 'pnpm --dir .. emulator',
      // Every test signs up and in from one address: raise the per-IP limits (the emulator's own
      // tests cover the real ones).
      env: {
        SUPABASE_EMULATOR_DATA_DIR: ':memory:',
        SUPABASE_EMULATOR_RATE_LIMIT_EMAIL_PER_HOUR: '5000',
        SUPABASE_EMULATOR_RATE_LIMIT_SIGN_IN_PER_5_MIN: '5000',
        SUPABASE_EMULATOR_RATE_LIMIT_VERIFY_PER_5_MIN: '5000',
      },
      url: 'http://127.0.0.1:54321/health',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // Krishika's api on the emulator's database (started above), verifying tokens with its JWKS.
      command: 'pnpm --dir ../api start',
      // Every supplier the tests sign up stages its document from this one address: raise the
      // per-address staging limits (api/src/routes/v1/public/staging.test.ts covers the real ones).
      env: {
        DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:54322/postgres',
        SUPABASE_URL: 'http://localhost:54321',
        API_STAGING_FILES_PER_HOUR: '5000',
        API_STAGING_MB_PER_HOUR: '5000',
      },
      url: 'http://127.0.0.1:8787/health',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The composed production build (run `pnpm build` first; the root `pnpm test` does).
      command: 'pnpm --dir .. serve',
      url: 'http://127.0.0.1:4173/remotes.json',
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
