// Every row-level security policy, table and column grant and function EXECUTE grant the REST door's
// roles hold, exercised through /rest/v1 as each kind of caller (a visitor with the anon key, two
// buyers, two verified suppliers, a supplier awaiting verification, a rejected one and an
// administrator), on rows of the other party: reads that must see exactly the caller's rows, writes
// that must go through, and writes that must be refused and leave the database as it was. Each case
// names the policies and grants it exercises, and the last test fails on a policy or grant of the
// migrated database that no case names. The SQL mutation run (tooling/mutation/sqlPolicies.ts) runs
// this file against each weakened policy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../testing/emulator.ts';

let te: TestEmulator;

type Actor = 'anon' | 'buyerA' | 'buyerB' | 'supplierA' | 'supplierB' | 'unverified' | 'rejected' | 'admin';

/** The rows every case is about, written as the server before any case runs. */
interface Fixtures {
  user: Record<Exclude<Actor, 'anon'>, string>;
  token: Record<Actor, string>;
  /** Products: supplier A's listed and draft ones, supplier B's listed one, buyer A's draft. */
  listedA: string;
  draftA: string;
  listedB: string;
  buyerDraftA: string;
  /**
   * Active products the catalog does not list, and one it does: the rejected supplier's, buyer A's
   * (only suppliers may list; the server wrote it), and the supplier awaiting verification's.
   */
  listedRejected: string;
  buyerActiveA: string;
  listedUnverified: string;
  /** Supplier A's catalog upload and a product it made; supplier B's upload. */
  uploadA: string;
  uploadB: string;
  fromUploadA: string;
  /** Buyer A's open inquiry: delivered to supplier A (open) and to supplier B (declined). */
  inquiryA: string;
  deliveryA: string;
  declinedA: string;
  /** Buyer B's open inquiry, delivered to supplier B. */
  inquiryB: string;
  deliveryB: string;
  /** Buyer A's closed inquiry, delivered to supplier A; and an open one delivered to no one. */
  closedA: string;
  closedDeliveryA: string;
  toCloseA: string;
  /** Registration documents: supplier A's and the unverified supplier's (attached), one staged. */
  documentA: string;
  documentUnverified: string;
  staged: string;
  contactMessage: string;
  newsletterToken: string;
}

let f: Fixtures;

async function one<T>(sql: string, values: unknown[] = []): Promise<T> {
  const { rows } = await te.emulator.database.pool.query<Record<string, T>>(sql, values);
  return Object.values(rows[0] ?? {})[0] as T;
}

/** An account made as sign-up makes one (the trigger builds the profile), with a live session's token. */
async function account(
  email: string,
  role: 'buyer' | 'supplier',
  status: 'pending' | 'verified' | 'rejected',
  appMetadata: Record<string, unknown> = {},
): Promise<{ id: string; token: string }> {
  const id = await one<string>(
    `insert into auth.users (email, email_confirmed_at, raw_user_meta_data) values ($1, now(), $2) returning id`,
    [email, JSON.stringify({ role, business_name: `${email} Ltd`, product_categories: ['Spices & Herbs'] })],
  );
  await one('update public.profiles set verification_status = $2 where user_id = $1', [id, status]);
  // The REST door honours a token only while its session lasts (the pre-request check).
  const session = await one<string>('insert into auth.sessions (user_id) values ($1) returning id', [id]);
  const token = await te.ctx.keys.sign(
    {
      sub: id,
      role: 'authenticated',
      aud: 'authenticated',
      email,
      session_id: session,
      app_metadata: appMetadata,
    },
    3600,
  );
  return { id, token };
}

const PDF_HEX = '\\x255044462d312e370a';

async function fixtures(): Promise<Fixtures> {
  const made = {
    buyerA: await account('matrix-buyer-a@example.com', 'buyer', 'pending'),
    buyerB: await account('matrix-buyer-b@example.com', 'buyer', 'pending'),
    supplierA: await account('matrix-supplier-a@example.com', 'supplier', 'verified'),
    supplierB: await account('matrix-supplier-b@example.com', 'supplier', 'verified'),
    unverified: await account('matrix-unverified@example.com', 'supplier', 'pending'),
    rejected: await account('matrix-rejected@example.com', 'supplier', 'rejected'),
    admin: await account('matrix-admin@example.com', 'buyer', 'pending', { role: 'admin' }),
  };
  const user = Object.fromEntries(Object.entries(made).map(([k, v]) => [k, v.id])) as Fixtures['user'];
  const token = {
    anon: te.ctx.config.anonKey,
    ...Object.fromEntries(Object.entries(made).map(([k, v]) => [k, v.token])),
  } as Fixtures['token'];
  const product = (owner: string, name: string, status: 'active' | 'draft', upload: string | null = null) =>
    one<string>(
      `insert into public.products (owner_id, name, status, catalog_upload_id) values ($1, $2, $3, $4) returning id`,
      [owner, name, status, upload],
    );
  const upload = (owner: string) =>
    one<string>(
      `insert into public.catalog_uploads (owner_id, file_name, stored_name, size_bytes, sha256, content, pages, products_extracted)
       values ($1, 'a.pdf', gen_random_uuid() || '.pdf', 9, repeat('a', 64), $2::bytea, 1, 1) returning id`,
      [owner, PDF_HEX],
    );
  const uploadA = await upload(user.supplierA);
  const inquiry = (buyer: string, status: 'new' | 'closed' = 'new') =>
    one<string>(
      `insert into public.inquiries (buyer_id, mode, product_name, quantity, quantity_unit, destination_country, status, closed_at)
       values ($1, 'direct', 'Black Pepper', 5, 'MT', 'Netherlands', $2::public.inquiry_status,
         case when $2::text = 'closed' then now() end) returning id`,
      [buyer, status],
    );
  const deliver = (inquiryId: string, buyer: string, supplier: string, status: 'new' | 'declined' = 'new') =>
    one<string>(
      `insert into public.inquiry_deliveries (inquiry_id, buyer_id, supplier_id, status, declined_at)
       values ($1, $2, $3, $4::public.delivery_status, case when $4::text = 'declined' then now() end) returning id`,
      [inquiryId, buyer, supplier, status],
    );
  const inquiryA = await inquiry(user.buyerA);
  const inquiryB = await inquiry(user.buyerB);
  const closedA = await inquiry(user.buyerA, 'closed');
  const deliveryA = await deliver(inquiryA, user.buyerA, user.supplierA);
  const deliveryB = await deliver(inquiryB, user.buyerB, user.supplierB);
  for (const [delivery, supplier] of [
    [deliveryA, user.supplierA],
    [deliveryB, user.supplierB],
  ] as const) {
    await one(
      `insert into public.inquiry_delivery_suggestions (delivery_id, supplier_id, body) values ($1, $2, 'Offer 3200 USD/MT')`,
      [delivery, supplier],
    );
    await one(
      `insert into public.inquiry_messages (delivery_id, sender_id, body) select id, buyer_id, 'Hello' from public.inquiry_deliveries where id = $1`,
      [delivery],
    );
  }
  for (const owner of [user.buyerA, user.supplierA])
    await one(`insert into public.krishika_conversations (user_id, inquiry, reply) values ($1, 'q', 'a')`, [
      owner,
    ]);
  await one('insert into public.saved_suppliers (buyer_id, supplier_id) values ($1, $2)', [
    user.buyerA,
    user.supplierA,
  ]);
  const document = (owner: string, name: string) =>
    one<string>(
      `insert into public.registration_documents (user_id, file_name, content, attached_at) values ($1, $2, $3::bytea, now()) returning id`,
      [owner, name, PDF_HEX],
    );
  return {
    user,
    token,
    listedA: await product(user.supplierA, 'Listed Pepper A', 'active'),
    draftA: await product(user.supplierA, 'Secret Draft Pepper A', 'draft'),
    listedB: await product(user.supplierB, 'Listed Pepper B', 'active'),
    buyerDraftA: await product(user.buyerA, 'Wanted Cloves', 'draft'),
    listedRejected: await product(user.rejected, 'Rejected Pepper', 'active'),
    buyerActiveA: await product(user.buyerA, 'Server-listed Cloves', 'active'),
    listedUnverified: await product(user.unverified, 'Pending Pepper', 'active'),
    uploadA,
    uploadB: await upload(user.supplierB),
    fromUploadA: await product(user.supplierA, 'Catalog Cardamom A', 'draft', uploadA),
    inquiryA,
    deliveryA,
    declinedA: await deliver(inquiryA, user.buyerA, user.supplierB, 'declined'),
    inquiryB,
    deliveryB,
    closedA,
    closedDeliveryA: await deliver(closedA, user.buyerA, user.supplierA),
    toCloseA: await inquiry(user.buyerA),
    documentA: await document(user.supplierA, 'a.pdf'),
    documentUnverified: await document(user.unverified, 'u.pdf'),
    staged: await one<string>(
      `insert into public.registration_documents (claim_hash, file_name, content) values (repeat('b', 64), 'staged.pdf', $1::bytea) returning id`,
      [PDF_HEX],
    ),
    contactMessage: await one<string>(
      `insert into public.contact_messages (name, email, message) values ('Ann', 'ann@example.com', 'Hello') returning id`,
    ),
    newsletterToken: await one<string>(
      `insert into public.newsletter_subscriptions (email) values ('reader@example.com') returning unsubscribe_token`,
    ),
  };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

interface Case {
  /**
   * What the case exercises, each named as the coverage check lists them:
   * `policy <table> · <policy name>`, `<role> <privilege> <relation>` for a granted privilege,
   * `<role> <privilege> <relation> (other columns)` for the columns a partial grant leaves out,
   * `<role> execute <function>`.
   */
  covers: string[];
  as: Actor;
  method: Method;
  /** Below /rest/v1. */
  path: (f: Fixtures) => string;
  body?: (f: Fixtures) => unknown;
  /** Ask for the written rows back (Prefer: return=representation); a write is minimal otherwise. */
  representation?: boolean;
  status: number;
  /** The error code of a refusal (SQLSTATE or PGRST…). */
  code?: string;
  /** The rows answered, by `key` (default id), in any order. */
  rows?: (f: Fixtures) => unknown[];
  key?: string;
  /** The JSON an RPC answers. */
  result?: unknown;
  /**
   * The tables a write may change, read whole as the server before and after: a refused write (a
   * status of 400 and above, or `changes: false`) must leave them as they were, an allowed one change
   * them. A table write defaults to its own table. An entry may narrow it: `catalog_uploads where …`.
   */
  tables?: string[] | ((fx: Fixtures) => string[]);
  changes?: boolean;
}

const ids =
  (...names: (keyof Fixtures)[]) =>
  (fx: Fixtures) =>
    names.map((name) => fx[name]);

const CASES: Record<string, Case> = {
  // ---- profiles ----
  'a visitor reads no profile': {
    covers: [],
    as: 'anon',
    method: 'GET',
    path: () => '/profiles?select=user_id',
    status: 401,
    code: '42501',
  },
  'buyer B reads their own profile, not buyer A’s': {
    covers: ['policy profiles · Users read their own profile', 'authenticated select public.profiles'],
    as: 'buyerB',
    method: 'GET',
    path: (fx) => `/profiles?user_id=in.(${fx.user.buyerA},${fx.user.buyerB})`,
    key: 'user_id',
    rows: (fx) => [fx.user.buyerB],
    status: 200,
  },
  'supplier A reads no buyer’s profile, even one who sent them an inquiry': {
    covers: ['policy profiles · Users read their own profile', 'policy profiles · Admins read every profile'],
    as: 'supplierA',
    method: 'GET',
    path: (fx) => `/profiles?user_id=eq.${fx.user.buyerA}`,
    rows: () => [],
    status: 200,
  },
  'an administrator reads every profile': {
    covers: ['policy profiles · Admins read every profile'],
    as: 'admin',
    method: 'GET',
    path: (fx) => `/profiles?user_id=in.(${fx.user.buyerA},${fx.user.supplierB})`,
    key: 'user_id',
    rows: (fx) => [fx.user.buyerA, fx.user.supplierB],
    status: 200,
  },
  'buyer A renames their company': {
    covers: ['policy profiles · Users update their own profile', 'authenticated update public.profiles'],
    as: 'buyerA',
    method: 'PATCH',
    path: (fx) => `/profiles?user_id=eq.${fx.user.buyerA}`,
    body: () => ({ business_name: 'Rotterdam Foods BV' }),
    representation: true,
    key: 'user_id',
    rows: (fx) => [fx.user.buyerA],
    status: 200,
  },
  'buyer B cannot rename buyer A’s company': {
    covers: ['policy profiles · Users update their own profile'],
    as: 'buyerB',
    method: 'PATCH',
    path: (fx) => `/profiles?user_id=eq.${fx.user.buyerA}`,
    body: () => ({ business_name: 'Taken Over Ltd' }),
    representation: true,
    rows: () => [],
    status: 200,
    changes: false,
  },
  'an administrator, who reads every profile, still cannot change one': {
    covers: [
      'policy profiles · Users update their own profile',
      'policy profiles · Admins read every profile',
    ],
    as: 'admin',
    method: 'PATCH',
    path: (fx) => `/profiles?user_id=eq.${fx.user.supplierB}`,
    body: () => ({ business_name: 'Taken Over Ltd' }),
    representation: true,
    rows: () => [],
    status: 200,
    changes: false,
  },
  'buyer B renaming every company renames only their own': {
    covers: ['policy profiles · Users update their own profile'],
    as: 'buyerB',
    method: 'PATCH',
    path: () => '/profiles',
    body: () => ({ business_name: 'Everyone Ltd' }),
    status: 204,
    changes: true,
  },
  'a javascript: website is refused': {
    covers: ['authenticated update public.profiles'],
    as: 'supplierA',
    method: 'PATCH',
    path: (fx) => `/profiles?user_id=eq.${fx.user.supplierA}`,
    body: () => ({ website: 'javascript:alert(document.cookie)' }),
    status: 400,
    code: '23514',
  },
  'a buyer cannot make themselves a supplier': {
    covers: ['authenticated update public.profiles (other columns)'],
    as: 'buyerA',
    method: 'PATCH',
    path: (fx) => `/profiles?user_id=eq.${fx.user.buyerA}`,
    body: () => ({ role: 'supplier' }),
    status: 403,
    code: '42501',
  },
  'an unverified supplier cannot verify themselves or change their plan': {
    covers: ['authenticated update public.profiles (other columns)'],
    as: 'unverified',
    method: 'PATCH',
    path: (fx) => `/profiles?user_id=eq.${fx.user.unverified}`,
    body: () => ({ verification_status: 'verified', plan: 'pro' }),
    status: 403,
    code: '42501',
  },
  'nobody inserts or deletes a profile over REST': {
    covers: [],
    as: 'buyerA',
    method: 'DELETE',
    path: (fx) => `/profiles?user_id=eq.${fx.user.buyerA}`,
    status: 403,
    code: '42501',
  },

  // ---- company cards (a view: suppliers to all, a buyer to themselves and the suppliers they wrote to) ----
  'a visitor reads supplier cards, never a buyer’s': {
    covers: ['anon select public.company_cards'],
    as: 'anon',
    method: 'GET',
    path: (fx) => `/company_cards?user_id=in.(${Object.values(fx.user).join(',')})`,
    key: 'user_id',
    rows: (fx) => [fx.user.supplierA, fx.user.supplierB, fx.user.unverified, fx.user.rejected],
    status: 200,
  },
  'supplier A reads the card of buyer A, who wrote to them, and not of buyer B': {
    covers: ['authenticated select public.company_cards'],
    as: 'supplierA',
    method: 'GET',
    path: (fx) => `/company_cards?user_id=in.(${fx.user.buyerA},${fx.user.buyerB})`,
    key: 'user_id',
    rows: (fx) => [fx.user.buyerA],
    status: 200,
  },
  'buyer B reads their own card, not buyer A’s': {
    covers: ['authenticated select public.company_cards'],
    as: 'buyerB',
    method: 'GET',
    path: (fx) => `/company_cards?user_id=in.(${fx.user.buyerA},${fx.user.buyerB})`,
    key: 'user_id',
    rows: (fx) => [fx.user.buyerB],
    status: 200,
  },
  'nobody writes a company card': {
    covers: [],
    as: 'supplierA',
    method: 'PATCH',
    path: (fx) => `/company_cards?user_id=eq.${fx.user.supplierA}`,
    body: () => ({ business_name: 'X' }),
    status: 403,
    code: '42501',
    tables: ['profiles'],
  },

  // ---- products ----
  'a visitor reads listed products, never a draft': {
    covers: [
      'policy products · Anyone reads the products of listed suppliers',
      'anon select public.products',
    ],
    as: 'anon',
    method: 'GET',
    path: (fx) => `/products?select=id&id=in.(${fx.listedA},${fx.draftA},${fx.buyerDraftA})`,
    rows: ids('listedA'),
    status: 200,
  },
  // The catalog lists the active products of suppliers who are not rejected (company_cards.listed):
  // the REST door shows no more, to anyone but the owner.
  'a visitor reads the products of a supplier awaiting verification, not of a rejected one or a buyer': {
    covers: ['policy products · Anyone reads the products of listed suppliers'],
    as: 'anon',
    method: 'GET',
    path: (fx) =>
      `/products?select=id&id=in.(${fx.listedA},${fx.listedUnverified},${fx.listedRejected},${fx.buyerActiveA})`,
    rows: ids('listedA', 'listedUnverified'),
    status: 200,
  },
  'a visitor reading every product reads no rejected supplier’s': {
    covers: ['policy products · Anyone reads the products of listed suppliers'],
    as: 'anon',
    method: 'GET',
    path: (fx) => `/products?select=id&owner_id=eq.${fx.user.rejected}`,
    rows: () => [],
    status: 200,
  },
  'buyer B reads listed products, never another user’s draft': {
    covers: [
      'policy products · Anyone reads the products of listed suppliers',
      'policy products · Users read their own products',
      'authenticated select public.products',
    ],
    as: 'buyerB',
    method: 'GET',
    path: (fx) => `/products?select=id&id=in.(${fx.listedA},${fx.draftA},${fx.buyerDraftA})`,
    rows: ids('listedA'),
    status: 200,
  },
  'buyer B reads no rejected supplier’s product and no buyer’s': {
    covers: ['policy products · Anyone reads the products of listed suppliers'],
    as: 'buyerB',
    method: 'GET',
    path: (fx) =>
      `/products?select=id&id=in.(${fx.listedUnverified},${fx.listedRejected},${fx.buyerActiveA})`,
    rows: ids('listedUnverified'),
    status: 200,
  },
  'supplier A reads no rejected supplier’s product, nor that of buyer A, who wrote to them': {
    covers: ['policy products · Anyone reads the products of listed suppliers'],
    as: 'supplierA',
    method: 'GET',
    path: (fx) => `/products?select=id&id=in.(${fx.listedB},${fx.listedRejected},${fx.buyerActiveA})`,
    rows: ids('listedB'),
    status: 200,
  },
  'an administrator reads no rejected supplier’s product through REST': {
    covers: ['policy products · Anyone reads the products of listed suppliers'],
    as: 'admin',
    method: 'GET',
    path: (fx) => `/products?select=id&id=in.(${fx.listedA},${fx.listedRejected})`,
    rows: ids('listedA'),
    status: 200,
  },
  'the rejected supplier still reads their own products': {
    covers: ['policy products · Users read their own products'],
    as: 'rejected',
    method: 'GET',
    path: (fx) => `/products?select=id&id=in.(${fx.listedRejected},${fx.listedA})`,
    rows: ids('listedRejected', 'listedA'),
    status: 200,
  },
  'buyer A reads their own active product, which the catalog does not list': {
    covers: ['policy products · Users read their own products'],
    as: 'buyerA',
    method: 'GET',
    path: (fx) => `/products?select=id&id=in.(${fx.buyerActiveA},${fx.buyerDraftA})`,
    rows: ids('buyerActiveA', 'buyerDraftA'),
    status: 200,
  },
  'supplier B does not read supplier A’s draft': {
    covers: ['policy products · Anyone reads the products of listed suppliers'],
    as: 'supplierB',
    method: 'GET',
    path: (fx) => `/products?select=id&id=in.(${fx.listedA},${fx.draftA})`,
    rows: ids('listedA'),
    status: 200,
  },
  'supplier A reads their drafts too': {
    covers: ['policy products · Users read their own products'],
    as: 'supplierA',
    method: 'GET',
    path: (fx) => `/products?select=id&id=in.(${fx.listedA},${fx.draftA},${fx.listedB})`,
    rows: ids('listedA', 'draftA', 'listedB'),
    status: 200,
  },
  'a visitor cannot read which catalog upload a product came from': {
    covers: ['anon select public.products (other columns)'],
    as: 'anon',
    method: 'GET',
    path: (fx) => `/products?select=id,catalog_upload_id&id=eq.${fx.listedA}`,
    status: 401,
    code: '42501',
  },
  'supplier B cannot read the catalog upload or search document of supplier A’s product': {
    covers: ['authenticated select public.products (other columns)'],
    as: 'supplierB',
    method: 'GET',
    path: (fx) => `/products?select=catalog_upload_id,search_doc&id=eq.${fx.listedA}`,
    status: 403,
    code: '42501',
  },
  'supplier A cannot read the upload column of their own product either (the server’s)': {
    covers: ['authenticated select public.products (other columns)'],
    as: 'supplierA',
    method: 'GET',
    path: (fx) => `/products?select=catalog_upload_id&id=eq.${fx.fromUploadA}`,
    status: 403,
    code: '42501',
  },
  'supplier B lists a product': {
    covers: ['policy products · Users add their own products', 'authenticated insert public.products'],
    as: 'supplierB',
    method: 'POST',
    path: () => '/products?select=owner_id',
    body: () => ({ name: 'Turmeric B', status: 'active' }),
    representation: true,
    key: 'owner_id',
    rows: (fx) => [fx.user.supplierB],
    status: 201,
  },
  'a supplier awaiting verification lists a product (verification only orders routing)': {
    covers: ['policy products · Users add their own products'],
    as: 'unverified',
    method: 'POST',
    path: () => '/products?select=owner_id',
    body: () => ({ name: 'Unverified Ginger', status: 'active' }),
    representation: true,
    key: 'owner_id',
    rows: (fx) => [fx.user.unverified],
    status: 201,
  },
  'a buyer adds a draft (a product to match against)': {
    covers: ['policy products · Users add their own products'],
    as: 'buyerB',
    method: 'POST',
    path: () => '/products',
    body: () => ({ name: 'Wanted Saffron', status: 'draft' }),
    status: 201,
    changes: true,
  },
  'a buyer cannot list a product': {
    covers: ['policy products · Users add their own products'],
    as: 'buyerA',
    method: 'POST',
    path: () => '/products',
    body: () => ({ name: 'Buyer Listing', status: 'active' }),
    status: 403,
    code: '42501',
  },
  'supplier B cannot add a product in supplier A’s name': {
    covers: ['authenticated insert public.products (other columns)'],
    as: 'supplierB',
    method: 'POST',
    path: () => '/products',
    body: (fx) => ({ name: 'Forged', status: 'draft', owner_id: fx.user.supplierA }),
    status: 403,
    code: '42501',
  },
  'supplier B cannot add a product with counters of their choosing': {
    // Only the column grant refuses it: no policy looks at the counters.
    covers: ['authenticated insert public.products (other columns)'],
    as: 'supplierB',
    method: 'POST',
    path: () => '/products',
    body: () => ({ name: 'Popular Pepper', status: 'draft', views: 100000, inquiries_count: 500 }),
    status: 403,
    code: '42501',
  },
  'supplier B, with an upload of their own, cannot file a product under supplier A’s': {
    covers: ['policy products · Users add their own products'],
    as: 'supplierB',
    method: 'POST',
    path: () => '/products',
    body: (fx) => ({ name: 'Planted', status: 'draft', catalog_upload_id: fx.uploadA }),
    status: 403,
    code: '42501',
  },
  'supplier B files a product under their own upload': {
    covers: ['policy products · Users add their own products'],
    as: 'supplierB',
    method: 'POST',
    path: () => '/products',
    body: (fx) => ({
      name: 'Catalog Mace B',
      status: 'draft',
      source: 'catalog',
      catalog_upload_id: fx.uploadB,
    }),
    status: 201,
    changes: true,
  },
  'a visitor cannot add a product': {
    covers: [],
    as: 'anon',
    method: 'POST',
    path: () => '/products',
    body: () => ({ name: 'Anon', status: 'draft' }),
    status: 401,
    code: '42501',
  },
  'supplier A edits their draft': {
    covers: ['policy products · Users update their own products', 'authenticated update public.products'],
    as: 'supplierA',
    method: 'PATCH',
    path: (fx) => `/products?select=id&id=eq.${fx.draftA}`,
    body: () => ({ description: 'Bold, 5 mm' }),
    representation: true,
    rows: ids('draftA'),
    status: 200,
  },
  'supplier B cannot edit supplier A’s listed product they can read': {
    covers: ['policy products · Users update their own products'],
    as: 'supplierB',
    method: 'PATCH',
    path: (fx) => `/products?select=id&id=eq.${fx.listedA}`,
    body: () => ({ name: 'Taken' }),
    representation: true,
    rows: () => [],
    status: 200,
    changes: false,
  },
  'supplier B editing every product edits only their own': {
    covers: ['policy products · Users update their own products'],
    as: 'supplierB',
    method: 'PATCH',
    path: () => '/products',
    body: () => ({ lead_time: '3 weeks' }),
    status: 204,
    changes: true,
  },
  'a buyer cannot list their draft by editing it': {
    covers: ['policy products · Users update their own products'],
    as: 'buyerA',
    method: 'PATCH',
    path: (fx) => `/products?id=eq.${fx.buyerDraftA}`,
    body: () => ({ status: 'active' }),
    status: 403,
    code: '42501',
  },
  'supplier A cannot hand a product to supplier B or change its counters': {
    covers: ['authenticated update public.products (other columns)'],
    as: 'supplierA',
    method: 'PATCH',
    path: (fx) => `/products?id=eq.${fx.listedA}`,
    body: (fx) => ({ owner_id: fx.user.supplierB, views: 100000 }),
    status: 403,
    code: '42501',
  },
  'supplier A cannot set the counters of their own product': {
    // Their own product passes the update policy: only the column grant refuses the counters.
    covers: ['authenticated update public.products (other columns)'],
    as: 'supplierA',
    method: 'PATCH',
    path: (fx) => `/products?id=eq.${fx.listedA}`,
    body: () => ({ views: 100000 }),
    status: 403,
    code: '42501',
  },
  'a visitor cannot edit a product': {
    covers: [],
    as: 'anon',
    method: 'PATCH',
    path: (fx) => `/products?id=eq.${fx.listedA}`,
    body: () => ({ name: 'x' }),
    status: 401,
    code: '42501',
  },
  'supplier B cannot delete supplier A’s listed product they can read': {
    covers: ['policy products · Users delete their own products', 'authenticated delete public.products'],
    as: 'supplierB',
    method: 'DELETE',
    path: (fx) => `/products?id=eq.${fx.listedA}`,
    status: 204,
    changes: false,
  },
  'supplier B deleting every product deletes none of anyone else’s': {
    covers: ['policy products · Users delete their own products'],
    as: 'supplierB',
    method: 'DELETE',
    path: (fx) => `/products?owner_id=neq.${fx.user.supplierB}`,
    status: 204,
    changes: false,
  },
  'buyer A deletes their draft': {
    covers: ['policy products · Users delete their own products'],
    as: 'buyerA',
    method: 'DELETE',
    path: (fx) => `/products?select=id&id=eq.${fx.buyerDraftA}`,
    representation: true,
    rows: ids('buyerDraftA'),
    status: 200,
  },
  'a visitor cannot delete a product': {
    covers: [],
    as: 'anon',
    method: 'DELETE',
    path: (fx) => `/products?id=eq.${fx.listedA}`,
    status: 401,
    code: '42501',
  },

  // ---- catalog uploads ----
  'supplier A reads their catalog upload': {
    covers: [
      'policy catalog_uploads · Users read their own catalog uploads',
      'authenticated select public.catalog_uploads',
    ],
    as: 'supplierA',
    method: 'GET',
    path: (fx) => `/catalog_uploads?select=id&id=eq.${fx.uploadA}`,
    rows: ids('uploadA'),
    status: 200,
  },
  'supplier B does not read supplier A’s catalog upload': {
    covers: ['policy catalog_uploads · Users read their own catalog uploads'],
    as: 'supplierB',
    method: 'GET',
    path: (fx) => `/catalog_uploads?select=id&id=eq.${fx.uploadA}`,
    rows: () => [],
    status: 200,
  },
  'supplier B cannot add an upload in supplier A’s name': {
    covers: [
      'policy catalog_uploads · Users add their own catalog uploads',
      'authenticated insert public.catalog_uploads',
    ],
    as: 'supplierB',
    method: 'POST',
    path: () => '/catalog_uploads',
    body: (fx) => ({
      owner_id: fx.user.supplierA,
      file_name: 'forged.pdf',
      stored_name: '00000000-0000-4000-8000-00000000000f.pdf',
      size_bytes: 9,
      sha256: 'c'.repeat(64),
      content: PDF_HEX,
      pages: 1,
      products_extracted: 0,
    }),
    status: 403,
    code: '42501',
  },
  'supplier B adds an upload of their own': {
    covers: ['policy catalog_uploads · Users add their own catalog uploads'],
    as: 'supplierB',
    method: 'POST',
    path: () => '/catalog_uploads',
    body: (fx) => ({
      owner_id: fx.user.supplierB,
      file_name: 'b.pdf',
      stored_name: '00000000-0000-4000-8000-00000000000b.pdf',
      size_bytes: 9,
      sha256: 'd'.repeat(64),
      content: PDF_HEX,
      pages: 1,
      products_extracted: 0,
    }),
    status: 201,
    changes: true,
  },
  'supplier B deleting every upload deletes none of supplier A’s': {
    covers: [
      'policy catalog_uploads · Users delete their own catalog uploads',
      'authenticated delete public.catalog_uploads',
    ],
    as: 'supplierB',
    method: 'DELETE',
    path: () => '/catalog_uploads',
    status: 204,
    tables: (fx) => [`catalog_uploads where owner_id = '${fx.user.supplierA}'`],
    changes: false,
  },
  'supplier A deletes their upload (its products stay, without it)': {
    covers: ['policy catalog_uploads · Users delete their own catalog uploads'],
    as: 'supplierA',
    method: 'DELETE',
    path: (fx) => `/catalog_uploads?id=eq.${fx.uploadA}`,
    status: 204,
    changes: true,
  },
  'a visitor reads no upload': {
    covers: [],
    as: 'anon',
    method: 'GET',
    path: () => '/catalog_uploads?select=id',
    status: 401,
    code: '42501',
  },

  // ---- inquiries ----
  'buyer B does not read buyer A’s inquiry': {
    covers: [
      'policy inquiries · Buyers read their inquiries; suppliers the ones delivered to th',
      'authenticated select public.inquiries',
    ],
    as: 'buyerB',
    method: 'GET',
    path: (fx) => `/inquiries?id=in.(${fx.inquiryA},${fx.inquiryB})`,
    rows: ids('inquiryB'),
    status: 200,
  },
  'supplier A reads the inquiries delivered to them, not another supplier’s': {
    covers: ['policy inquiries · Buyers read their inquiries; suppliers the ones delivered to th'],
    as: 'supplierA',
    method: 'GET',
    path: (fx) => `/inquiries?id=in.(${fx.inquiryA},${fx.inquiryB},${fx.toCloseA})`,
    rows: ids('inquiryA'),
    status: 200,
  },
  'the unverified supplier, with no deliveries, reads no inquiry': {
    covers: ['policy inquiries · Buyers read their inquiries; suppliers the ones delivered to th'],
    as: 'unverified',
    method: 'GET',
    path: () => '/inquiries',
    rows: () => [],
    status: 200,
  },
  'a visitor reads no inquiry': {
    covers: [],
    as: 'anon',
    method: 'GET',
    path: () => '/inquiries',
    status: 401,
    code: '42501',
  },
  'buyer A posts an inquiry': {
    covers: ['policy inquiries · Buyers post their own inquiries', 'authenticated insert public.inquiries'],
    as: 'buyerA',
    method: 'POST',
    path: () => '/inquiries',
    body: () => ({
      mode: 'direct',
      product_name: 'Cloves',
      quantity: 1,
      quantity_unit: 'MT',
      destination_country: 'Kenya',
    }),
    representation: true,
    key: 'buyer_id',
    rows: (fx) => [fx.user.buyerA],
    status: 201,
  },
  'a supplier cannot post an inquiry': {
    covers: ['policy inquiries · Buyers post their own inquiries'],
    as: 'supplierA',
    method: 'POST',
    path: () => '/inquiries',
    body: () => ({
      mode: 'direct',
      product_name: 'Cloves',
      quantity: 1,
      quantity_unit: 'MT',
      destination_country: 'Kenya',
    }),
    status: 403,
    code: '42501',
  },
  'buyer B cannot post an inquiry in buyer A’s name': {
    covers: ['authenticated insert public.inquiries (other columns)'],
    as: 'buyerB',
    method: 'POST',
    path: () => '/inquiries',
    body: (fx) => ({
      buyer_id: fx.user.buyerA,
      mode: 'direct',
      product_name: 'Cloves',
      quantity: 1,
      quantity_unit: 'MT',
      destination_country: 'Kenya',
    }),
    status: 403,
    code: '42501',
  },
  'buyer A cannot reopen-by-editing their inquiry to another status than closed': {
    covers: ['policy inquiries · Buyers close their own inquiries'],
    as: 'buyerA',
    method: 'PATCH',
    path: (fx) => `/inquiries?id=eq.${fx.toCloseA}`,
    body: () => ({ status: 'responded' }),
    status: 403,
    code: '42501',
  },
  'supplier A, who reads buyer A’s inquiry, cannot close it': {
    covers: ['policy inquiries · Buyers close their own inquiries'],
    as: 'supplierA',
    method: 'PATCH',
    path: (fx) => `/inquiries?id=eq.${fx.inquiryA}`,
    body: () => ({ status: 'closed' }),
    representation: true,
    rows: () => [],
    status: 200,
    changes: false,
  },
  'buyer B closing every inquiry closes none of buyer A’s': {
    covers: ['policy inquiries · Buyers close their own inquiries'],
    as: 'buyerB',
    method: 'PATCH',
    path: (fx) => `/inquiries?buyer_id=eq.${fx.user.buyerA}`,
    body: () => ({ status: 'closed' }),
    status: 204,
    changes: false,
  },
  'buyer A cannot change what they asked for': {
    covers: ['authenticated update public.inquiries (other columns)'],
    as: 'buyerA',
    method: 'PATCH',
    path: (fx) => `/inquiries?id=eq.${fx.toCloseA}`,
    body: () => ({ quantity: 500 }),
    status: 403,
    code: '42501',
  },
  'buyer A cannot change what they asked for while closing it': {
    // Closing passes the update policy: only the column grant refuses the quantity.
    covers: ['authenticated update public.inquiries (other columns)'],
    as: 'buyerA',
    method: 'PATCH',
    path: (fx) => `/inquiries?id=eq.${fx.toCloseA}`,
    body: () => ({ status: 'closed', quantity: 500 }),
    status: 403,
    code: '42501',
  },
  'buyer A cannot back-date an inquiry': {
    // An inquiry of their own passes the insert policy: only the column grant refuses created_at.
    covers: ['authenticated insert public.inquiries (other columns)'],
    as: 'buyerA',
    method: 'POST',
    path: () => '/inquiries',
    body: () => ({
      mode: 'direct',
      product_name: 'Cloves',
      quantity: 1,
      quantity_unit: 'MT',
      destination_country: 'Kenya',
      created_at: '2020-01-01T00:00:00Z',
    }),
    status: 403,
    code: '42501',
  },
  'buyer A closes their inquiry': {
    covers: ['policy inquiries · Buyers close their own inquiries', 'authenticated update public.inquiries'],
    as: 'buyerA',
    method: 'PATCH',
    path: (fx) => `/inquiries?id=eq.${fx.toCloseA}`,
    body: () => ({ status: 'closed' }),
    representation: true,
    rows: ids('toCloseA'),
    status: 200,
  },
  'nobody deletes an inquiry over REST': {
    covers: [],
    as: 'buyerA',
    method: 'DELETE',
    path: (fx) => `/inquiries?id=eq.${fx.inquiryA}`,
    status: 403,
    code: '42501',
  },

  // ---- deliveries and the supplier's private suggestions ----
  'each side reads their delivery, nobody else': {
    covers: [
      'policy inquiry_deliveries · The buyer and the supplier read a delivery',
      'authenticated select public.inquiry_deliveries',
    ],
    as: 'buyerB',
    method: 'GET',
    path: (fx) => `/inquiry_deliveries?id=in.(${fx.deliveryA},${fx.deliveryB})`,
    rows: ids('deliveryB'),
    status: 200,
  },
  'supplier A reads their deliveries, not supplier B’s': {
    covers: ['policy inquiry_deliveries · The buyer and the supplier read a delivery'],
    as: 'supplierA',
    method: 'GET',
    path: (fx) => `/inquiry_deliveries?id=in.(${fx.deliveryA},${fx.deliveryB},${fx.declinedA})`,
    rows: ids('deliveryA'),
    status: 200,
  },
  'buyer A reads both deliveries of their inquiry': {
    covers: ['policy inquiry_deliveries · The buyer and the supplier read a delivery'],
    as: 'buyerA',
    method: 'GET',
    path: (fx) => `/inquiry_deliveries?inquiry_id=eq.${fx.inquiryA}`,
    rows: ids('deliveryA', 'declinedA'),
    status: 200,
  },
  'a delivery no longer carries the AI suggestion': {
    covers: [],
    as: 'buyerA',
    method: 'GET',
    path: (fx) => `/inquiry_deliveries?select=ai_suggestion&id=eq.${fx.deliveryA}`,
    status: 400,
    code: '42703',
  },
  'nobody writes a delivery over REST': {
    covers: [],
    as: 'supplierA',
    method: 'PATCH',
    path: (fx) => `/inquiry_deliveries?id=eq.${fx.deliveryA}`,
    body: () => ({ status: 'declined' }),
    status: 403,
    code: '42501',
  },
  'the buyer does not read the supplier’s AI suggestion for their delivery': {
    covers: [
      'policy inquiry_delivery_suggestions · Suppliers read their own suggestions',
      'authenticated select public.inquiry_delivery_suggestions',
    ],
    as: 'buyerA',
    method: 'GET',
    path: (fx) => `/inquiry_delivery_suggestions?delivery_id=eq.${fx.deliveryA}`,
    rows: () => [],
    status: 200,
  },
  'supplier B does not read supplier A’s suggestion; supplier A does': {
    covers: ['policy inquiry_delivery_suggestions · Suppliers read their own suggestions'],
    as: 'supplierB',
    method: 'GET',
    path: (fx) => `/inquiry_delivery_suggestions?delivery_id=in.(${fx.deliveryA},${fx.deliveryB})`,
    key: 'delivery_id',
    rows: ids('deliveryB'),
    status: 200,
  },
  'supplier A reads their suggestion': {
    covers: ['policy inquiry_delivery_suggestions · Suppliers read their own suggestions'],
    as: 'supplierA',
    method: 'GET',
    path: (fx) => `/inquiry_delivery_suggestions?delivery_id=eq.${fx.deliveryA}`,
    key: 'delivery_id',
    rows: ids('deliveryA'),
    status: 200,
  },
  'a visitor reads no delivery or suggestion': {
    covers: [],
    as: 'anon',
    method: 'GET',
    path: () => '/inquiry_delivery_suggestions',
    status: 401,
    code: '42501',
  },

  // ---- thread messages ----
  'supplier B, with a thread of their own, does not read buyer A’s thread with supplier A': {
    covers: [
      'policy inquiry_messages · The buyer and the supplier read their thread',
      'authenticated select public.inquiry_messages',
    ],
    as: 'supplierB',
    method: 'GET',
    path: (fx) => `/inquiry_messages?select=delivery_id&delivery_id=in.(${fx.deliveryA},${fx.deliveryB})`,
    key: 'delivery_id',
    rows: ids('deliveryB'),
    status: 200,
  },
  'buyer A reads their thread': {
    covers: ['policy inquiry_messages · The buyer and the supplier read their thread'],
    as: 'buyerA',
    method: 'GET',
    path: (fx) => `/inquiry_messages?select=delivery_id&delivery_id=in.(${fx.deliveryA},${fx.deliveryB})`,
    key: 'delivery_id',
    rows: ids('deliveryA'),
    status: 200,
  },
  'buyer A writes in their open thread': {
    covers: [
      'policy inquiry_messages · The buyer and the supplier write in their open thread',
      'authenticated insert public.inquiry_messages',
    ],
    as: 'buyerA',
    method: 'POST',
    path: () => '/inquiry_messages',
    body: (fx) => ({ delivery_id: fx.deliveryA, body: 'When can you ship?' }),
    representation: true,
    key: 'sender_id',
    rows: (fx) => [fx.user.buyerA],
    status: 201,
  },
  'supplier A quotes in their open thread': {
    covers: ['policy inquiry_messages · The buyer and the supplier write in their open thread'],
    as: 'supplierA',
    method: 'POST',
    path: () => '/inquiry_messages',
    body: (fx) => ({
      delivery_id: fx.deliveryA,
      body: 'Our offer',
      quote_price: 3200,
      quote_currency: 'USD',
    }),
    representation: true,
    key: 'sender_id',
    rows: (fx) => [fx.user.supplierA],
    status: 201,
  },
  'buyer A cannot send a quote': {
    covers: ['policy inquiry_messages · The buyer and the supplier write in their open thread'],
    as: 'buyerA',
    method: 'POST',
    path: () => '/inquiry_messages',
    body: (fx) => ({ delivery_id: fx.deliveryA, body: 'My price', quote_price: 1, quote_currency: 'USD' }),
    status: 403,
    code: '42501',
  },
  'supplier B cannot write in buyer A’s thread with supplier A (though they have an open thread)': {
    covers: ['policy inquiry_messages · The buyer and the supplier write in their open thread'],
    as: 'supplierB',
    method: 'POST',
    path: () => '/inquiry_messages',
    body: (fx) => ({ delivery_id: fx.deliveryA, body: 'Cheaper here' }),
    status: 403,
    code: '42501',
  },
  'supplier A cannot write in buyer B’s thread with supplier B': {
    covers: ['policy inquiry_messages · The buyer and the supplier write in their open thread'],
    as: 'supplierA',
    method: 'POST',
    path: () => '/inquiry_messages',
    body: (fx) => ({ delivery_id: fx.deliveryB, body: 'Cheaper here' }),
    status: 403,
    code: '42501',
  },
  'nobody writes in a declined thread': {
    covers: ['policy inquiry_messages · The buyer and the supplier write in their open thread'],
    as: 'supplierB',
    method: 'POST',
    path: () => '/inquiry_messages',
    body: (fx) => ({ delivery_id: fx.declinedA, body: 'Changed my mind' }),
    status: 403,
    code: '42501',
  },
  'the buyer does not write in a declined thread either': {
    covers: ['policy inquiry_messages · The buyer and the supplier write in their open thread'],
    as: 'buyerA',
    method: 'POST',
    path: () => '/inquiry_messages',
    body: (fx) => ({ delivery_id: fx.declinedA, body: 'Please?' }),
    status: 403,
    code: '42501',
  },
  'nobody writes in the thread of a closed inquiry': {
    covers: ['policy inquiry_messages · The buyer and the supplier write in their open thread'],
    as: 'buyerA',
    method: 'POST',
    path: () => '/inquiry_messages',
    body: (fx) => ({ delivery_id: fx.closedDeliveryA, body: 'Still there?' }),
    status: 403,
    code: '42501',
  },
  'a message cannot be sent in another’s name': {
    covers: ['authenticated insert public.inquiry_messages (other columns)'],
    as: 'supplierA',
    method: 'POST',
    path: () => '/inquiry_messages',
    body: (fx) => ({ delivery_id: fx.deliveryA, sender_id: fx.user.buyerA, body: 'I accept' }),
    status: 403,
    code: '42501',
  },
  'supplier A cannot back-date a message in their open thread': {
    // The message passes the insert policy: only the column grant refuses created_at.
    covers: ['authenticated insert public.inquiry_messages (other columns)'],
    as: 'supplierA',
    method: 'POST',
    path: () => '/inquiry_messages',
    body: (fx) => ({ delivery_id: fx.deliveryA, body: 'Sent long ago', created_at: '2020-01-01T00:00:00Z' }),
    status: 403,
    code: '42501',
  },
  'a visitor reads and writes no message': {
    covers: [],
    as: 'anon',
    method: 'POST',
    path: () => '/inquiry_messages',
    body: (fx) => ({ delivery_id: fx.deliveryA, body: 'Hi' }),
    status: 401,
    code: '42501',
  },

  // ---- assistant conversations ----
  'buyer B does not read buyer A’s conversations': {
    covers: [
      'policy krishika_conversations · Users read their own conversations',
      'authenticated select public.krishika_conversations',
    ],
    as: 'buyerB',
    method: 'GET',
    path: (fx) => `/krishika_conversations?user_id=in.(${fx.user.buyerA},${fx.user.supplierA})`,
    rows: () => [],
    status: 200,
  },
  'buyer A reads their conversations': {
    covers: ['policy krishika_conversations · Users read their own conversations'],
    as: 'buyerA',
    method: 'GET',
    path: (fx) => `/krishika_conversations?user_id=in.(${fx.user.buyerA},${fx.user.supplierA})`,
    key: 'user_id',
    rows: (fx) => [fx.user.buyerA],
    status: 200,
  },
  'buyer B cannot add a conversation to buyer A’s history': {
    covers: [
      'policy krishika_conversations · Users add their own conversations',
      'authenticated insert public.krishika_conversations',
    ],
    as: 'buyerB',
    method: 'POST',
    path: () => '/krishika_conversations',
    body: (fx) => ({ user_id: fx.user.buyerA, inquiry: 'q', reply: 'forged' }),
    status: 403,
    code: '42501',
  },
  'buyer B adds a conversation of their own': {
    covers: ['policy krishika_conversations · Users add their own conversations'],
    as: 'buyerB',
    method: 'POST',
    path: () => '/krishika_conversations',
    body: () => ({ inquiry: 'q', reply: 'a' }),
    representation: true,
    key: 'user_id',
    rows: (fx) => [fx.user.buyerB],
    status: 201,
  },
  'a visitor keeps no conversation': {
    covers: [],
    as: 'anon',
    method: 'POST',
    path: () => '/krishika_conversations',
    body: () => ({ inquiry: 'q', reply: 'a' }),
    status: 401,
    code: '42501',
  },

  // ---- saved suppliers ----
  'buyer B does not read buyer A’s saved suppliers': {
    covers: [
      'policy saved_suppliers · Users read their saved suppliers',
      'authenticated select public.saved_suppliers',
    ],
    as: 'buyerB',
    method: 'GET',
    path: (fx) => `/saved_suppliers?buyer_id=eq.${fx.user.buyerA}`,
    rows: () => [],
    status: 200,
  },
  'buyer A reads their saved suppliers': {
    covers: ['policy saved_suppliers · Users read their saved suppliers'],
    as: 'buyerA',
    method: 'GET',
    path: () => '/saved_suppliers',
    key: 'supplier_id',
    rows: (fx) => [fx.user.supplierA],
    status: 200,
  },
  'buyer A saves supplier B': {
    covers: ['policy saved_suppliers · Users save suppliers', 'authenticated insert public.saved_suppliers'],
    as: 'buyerA',
    method: 'POST',
    path: () => '/saved_suppliers',
    body: (fx) => ({ supplier_id: fx.user.supplierB }),
    representation: true,
    key: 'buyer_id',
    rows: (fx) => [fx.user.buyerA],
    status: 201,
  },
  'buyer A cannot save a buyer': {
    covers: ['policy saved_suppliers · Users save suppliers'],
    as: 'buyerA',
    method: 'POST',
    path: () => '/saved_suppliers',
    body: (fx) => ({ supplier_id: fx.user.buyerB }),
    status: 403,
    code: '42501',
  },
  'buyer B cannot save a supplier to buyer A’s list': {
    covers: ['authenticated insert public.saved_suppliers (other columns)'],
    as: 'buyerB',
    method: 'POST',
    path: () => '/saved_suppliers',
    body: (fx) => ({ buyer_id: fx.user.buyerA, supplier_id: fx.user.supplierB }),
    status: 403,
    code: '42501',
  },
  'buyer A cannot back-date a saved supplier': {
    // Saving a supplier passes the insert policy: only the column grant refuses created_at.
    covers: ['authenticated insert public.saved_suppliers (other columns)'],
    as: 'buyerA',
    method: 'POST',
    path: () => '/saved_suppliers',
    body: (fx) => ({ supplier_id: fx.user.unverified, created_at: '2020-01-01T00:00:00Z' }),
    status: 403,
    code: '42501',
  },
  'buyer B removing every saved supplier removes none of buyer A’s': {
    covers: [
      'policy saved_suppliers · Users remove their saved suppliers',
      'authenticated delete public.saved_suppliers',
    ],
    as: 'buyerB',
    method: 'DELETE',
    path: () => '/saved_suppliers',
    status: 204,
    changes: false,
  },
  'buyer A removes supplier B': {
    covers: ['policy saved_suppliers · Users remove their saved suppliers'],
    as: 'buyerA',
    method: 'DELETE',
    path: (fx) => `/saved_suppliers?supplier_id=eq.${fx.user.supplierB}`,
    representation: true,
    key: 'supplier_id',
    rows: (fx) => [fx.user.supplierB],
    status: 200,
  },

  // ---- registration documents ----
  'supplier A reads their own registration document': {
    covers: [
      'policy registration_documents · Users see their own registration documents',
      'authenticated select public.registration_documents',
    ],
    as: 'supplierA',
    method: 'GET',
    path: () => '/registration_documents?select=id',
    rows: ids('documentA'),
    status: 200,
  },
  'supplier B reads no other supplier’s document': {
    covers: [
      'policy registration_documents · Users see their own registration documents',
      'policy registration_documents · Admins read registration documents',
    ],
    as: 'supplierB',
    method: 'GET',
    path: () => '/registration_documents?select=id',
    rows: () => [],
    status: 200,
  },
  'an administrator reads attached documents, never a staged one': {
    covers: ['policy registration_documents · Admins read registration documents'],
    as: 'admin',
    method: 'GET',
    path: () => '/registration_documents?select=id',
    rows: ids('documentA', 'documentUnverified'),
    status: 200,
  },
  'nobody reads the claim of a staged document': {
    covers: ['authenticated select public.registration_documents (other columns)'],
    as: 'admin',
    method: 'GET',
    path: () => '/registration_documents?select=id,claim_hash',
    status: 403,
    code: '42501',
  },
  'a visitor reads no document': {
    covers: [],
    as: 'anon',
    method: 'GET',
    path: () => '/registration_documents?select=id',
    status: 401,
    code: '42501',
  },
  'nobody writes a document straight into the table': {
    covers: [],
    as: 'unverified',
    method: 'POST',
    path: () => '/registration_documents',
    body: (fx) => ({ user_id: fx.user.unverified, file_name: 'x.pdf', content: PDF_HEX }),
    status: 403,
    code: '42501',
  },

  // ---- contact messages and newsletter subscriptions (the api writes them) ----
  'a buyer reads no contact message': {
    covers: [
      'policy contact_messages · Admins read contact messages',
      'authenticated select public.contact_messages',
    ],
    as: 'buyerA',
    method: 'GET',
    path: () => '/contact_messages?select=id',
    rows: () => [],
    status: 200,
  },
  'an administrator reads contact messages': {
    covers: ['policy contact_messages · Admins read contact messages'],
    as: 'admin',
    method: 'GET',
    path: () => '/contact_messages?select=id',
    rows: ids('contactMessage'),
    status: 200,
  },
  'a visitor cannot write to us past the api': {
    covers: [],
    as: 'anon',
    method: 'POST',
    path: () => '/contact_messages',
    body: () => ({ name: 'Bob', email: 'bob@example.com', message: 'Hi' }),
    status: 401,
    code: '42501',
  },
  'a user cannot write to us past the api': {
    covers: [],
    as: 'buyerA',
    method: 'POST',
    path: () => '/contact_messages',
    body: () => ({ name: 'Bob', email: 'bob@example.com', message: 'Hi' }),
    status: 403,
    code: '42501',
  },
  'a visitor cannot subscribe past the api': {
    covers: [],
    as: 'anon',
    method: 'POST',
    path: () => '/newsletter_subscriptions',
    body: () => ({ email: 'x@example.com' }),
    status: 401,
    code: '42501',
  },
  'a visitor cannot read the subscribers': {
    covers: [],
    as: 'anon',
    method: 'GET',
    path: () => '/newsletter_subscriptions',
    status: 401,
    code: '42501',
  },
  'a user cannot read the subscribers': {
    covers: [],
    as: 'admin',
    method: 'GET',
    path: () => '/newsletter_subscriptions',
    status: 403,
    code: '42501',
  },
};

/** The RPCs: which role calls them with what, and the answer. */
const PURE: [string, Record<string, unknown>, unknown][] = [
  ['are_product_categories', { categories: '{"Spices & Herbs"}' }, true],
  ['is_incoterm', { term: 'FOB' }, true],
  ['is_product_category', { category: 'Not a category' }, false],
  ['product_search_name_length', { doc: { name: 'Black Pepper' } }, undefined],
  ['product_search_terms', { doc: { name: 'Black Pepper' } }, undefined],
  ['product_search_doc_rows', { doc: { name: 'Black Pepper' }, sign: 1 }, undefined],
  ['month_start', {}, undefined],
];

const rpc = (
  fn: string,
  args: (fx: Fixtures) => Record<string, unknown>,
  as: Actor,
  rest: Partial<Case>,
): Case => ({
  covers: [],
  as,
  method: 'POST',
  path: () => `/rpc/${fn}`,
  body: args,
  status: 200,
  ...rest,
});

for (const [fn, args, result] of PURE) {
  for (const role of ['anon', 'authenticated'] as const)
    CASES[`${role === 'anon' ? 'a visitor' : 'a user'} calls the pure helper ${fn}`] = rpc(
      fn,
      () => args,
      role === 'anon' ? 'anon' : 'supplierB',
      { covers: [`${role} execute ${fn}`], ...(result === undefined ? {} : { result }) },
    );
}

Object.assign(CASES, {
  'a visitor asks whether they are an administrator: no': rpc('is_admin', () => ({}), 'anon', {
    covers: ['anon execute is_admin'],
    result: false,
  }),
  'an administrator is one; a buyer is not': rpc('is_admin', () => ({}), 'admin', {
    covers: ['authenticated execute is_admin'],
    result: true,
  }),
  'a buyer is not an administrator': rpc('is_admin', () => ({}), 'buyerA', {
    covers: ['authenticated execute is_admin'],
    result: false,
  }),
  'the pre-request check lets a visitor through': rpc('check_session', () => ({}), 'anon', {
    covers: ['anon execute check_session'],
  }),
  'the pre-request check lets a live session through': rpc('check_session', () => ({}), 'buyerA', {
    covers: ['authenticated execute check_session'],
  }),
  'a visitor cannot ask who is a supplier': rpc('is_supplier', (fx) => ({ uid: fx.user.supplierA }), 'anon', {
    status: 401,
    code: '42501',
  }),
  'a visitor cannot ask who is a buyer': rpc('is_buyer', (fx) => ({ uid: fx.user.buyerA }), 'anon', {
    status: 401,
    code: '42501',
  }),
  'a user asks whether an account is a supplier': rpc(
    'is_supplier',
    (fx) => ({ uid: fx.user.unverified }),
    'buyerA',
    {
      covers: ['authenticated execute is_supplier'],
      result: true,
    },
  ),
  'a user asks whether an account is a buyer': rpc(
    'is_buyer',
    (fx) => ({ uid: fx.user.supplierA }),
    'buyerA',
    {
      covers: ['authenticated execute is_buyer'],
      result: false,
    },
  ),
  'a visitor cannot review a supplier': rpc(
    'review_supplier',
    (fx) => ({ supplier: fx.user.unverified, decision: 'verified', note: '' }),
    'anon',
    {
      covers: ['anon execute review_supplier'],
      status: 401,
      code: '42501',
      tables: ['profiles'],
    },
  ),
  'a supplier cannot verify themselves': rpc(
    'review_supplier',
    (fx) => ({ supplier: fx.user.unverified, decision: 'verified', note: '' }),
    'unverified',
    {
      covers: ['authenticated execute review_supplier'],
      status: 403,
      code: '42501',
      tables: ['profiles'],
    },
  ),
  'an administrator rejects a supplier, with a note': rpc(
    'review_supplier',
    (fx) => ({ supplier: fx.user.supplierB, decision: 'rejected', note: 'Unreadable document' }),
    'admin',
    {
      covers: ['authenticated execute review_supplier'],
      tables: ['profiles'],
      changes: true,
    },
  ),
  'a visitor cannot change a plan': rpc(
    'set_plan',
    (fx) => ({ account: fx.user.buyerA, new_plan: 'pro' }),
    'anon',
    {
      covers: ['anon execute set_plan'],
      status: 401,
      code: '42501',
      tables: ['profiles'],
    },
  ),
  'a buyer cannot give themselves Pro': rpc(
    'set_plan',
    (fx) => ({ account: fx.user.buyerA, new_plan: 'pro' }),
    'buyerA',
    {
      covers: ['authenticated execute set_plan'],
      status: 403,
      code: '42501',
      tables: ['profiles'],
    },
  ),
  'an administrator changes a plan': rpc(
    'set_plan',
    (fx) => ({ account: fx.user.buyerB, new_plan: 'pro' }),
    'admin',
    {
      covers: ['authenticated execute set_plan'],
      tables: ['profiles'],
      changes: true,
    },
  ),
  'a visitor cannot attach a registration document': rpc(
    'submit_registration_document',
    () => ({ file_name: 'r.pdf', content: PDF_HEX }),
    'anon',
    {
      covers: ['anon execute submit_registration_document'],
      status: 401,
      code: '42501',
      tables: ['registration_documents'],
    },
  ),
  'a buyer cannot attach a registration document': rpc(
    'submit_registration_document',
    () => ({ file_name: 'r.pdf', content: PDF_HEX }),
    'buyerA',
    {
      covers: ['authenticated execute submit_registration_document'],
      status: 403,
      code: '42501',
      tables: ['registration_documents'],
    },
  ),
  'a verified supplier has nothing to resubmit': rpc(
    'submit_registration_document',
    () => ({ file_name: 'r.pdf', content: PDF_HEX }),
    'supplierA',
    {
      covers: ['authenticated execute submit_registration_document'],
      status: 400,
      code: 'KR003',
      tables: ['registration_documents'],
    },
  ),
  'a supplier awaiting verification sends a new document': rpc(
    'submit_registration_document',
    () => ({ file_name: 'r.pdf', content: PDF_HEX }),
    'unverified',
    {
      covers: ['authenticated execute submit_registration_document'],
      tables: ['registration_documents'],
      changes: true,
    },
  ),
  'an unknown unsubscribe link changes nothing': rpc(
    'newsletter_unsubscribe',
    () => ({ token: 'not-a-token' }),
    'anon',
    {
      covers: ['anon execute newsletter_unsubscribe'],
      result: false,
      tables: ['newsletter_subscriptions'],
      changes: false,
    },
  ),
  'the subscriber’s link unsubscribes them': rpc(
    'newsletter_unsubscribe',
    (fx) => ({ token: fx.newsletterToken }),
    'buyerA',
    {
      covers: ['authenticated execute newsletter_unsubscribe'],
      result: true,
      tables: ['newsletter_subscriptions'],
      changes: true,
    },
  ),
  'a visitor cannot subscribe past the api’s limit': rpc(
    'newsletter_subscribe',
    () => ({ address: 'x@example.com', token_hash: 'a'.repeat(64) }),
    'anon',
    {
      status: 401,
      code: '42501',
      tables: ['newsletter_subscriptions'],
    },
  ),
  'a user cannot stage documents past the api’s limits': rpc(
    'stage_registration_document',
    () => ({
      claim: 'c',
      file_name: 'r.pdf',
      content: PDF_HEX,
      client_key: 'k',
      max_files: 9,
      max_bytes: 99999,
      max_waiting_files: 9,
      max_waiting_bytes: 99999,
    }),
    'buyerA',
    {
      status: 403,
      code: '42501',
      tables: ['registration_documents'],
    },
  ),
  'a user cannot rebuild the search index': rpc('rebuild_product_search_postings', () => ({}), 'supplierA', {
    status: 403,
    code: '42501',
  }),
} satisfies Record<string, Case>);

const TABLE_OF_PATH = /^\/([a-z_]+)/;

/** A table read whole as the server, to tell whether a write changed it. */
async function snapshot(tables: string[]): Promise<string[]> {
  return Promise.all(
    tables.map((table) => {
      const [name, where = ''] = table.split(' where ');
      return one<string>(
        `select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from public.${name} t ${where ? `where ${where}` : ''}`,
      );
    }),
  );
}

async function request(kase: Case): Promise<{ status: number; body: unknown }> {
  const body = kase.body?.(f);
  const response = await fetch(`${te.url}/rest/v1${kase.path(f)}`, {
    method: kase.method,
    headers: {
      apikey: te.ctx.config.anonKey,
      authorization: `Bearer ${f.token[kase.as]}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(kase.representation ? { prefer: 'return=representation' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

// Migrating a fresh database and writing the fixtures takes a few seconds, a minute and more on a
// loaded machine (the SQL mutation run starts this file once per mutant).
beforeAll(async () => {
  te = await startTestEmulator();
  f = await fixtures();
}, 180_000);

afterAll(async () => {
  await te?.stop();
});

describe('every policy and grant through /rest/v1', () => {
  it.each(Object.entries(CASES))('%s', async (_name, kase) => {
    const writes = kase.method !== 'GET';
    const tables =
      (typeof kase.tables === 'function' ? kase.tables(f) : kase.tables) ??
      (writes && !kase.path(f).startsWith('/rpc/') ? [TABLE_OF_PATH.exec(kase.path(f))?.[1] ?? ''] : []);
    const before = await snapshot(tables);
    const { status, body } = await request(kase);
    expect({ status, code: (body as { code?: string } | null)?.code }, JSON.stringify(body)).toEqual({
      status: kase.status,
      code: kase.code ?? (kase.status >= 400 ? expect.anything() : undefined),
    });
    if (kase.rows) {
      const key = kase.key ?? 'id';
      const got = (body as Record<string, unknown>[]).map((row) => row[key]);
      expect([...got].sort()).toEqual([...kase.rows(f)].sort());
    }
    if (kase.result !== undefined) expect(body).toEqual(kase.result);
    const after = await snapshot(tables);
    const changed = after.some((digest, index) => digest !== before[index]);
    const expectChange = kase.changes ?? (kase.status < 300 && writes && kase.rows?.(f).length !== 0);
    if (tables.length > 0) expect(changed, `${tables.join(', ')} changed`).toBe(expectChange);
  });
});

describe('coverage', () => {
  const covered = new Set(Object.values(CASES).flatMap((kase) => kase.covers));

  it('names every policy of the migrated database in some case', async () => {
    const { rows } = await te.emulator.database.pool.query<{ name: string }>(
      `select 'policy ' || tablename || ' · ' || policyname as name from pg_policies where schemaname = 'public' order by 1`,
    );
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.map((row) => row.name).filter((name) => !covered.has(name))).toEqual([]);
  });

  it('names every function a visitor or user may execute in some case', async () => {
    const { rows } = await te.emulator.database.pool.query<{ name: string }>(
      `select r.role || ' execute ' || p.proname as name
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace, (values ('anon'), ('authenticated')) as r(role)
        where n.nspname = 'public' and p.prorettype <> 'trigger'::regtype and has_function_privilege(r.role, p.oid, 'execute')
        order by 1`,
    );
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.map((row) => row.name).filter((name) => !covered.has(name))).toEqual([]);
  });

  it('names every table privilege a visitor or user holds, and the columns a partial grant leaves out', async () => {
    const { rows } = await te.emulator.database.pool.query<{ name: string }>(
      `with p as (
         select r.role, c.table_schema || '.' || c.table_name as relation, v.privilege,
                count(*) filter (where has_column_privilege(r.role, format('%I.%I', c.table_schema, c.table_name), c.column_name, v.privilege)) as granted,
                count(*) as columns
           from information_schema.columns c
          cross join (values ('anon'), ('authenticated')) as r(role)
          cross join (values ('select'), ('insert'), ('update')) as v(privilege)
          where c.table_schema = 'public'
          group by 1, 2, 3)
       select role || ' ' || privilege || ' ' || relation as name from p where granted > 0
       union all
       select role || ' ' || privilege || ' ' || relation || ' (other columns)' from p where granted > 0 and granted < columns
       union all
       select r.role || ' delete ' || t.table_schema || '.' || t.table_name
         from information_schema.tables t cross join (values ('anon'), ('authenticated')) as r(role)
        where t.table_schema = 'public' and has_table_privilege(r.role, format('%I.%I', t.table_schema, t.table_name), 'delete')
       order by 1`,
    );
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.map((row) => row.name).filter((name) => !covered.has(name))).toEqual([]);
  });

  it('names only policies, grants and functions that exist', async () => {
    const { rows } = await te.emulator.database.pool.query<{ name: string }>(
      `select 'policy ' || tablename || ' · ' || policyname as name from pg_policies where schemaname = 'public'
       union all
       select r.role || ' execute ' || p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace,
              (values ('anon'), ('authenticated')) as r(role)
        where n.nspname = 'public' and has_function_privilege(r.role, p.oid, 'execute')`,
    );
    const known = new Set(rows.map((row) => row.name));
    const grant = /^(anon|authenticated) (select|insert|update|delete) public\.[a-z_]+( \(other columns\))?$/;
    expect([...covered].filter((name) => !known.has(name) && !grant.test(name))).toEqual([]);
  });
});
