// The local stack's API keys (no imports: the site's build tooling reads them too; other packages
// import them as 'supabase-emulator/keys').
// The anon key is public (it is in every page) and deliberately not a JWT: requests carrying it are
// anonymous. Hosted Supabase projects use their own keys, given to the site at serve time.
export const LOCAL_ANON_KEY = 'sb_publishable_krishika_local_anon_key';
export const LOCAL_SERVICE_ROLE_KEY = 'sb_secret_krishika_local_service_role_key';
