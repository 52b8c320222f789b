// The caller's role and business name, read as the caller (RLS: own row only) and kept for a minute:
// the role decides what /match_product ranks, the name signs a reply. The token's user_metadata is
// user-writable, so it is never trusted for the role.
import type { CallerClaims } from '../lib/auth.ts';
import { asCaller, type Db } from '../lib/db.ts';

export interface CallerProfile {
  role: 'buyer' | 'supplier';
  businessName: string | null;
}

const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

export class CallerProfiles {
  private readonly cache = new Map<string, { profile: CallerProfile; until: number }>();

  constructor(private readonly db: Db) {}

  async of(caller: CallerClaims): Promise<CallerProfile> {
    const now = Date.now();
    const cached = this.cache.get(caller.sub);
    if (cached && cached.until > now) return cached.profile;
    const row = await asCaller(this.db, caller, (trx) =>
      trx
        .selectFrom('public.profiles')
        .select(['role', 'business_name'])
        .where('user_id', '=', caller.sub)
        .executeTakeFirst(),
    );
    // No profile row (an account made outside sign-up): treat as a buyer, the least privileged view.
    const profile: CallerProfile = { role: row?.role ?? 'buyer', businessName: row?.business_name ?? null };
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(caller.sub, { profile, until: now + TTL_MS });
    return profile;
  }
}
