// Administration: the verification queue (pending suppliers, their registration documents, a
// decision with a note) and plan changes. The caller must be an administrator (app_metadata.role);
// the database checks it again (policies and the security-definer functions review_supplier and
// set_plan). Answers are the contract's (contracts/wire/admin.ts).
import type {
  AdminAccount,
  AdminAccountPage,
  ContactMessagePage,
  VerificationDecision,
} from 'contracts/wire';
import { sql } from 'kysely';
import type { CallerClaims } from '../../lib/auth.ts';
import type { Plan, VerificationStatus } from '../../lib/database.ts';
import { isAdmin, type Trx } from '../../lib/db.ts';
import { forbidden, guarded, notFound } from './errors.ts';

export function requireAdmin(caller: CallerClaims): void {
  if (!isAdmin(caller)) throw forbidden('Only administrators can do this.');
}

function selectAccounts(trx: Trx) {
  return trx
    .selectFrom('public.profiles as p')
    .select([
      'p.user_id',
      'p.role',
      'p.business_name',
      'p.full_name',
      'p.country',
      'p.whatsapp',
      'p.website',
      'p.address',
      'p.product_categories',
      'p.plan',
      'p.requested_plan',
      'p.verification_status',
      'p.verification_note',
      'p.verification_reviewed_at',
      'p.created_at',
    ])
    .select((eb) => [
      eb
        .selectFrom('public.registration_documents as r')
        .select('r.id')
        .whereRef('r.user_id', '=', 'p.user_id')
        .orderBy('r.created_at', 'desc')
        .limit(1)
        .as('document_id'),
      eb
        .selectFrom('public.registration_documents as r')
        .select('r.file_name')
        .whereRef('r.user_id', '=', 'p.user_id')
        .orderBy('r.created_at', 'desc')
        .limit(1)
        .as('document_name'),
    ]);
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof selectAccounts>['executeTakeFirstOrThrow']>>;

function accountOut(row: AccountRow): AdminAccount {
  return {
    user_id: row.user_id,
    role: row.role,
    business_name: row.business_name,
    full_name: row.full_name,
    country: row.country,
    whatsapp: row.whatsapp,
    website: row.website,
    address: row.address,
    product_categories: row.product_categories,
    plan: row.plan,
    requested_plan: row.requested_plan,
    verification_status: row.verification_status,
    verification_note: row.verification_note,
    verification_reviewed_at: row.verification_reviewed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    document: row.document_id ? { id: row.document_id, file_name: row.document_name ?? '' } : null,
  };
}

export async function verificationQueue(
  trx: Trx,
  caller: CallerClaims,
  status: VerificationStatus,
  page: number,
  pageSize: number,
): Promise<AdminAccountPage> {
  requireAdmin(caller);
  const rows = await selectAccounts(trx)
    .where('p.role', '=', 'supplier')
    .where('p.verification_status', '=', status)
    .orderBy('p.created_at')
    .orderBy('p.user_id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const total = await trx
    .selectFrom('public.profiles')
    .select(sql<string>`count(*)`.as('count'))
    .where('role', '=', 'supplier')
    .where('verification_status', '=', status)
    .executeTakeFirstOrThrow();
  return { items: rows.map(accountOut), total: Number(total.count), page, page_size: pageSize };
}

export async function account(trx: Trx, caller: CallerClaims, userId: string): Promise<AdminAccount> {
  requireAdmin(caller);
  const row = await selectAccounts(trx).where('p.user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('The account');
  return accountOut(row);
}

export async function registrationDocument(trx: Trx, caller: CallerClaims, userId: string) {
  requireAdmin(caller);
  const row = await trx
    .selectFrom('public.registration_documents')
    .select(['file_name', 'content', 'content_type'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw notFound('The registration document');
  return row;
}

export async function reviewSupplier(
  trx: Trx,
  caller: CallerClaims,
  userId: string,
  decision: VerificationDecision['decision'],
  note: string | null,
): Promise<AdminAccount> {
  requireAdmin(caller);
  await guarded(async () => {
    try {
      await sql`select public.review_supplier(${userId}::uuid, ${decision}::public.verification_status, ${note})`.execute(
        trx,
      );
    } catch (error) {
      if ((error as { code?: unknown }).code === 'P0002') throw notFound('The supplier');
      throw error;
    }
  });
  return account(trx, caller, userId);
}

export async function changePlan(
  trx: Trx,
  caller: CallerClaims,
  userId: string,
  plan: Plan,
): Promise<AdminAccount> {
  requireAdmin(caller);
  await guarded(async () => {
    try {
      await sql`select public.set_plan(${userId}::uuid, ${plan}::public.plan)`.execute(trx);
    } catch (error) {
      if ((error as { code?: unknown }).code === 'P0002') throw notFound('The account');
      throw error;
    }
  });
  return account(trx, caller, userId);
}

export async function contactMessages(
  trx: Trx,
  caller: CallerClaims,
  page: number,
  pageSize: number,
): Promise<ContactMessagePage> {
  requireAdmin(caller);
  const rows = await trx
    .selectFrom('public.contact_messages')
    .select(['id', 'name', 'email', 'company', 'subject', 'message', 'created_at'])
    .orderBy('created_at', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const total = await trx
    .selectFrom('public.contact_messages')
    .select(sql<string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return {
    items: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    total: Number(total.count),
    page,
    page_size: pageSize,
  };
}
