// The caller's own profile, read as the caller (their row only) in the request's transaction, so a
// plan or verification change made by an administrator applies to the very next request.
import type { CompanyPatch, Me, RegistrationDocument } from 'contracts/wire';
import { sql } from 'kysely';
import type { CallerClaims } from '../../lib/auth.ts';
import type { Plan, VerificationStatus } from '../../lib/database.ts';
import { isAdmin, type Trx } from '../../lib/db.ts';
import { forbidden, guarded, MarketplaceError } from './errors.ts';
import { planUsage } from './plans.ts';

export interface CallerProfile {
  user_id: string;
  role: 'buyer' | 'supplier';
  business_name: string;
  full_name: string;
  country: string;
  whatsapp: string;
  website: string;
  address: string;
  product_categories: string[];
  plan: Plan;
  /** The paid plan chosen at sign-up, until an administrator sets the plan. */
  requested_plan: Plan | null;
  verification_status: VerificationStatus;
  verification_note: string | null;
  verification_reviewed_at: Date | null;
  verified_at: Date | null;
}

/** What an unverified supplier is told (GET /v1/me), and what search and routing do. */
export const VERIFICATION_RULES: Record<VerificationStatus, string> = {
  pending:
    'Your registration document is waiting for review. Until you are verified your active products are listed in the catalog without the Verified badge, are hidden when buyers search for verified suppliers only, and open inquiries reach you only after matching verified suppliers.',
  verified:
    'You are verified: your products carry the Verified badge in the catalog and you receive open inquiries ahead of unverified suppliers.',
  rejected:
    'Your registration was not accepted (see the reviewer’s note). Until it is, your products are hidden from the catalog and you receive no open inquiries. Upload a new registration document from your account to be reviewed again.',
};

export async function profileOf(trx: Trx, userId: string): Promise<CallerProfile | null> {
  const row = await trx
    .selectFrom('public.profiles')
    .select([
      'user_id',
      'role',
      'business_name',
      'full_name',
      'country',
      'whatsapp',
      'website',
      'address',
      'product_categories',
      'plan',
      'requested_plan',
      'verification_status',
      'verification_note',
      'verification_reviewed_at',
      'verified_at',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

/** The caller's profile; with `role`, only that kind of account may go on. */
export async function requireProfile(
  trx: Trx,
  caller: CallerClaims,
  role?: 'buyer' | 'supplier',
): Promise<CallerProfile> {
  const profile = await profileOf(trx, caller.sub);
  if (!profile)
    throw new MarketplaceError(
      403,
      'no_profile',
      'Your account has no company profile. Please sign up again.',
    );
  if (role && profile.role !== role)
    throw forbidden(
      role === 'supplier' ? 'Only supplier accounts can do this.' : 'Only buyer accounts can do this.',
    );
  return profile;
}

/** Changes the caller's company fields (as the caller: the column grants allow exactly these). */
export async function updateCompany(trx: Trx, caller: CallerClaims, fields: CompanyPatch): Promise<void> {
  await requireProfile(trx, caller);
  const trimmed = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as CompanyPatch;
  if (trimmed.product_categories) trimmed.product_categories = [...new Set(trimmed.product_categories)];
  await guarded(() =>
    trx.updateTable('public.profiles').set(trimmed).where('user_id', '=', caller.sub).execute(),
  );
}

/**
 * A supplier sends a registration document from their account: after a rejection (or when sign-up
 * had none) it goes to the review queue and the supplier is pending again. Verified: 409.
 */
export async function submitRegistrationDocument(
  trx: Trx,
  caller: CallerClaims,
  fileName: string,
  content: Buffer,
): Promise<{ id: string; file_name: string; size_bytes: number }> {
  await requireProfile(trx, caller, 'supplier');
  const { rows } = await guarded(() =>
    sql<{ id: string }>`select public.submit_registration_document(${fileName}, ${content}) as id`.execute(
      trx,
    ),
  );
  return { id: rows[0]?.id ?? '', file_name: fileName, size_bytes: content.length };
}

/** The caller's latest registration document (as the administrator's queue picks it), without its bytes. */
async function latestRegistrationDocument(trx: Trx, userId: string): Promise<RegistrationDocument | null> {
  const row = await trx
    .selectFrom('public.registration_documents')
    .select(['file_name', 'created_at', sql<number>`octet_length(content)`.as('size_bytes')])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? {
        file_name: row.file_name,
        size_bytes: Number(row.size_bytes),
        uploaded_at: row.created_at.toISOString(),
      }
    : null;
}

/** GET /v1/me (and PATCH's answer): the caller's company, plan with visible usage, and verification (with its rule). */
export async function accountOf(trx: Trx, caller: CallerClaims): Promise<Me> {
  const profile = await requireProfile(trx, caller);
  const usage = await planUsage(trx, profile.user_id, profile.role, profile.plan);
  const document =
    profile.role === 'supplier' ? await latestRegistrationDocument(trx, profile.user_id) : null;
  return {
    user_id: profile.user_id,
    email: caller.email ?? null,
    role: profile.role,
    is_admin: isAdmin(caller),
    business_name: profile.business_name,
    full_name: profile.full_name,
    country: profile.country,
    whatsapp: profile.whatsapp,
    website: profile.website,
    address: profile.address,
    product_categories: profile.product_categories,
    plan: profile.plan,
    requested_plan: profile.requested_plan,
    usage: {
      active_products: usage.active_products,
      inquiries_this_month: {
        ...usage.inquiries_this_month,
        counts: profile.role === 'buyer' ? 'inquiries posted' : 'inquiries responded to',
      },
    },
    verification: verificationOf(profile),
    registration_document: document,
  };
}

/** A supplier's verification with the rule that applies to it; null for a buyer. */
export function verificationOf(profile: CallerProfile): Me['verification'] {
  return profile.role === 'supplier'
    ? {
        status: profile.verification_status,
        note: profile.verification_note,
        reviewed_at: profile.verification_reviewed_at?.toISOString() ?? null,
        verified_at: profile.verified_at?.toISOString() ?? null,
        rule: VERIFICATION_RULES[profile.verification_status],
      }
    : null;
}
