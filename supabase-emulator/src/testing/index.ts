// The emulator's public entry for other packages' tests, benches and seeds (`supabase-emulator/testing`):
// start an emulator in-process, open its database, create users, and the local stack's keys. Other
// packages import these from here, never from the emulator's files (a lint rule holds them to it), so the
// emulator can move its internals freely. Named exports only: each is something a caller needs.
export { hashPassword } from '../auth/passwords.ts';
export { insertEmailUser } from '../auth/users.ts';
export { testConfig } from '../config.ts';
export { freePort, openDatabase, type Database } from '../db/database.ts';
export { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../localKeys.ts';
export { startEmulator, type RunningEmulator } from '../start.ts';
