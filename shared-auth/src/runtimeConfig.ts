import { configureAuth } from './client';

/** What /config.json holds: where this deployment's auth server and api live. */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  apiUrl: string;
}

let current: RuntimeConfig | null = null;

function requireString(source: Record<string, unknown>, key: keyof RuntimeConfig): string {
  const value = source[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`Runtime config is missing "${key}"`);
  }
  return value.trim();
}

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null) throw new Error('Runtime config must be a JSON object');
  const source = raw as Record<string, unknown>;
  const config = {
    supabaseUrl: requireString(source, 'supabaseUrl'),
    supabaseAnonKey: requireString(source, 'supabaseAnonKey'),
    apiUrl: requireString(source, 'apiUrl'),
  };
  for (const key of ['supabaseUrl', 'apiUrl'] as const) {
    if (!/^https?:\/\/[^/]/.test(config[key]))
      throw new Error(`Runtime config "${key}" must be an http(s) URL`);
  }
  return config;
}

/** Fetches /config.json once, validates it and configures auth with it. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  if (current) return current;
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Runtime config ${url} answered ${response.status}`);
  const config = parseRuntimeConfig(await response.json());
  configureAuth({ supabaseUrl: config.supabaseUrl, supabaseAnonKey: config.supabaseAnonKey });
  current = config;
  return config;
}

/** The loaded config (the api base URL for data calls); throws if called before loading. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('loadRuntimeConfig() has not finished');
  return current;
}
