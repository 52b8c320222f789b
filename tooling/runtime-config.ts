// The one path import of the emulator (its keys file imports nothing): tooling cannot depend on the
// emulator by name, which depends on tooling (a workspace cycle), and the site's build reads this file.
// eslint-disable-next-line no-restricted-imports -- see above
import { LOCAL_ANON_KEY } from '../supabase-emulator/src/localKeys.ts';

// Runtime configuration served as /config.json: the same builds run against the local stack or a
// hosted Supabase project and api, chosen by env at serve time (never baked into a bundle).
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  apiUrl: string;
}

export const LOCAL_DEFAULTS: Readonly<RuntimeConfig> = Object.freeze({
  supabaseUrl: 'http://localhost:54321',
  // The local auth server's public anon key; safe to publish.
  supabaseAnonKey: LOCAL_ANON_KEY,
  apiUrl: 'http://localhost:8787',
});

const ENV_KEYS: Record<keyof RuntimeConfig, string> = {
  supabaseUrl: 'KRISHIKA_SUPABASE_URL',
  supabaseAnonKey: 'KRISHIKA_SUPABASE_ANON_KEY',
  apiUrl: 'KRISHIKA_API_URL',
};

/** Reads the runtime config from env, validating URLs so a typo fails at start, not in a browser. */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const config: RuntimeConfig = { ...LOCAL_DEFAULTS };
  for (const [key, envName] of Object.entries(ENV_KEYS) as [keyof RuntimeConfig, string][]) {
    const value = env[envName];
    if (value === undefined || value === '') continue;
    if (key.endsWith('Url')) {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        throw new Error(`${envName} must be an absolute http(s) URL, got "${value}"`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new Error(`${envName} must use http or https, got "${url.protocol}"`);
      }
      config[key] = value.replace(/\/+$/, '');
    } else {
      config[key] = value;
    }
  }
  return config;
}
