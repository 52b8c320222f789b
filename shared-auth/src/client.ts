import type { SupabaseClient } from '@supabase/supabase-js';
import { sessionStorageAdapter } from './storage';
import type { AuthConfig } from './types';

let config: AuthConfig | null = null;
let clientPromise: Promise<SupabaseClient> | null = null;

function assertHttpUrl(value: string, name: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must use http or https, got "${url.protocol}"`);
  }
}

/** Sets the auth server for this page. Called once at start with the runtime config (/config.json). */
export function configureAuth(next: AuthConfig): void {
  assertHttpUrl(next.supabaseUrl, 'supabaseUrl');
  if (!next.supabaseAnonKey) throw new Error('supabaseAnonKey is required');
  if (
    clientPromise &&
    config &&
    (config.supabaseUrl !== next.supabaseUrl || config.supabaseAnonKey !== next.supabaseAnonKey)
  ) {
    throw new Error('Auth is already configured for another server; configure it once, at start.');
  }
  config = { ...next };
}

/**
 * The one Supabase client, created on first use: supabase-js is loaded lazily so pages that never
 * touch auth (the landing page signed out) don't pay for it before first paint.
 */
export function getSupabase(): Promise<SupabaseClient> {
  if (!clientPromise) {
    const current = config;
    if (!current) return Promise.reject(new Error('configureAuth() must be called before using auth'));
    clientPromise = import('@supabase/supabase-js')
      .then(({ createClient }) =>
        createClient(current.supabaseUrl, current.supabaseAnonKey, {
          auth: {
            storage: sessionStorageAdapter,
            persistSession: true,
            autoRefreshToken: true,
            detectSessionInUrl: true,
          },
        }),
      )
      .catch((error: unknown) => {
        clientPromise = null; // let a later call retry (e.g. after a network blip)
        throw error;
      });
  }
  return clientPromise;
}

/** Tests inject a client; production code never calls this. */
export function setSupabaseClientForTesting(client: SupabaseClient | null, testConfig?: AuthConfig): void {
  clientPromise = client ? Promise.resolve(client) : null;
  config = client ? (testConfig ?? { supabaseUrl: 'http://localhost:54321', supabaseAnonKey: 'test' }) : null;
}
