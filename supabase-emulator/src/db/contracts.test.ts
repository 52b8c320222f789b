// The database's closed lists and plan limits are the contracts' (one definition, proved here against
// the migrated database rather than by reading the SQL).
import {
  ACCOUNT_ROLES,
  CATEGORIES,
  DELIVERY_STATUSES,
  FREE_PLAN_LIMITS,
  INCOTERMS,
  INQUIRY_MODES,
  INQUIRY_STATUSES,
  PLANS,
  PRODUCT_SOURCES,
  PRODUCT_STATUSES,
  VERIFICATION_STATUSES,
} from 'contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { openDatabase, type Database } from './database.ts';

let database: Database;

beforeAll(async () => {
  database = await openDatabase(testConfig({ dataDir: null }));
});

afterAll(async () => {
  await database?.close();
});

async function enumValues(type: string): Promise<string[]> {
  const { rows } = await database.pool.query<{ value: string }>(
    `select unnest(enum_range(null::${type}))::text as value`,
  );
  return rows.map((row) => row.value);
}

async function accepted(check: string, values: readonly string[]): Promise<string[]> {
  const { rows } = await database.pool.query<{ value: string }>(
    `select value from unnest($1::text[]) as value where ${check}(value)`,
    [values],
  );
  return rows.map((row) => row.value);
}

async function user(email: string, role: 'buyer' | 'supplier'): Promise<string> {
  const { rows } = await database.pool.query<{ id: string }>(
    `insert into auth.users (email, email_confirmed_at, raw_user_meta_data) values ($1, now(), $2) returning id`,
    [email, JSON.stringify({ role, business_name: email })],
  );
  return rows[0]?.id ?? '';
}

/** Runs `insert` until the database refuses it; returns how many it accepted and the refusal's code. */
async function acceptedUntilRefused(insert: (i: number) => Promise<unknown>): Promise<[number, string]> {
  for (let i = 0; i < 50; i++) {
    try {
      await insert(i);
    } catch (error) {
      return [i, (error as { code?: string }).code ?? String(error)];
    }
  }
  return [50, 'never refused'];
}

describe('the database agrees with contracts', () => {
  it('has the same enumerations, in the same order', async () => {
    expect(await enumValues('public.account_role')).toEqual(ACCOUNT_ROLES);
    expect(await enumValues('public.verification_status')).toEqual(VERIFICATION_STATUSES);
    expect(await enumValues('public.product_status')).toEqual(PRODUCT_STATUSES);
    expect(await enumValues('public.product_source')).toEqual(PRODUCT_SOURCES);
    expect(await enumValues('public.plan')).toEqual(PLANS);
    expect(await enumValues('public.inquiry_status')).toEqual(INQUIRY_STATUSES);
    expect(await enumValues('public.delivery_status')).toEqual(DELIVERY_STATUSES);
    expect(await enumValues('public.inquiry_mode')).toEqual(INQUIRY_MODES);
  });

  it('accepts exactly the contracts’ categories and Incoterms', async () => {
    const nearMisses = ['', 'spices & herbs', 'Spices', 'Other', 'fob', 'FOB ', 'DAT', 'DEQ', 'C&F'];
    expect(await accepted('public.is_product_category', [...CATEGORIES, ...nearMisses])).toEqual(CATEGORIES);
    expect(await accepted('public.is_incoterm', [...INCOTERMS, ...nearMisses])).toEqual(INCOTERMS);
  });

  it('holds a Free supplier to the active-listing limit', async () => {
    const supplier = await user('listings@example.com', 'supplier');
    const [count, code] = await acceptedUntilRefused((i) =>
      database.pool.query(`insert into public.products (owner_id, name, status) values ($1, $2, 'active')`, [
        supplier,
        `Product ${i}`,
      ]),
    );
    expect([count, code]).toEqual([FREE_PLAN_LIMITS.activeListings, 'KR001']);
  });

  it('holds a Free buyer to the monthly inquiry limit', async () => {
    const buyer = await user('inquiries@example.com', 'buyer');
    const [count, code] = await acceptedUntilRefused(() =>
      database.pool.query(
        `insert into public.inquiries (buyer_id, mode, product_name, quantity, quantity_unit, destination_country)
         values ($1, 'open', 'Turmeric', 1, 'MT', 'India')`,
        [buyer],
      ),
    );
    expect([count, code]).toEqual([FREE_PLAN_LIMITS.monthlyInquiries, 'KR002']);
  });

  it('holds a Free supplier to the monthly response limit', async () => {
    const supplier = await user('responses@example.com', 'supplier');
    const buyer = await user('asks-a-lot@example.com', 'buyer');
    // A Pro buyer, so the buyer's own quota does not stop the test first.
    await database.pool.query(`update public.profiles set plan = 'pro' where user_id = $1`, [buyer]);
    const [count, code] = await acceptedUntilRefused(async () => {
      const { rows } = await database.pool.query<{ id: string }>(
        `with inquiry as (
           insert into public.inquiries (buyer_id, mode, product_name, quantity, quantity_unit, destination_country)
           values ($1, 'direct', 'Turmeric', 1, 'MT', 'India') returning id
         )
         insert into public.inquiry_deliveries (inquiry_id, buyer_id, supplier_id)
         select id, $1, $2 from inquiry returning id`,
        [buyer, supplier],
      );
      await database.pool.query(
        `insert into public.inquiry_messages (delivery_id, sender_id, body) values ($1, $2, 'Our offer')`,
        [rows[0]?.id, supplier],
      );
    });
    expect([count, code]).toEqual([FREE_PLAN_LIMITS.monthlyResponses, 'KR002']);
  });
});
