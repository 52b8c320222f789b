// `tsx api/src/seed/demo.ts [--remove]`: loads the demo marketplace (seed/data.ts) into the database
// at DATABASE_URL (the local emulator's by default), once: a database that already has the demo
// accounts is left as it is. `pnpm start` runs it before the api; KRISHIKA_DEMO_DATA=off skips it
// (an empty marketplace), --remove deletes the demo accounts and everything they own.
import { composeReply } from 'engine';
import pg from 'pg';
import { hashPassword, insertEmailUser } from 'supabase-emulator/testing';
import { replyInputFor } from '../services/marketplace/inquiryForm.ts';
import type { Product } from '../lib/database.ts';
import { waitForDatabase } from '../lib/waitForDatabase.ts';
import { DEMO_ACCOUNTS, DEMO_INQUIRIES, DEMO_PASSWORD, type DemoAccount } from './data.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A one-page PDF standing in for a registration certificate. */
function certificatePdf(company: string): Buffer {
  const text = `Certificate of registration: ${company.replace(/[()\\]/g, '')}`;
  const stream = `BT /F1 14 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export interface SeedResult {
  seeded: boolean;
  accounts: number;
  products: number;
  inquiries: number;
}

const demoEmails = () => DEMO_ACCOUNTS.map((account) => account.email);

/** Loads the demo marketplace unless its accounts exist already. One transaction: all or nothing. */
export async function seedDemo(pool: pg.Pool, now = new Date()): Promise<SeedResult> {
  const client = await pool.connect();
  try {
    const existing = await client.query('select 1 from auth.users where lower(email) = any($1) limit 1', [
      demoEmails(),
    ]);
    if (existing.rowCount) return { seeded: false, accounts: 0, products: 0, inquiries: 0 };
    await client.query('begin');
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const ids = new Map<string, string>();
    const products = new Map<string, Product[]>();
    let productCount = 0;
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const joined = new Date(now.getTime() - (60 - index) * DAY);
      const user = await insertEmailUser(client, {
        email: account.email,
        passwordHash,
        confirmedAt: joined,
        now: joined,
        metadata: metadataOf(account),
      });
      ids.set(account.email, user.id);
      if (account.admin)
        await client.query(
          `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role": "admin"}'::jsonb where id = $1`,
          [user.id],
        );
      const reviewed = account.verification === 'pending' ? null : new Date(joined.getTime() + 2 * DAY);
      await client.query(
        `update public.profiles
            set plan = $2::public.plan, verification_status = $3::public.verification_status, verification_note = $4,
                verification_reviewed_at = $5::timestamptz, verified_at = case when $3::text = 'verified' then $5::timestamptz end,
                created_at = $6
          where user_id = $1`,
        [user.id, account.plan, account.verification, account.verification_note ?? null, reviewed, joined],
      );
      if (account.role === 'supplier' && account.verification !== 'verified')
        await client.query(
          `insert into public.registration_documents (user_id, file_name, content, created_at, attached_at)
           values ($1, $2, $3, $4, $4)`,
          [
            user.id,
            `${account.business_name} registration.pdf`,
            certificatePdf(account.business_name),
            joined,
          ],
        );
      const own: Product[] = [];
      for (const [position, product] of (account.products ?? []).entries()) {
        const { rows } = await client.query<Product>(
          `insert into public.products (owner_id, name, category, description, price_min, price_max, currency, price_unit,
             moq, moq_unit, origin_country, grade, certifications, lead_time, status, views, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8, $10, $11, $12, $13, $14, $15, $16, $16) returning *`,
          [
            user.id,
            product.name,
            product.category,
            product.description,
            product.price[0],
            product.price[1],
            product.currency,
            product.unit,
            product.moq,
            account.country,
            product.grade,
            product.certifications,
            product.lead_time,
            product.status ?? 'active',
            product.views,
            new Date(joined.getTime() + (position + 3) * DAY),
          ],
        );
        if (rows[0]) own.push(rows[0]);
      }
      products.set(account.email, own);
      productCount += own.length;
    }

    for (const inquiry of DEMO_INQUIRIES) {
      const buyerId = ids.get(inquiry.buyer) as string;
      const created = new Date(now.getTime() - inquiry.days_ago * DAY - 3 * HOUR);
      const input = {
        product_name: inquiry.product,
        category: inquiry.category,
        quantity: inquiry.quantity,
        quantity_unit: inquiry.unit,
        target_price: inquiry.target?.[0] ?? null,
        target_currency: inquiry.target?.[1] ?? null,
        incoterm: inquiry.incoterm,
        destination_country: inquiry.country,
        destination_port: inquiry.port,
        needed_by: inquiry.needed_by,
        message: inquiry.message,
      };
      const firstProduct = bestProduct(products.get(inquiry.to[0] ?? '') ?? [], inquiry.product);
      const { rows } = await client.query<{ id: string }>(
        `insert into public.inquiries (buyer_id, mode, product_id, product_name, category, quantity, quantity_unit, target_price,
           target_currency, incoterm, destination_country, destination_port, needed_by, message, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15) returning id`,
        [
          buyerId,
          inquiry.mode,
          inquiry.mode === 'direct' ? (firstProduct?.id ?? null) : null,
          input.product_name,
          input.category,
          input.quantity,
          input.quantity_unit,
          input.target_price,
          input.target_currency,
          input.incoterm,
          input.destination_country,
          input.destination_port,
          input.needed_by,
          input.message,
          created,
        ],
      );
      const inquiryId = rows[0]?.id as string;
      let viewed = false;
      for (const supplierEmail of inquiry.to) {
        const supplier = DEMO_ACCOUNTS.find((account) => account.email === supplierEmail) as DemoAccount;
        const product = bestProduct(products.get(supplierEmail) ?? [], inquiry.product);
        // The same inputs as a posted inquiry's suggestion: the message, the form's facts, the product.
        const suggestion = composeReply(replyInputFor(input, product, supplier.business_name)).reply;
        const response = inquiry.responses?.[supplierEmail];
        const status = response ? 'responded' : inquiry.days_ago >= 1 ? 'viewed' : 'new';
        viewed ||= status === 'viewed';
        const { rows: delivered } = await client.query<{ id: string }>(
          `insert into public.inquiry_deliveries (inquiry_id, buyer_id, supplier_id, product_id, match_score, status,
             delivered_at, viewed_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
          [
            inquiryId,
            buyerId,
            ids.get(supplierEmail),
            product?.id ?? null,
            product ? 100 : null,
            status === 'responded' ? 'viewed' : status,
            created,
            status === 'new' ? null : new Date(created.getTime() + 0.25 * HOUR),
          ],
        );
        const deliveryId = delivered[0]?.id as string;
        await client.query(
          `insert into public.inquiry_delivery_suggestions (delivery_id, supplier_id, body) values ($1, $2, $3)`,
          [deliveryId, ids.get(supplierEmail), suggestion],
        );
        if (!response) continue;
        const answered = new Date(created.getTime() + response.hours * HOUR);
        const { rows: sent } = await client.query<{ id: string }>(
          `insert into public.inquiry_messages (delivery_id, sender_id, body, quote_price, quote_currency, quote_price_unit,
             quote_lead_time, quote_incoterm, quote_valid_until)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
          [
            deliveryId,
            ids.get(supplierEmail),
            response.body,
            response.quote?.price ?? null,
            response.quote?.currency ?? null,
            response.quote?.unit ?? null,
            response.quote?.lead_time ?? null,
            response.quote ? inquiry.incoterm : null,
            response.quote ? new Date(answered.getTime() + 30 * DAY).toISOString().slice(0, 10) : null,
          ],
        );
        // The triggers stamp messages and responses with the current time: back-date them.
        await client.query('update public.inquiry_messages set created_at = $2 where id = $1', [
          sent[0]?.id,
          answered,
        ]);
        await client.query('update public.inquiry_deliveries set first_response_at = $2 where id = $1', [
          deliveryId,
          answered,
        ]);
        if (inquiry.buyer_follow_up) {
          const { rows: followUp } = await client.query<{ id: string }>(
            'insert into public.inquiry_messages (delivery_id, sender_id, body) values ($1, $2, $3) returning id',
            [deliveryId, buyerId, inquiry.buyer_follow_up],
          );
          await client.query('update public.inquiry_messages set created_at = $2 where id = $1', [
            followUp[0]?.id,
            new Date(answered.getTime() + 2 * HOUR),
          ]);
        }
      }
      if (viewed)
        await client.query(
          `update public.inquiries set status = 'pending' where id = $1 and status = 'new'`,
          [inquiryId],
        );
      if (inquiry.closed)
        await client.query(`update public.inquiries set status = 'closed' where id = $1`, [inquiryId]);
    }

    const buyer = ids.get('buyer@example.com');
    for (const supplier of ['supplier@example.com', 'saigon.pepper@example.com', 'minas.coffee@example.com'])
      await client.query('insert into public.saved_suppliers (buyer_id, supplier_id) values ($1, $2)', [
        buyer,
        ids.get(supplier),
      ]);
    await client.query('commit');
    return {
      seeded: true,
      accounts: DEMO_ACCOUNTS.length,
      products: productCount,
      inquiries: DEMO_INQUIRIES.length,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Deletes the demo accounts; their profiles, products, inquiries and threads go with them. */
export async function removeDemo(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query('delete from auth.users where lower(email) = any($1)', [
    demoEmails(),
  ]);
  return rowCount ?? 0;
}

function metadataOf(account: DemoAccount): Record<string, unknown> {
  return {
    role: account.role,
    business_name: account.business_name,
    full_name: account.full_name,
    country: account.country,
    whatsapp: account.whatsapp,
    website: account.website,
    address: account.address,
    product_categories: account.product_categories,
  };
}

/** The supplier's active product sharing the most words with the inquiry's product. */
function bestProduct(candidates: Product[], wanted: string): Product | undefined {
  const words = new Set(
    wanted
      .toLowerCase()
      .split(/\W+/)
      .filter((word) => word.length > 2),
  );
  let best: Product | undefined;
  let bestScore = 0;
  for (const product of candidates) {
    if (product.status !== 'active') continue;
    const score = product.name
      .toLowerCase()
      .split(/\W+/)
      .filter((word) => words.has(word)).length;
    if (score > bestScore) [best, bestScore] = [product, score];
  }
  return best;
}

async function main(): Promise<void> {
  const setting = (process.env['KRISHIKA_DEMO_DATA'] ?? 'on').toLowerCase();
  const remove = process.argv.includes('--remove');
  if (!remove && ['off', '0', 'false', 'no'].includes(setting)) {
    console.log('Demo data: skipped (KRISHIKA_DEMO_DATA=off).');
    return;
  }
  const pool = new pg.Pool({
    connectionString: process.env['DATABASE_URL'] ?? 'postgres://postgres:postgres@127.0.0.1:54322/postgres',
    max: 1,
  });
  try {
    await waitForDatabase(pool, { timeoutMs: 120_000 });
    if (remove) {
      console.log(`Demo data: removed ${await removeDemo(pool)} demo accounts and everything they owned.`);
      return;
    }
    const result = await seedDemo(pool);
    console.log(
      result.seeded
        ? `Demo data: ${result.accounts} accounts, ${result.products} products, ${result.inquiries} inquiries loaded (password ${DEMO_PASSWORD}; see README.md).`
        : 'Demo data: already present.',
    );
  } finally {
    await pool.end();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main().catch((error: unknown) => {
    console.error(`Demo data could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
