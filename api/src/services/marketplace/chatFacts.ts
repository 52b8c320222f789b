// The chat widget's answers from live marketplace data: a named supplier's product MOQ, price, lead
// time and verification state, who lists a product, and the caller's own plan usage. Everything
// said is read from the database as the caller (a visitor reads public fields only); when the
// question names nothing the marketplace holds, the knowledge base answers instead (null here).
import { sql } from 'kysely';
import type { ProductSearch } from '../productSearch.ts';
import type { CallerClaims } from '../../lib/auth.ts';
import { searchCatalog, supplierPage } from './catalog.ts';
import type { CatalogItem } from 'contracts/wire';
import type { Trx } from '../../lib/db.ts';
import { planUsage } from './plans.ts';

export interface ChatFactAnswer {
  answer: string;
  topic: 'supplier-product' | 'supplier' | 'product-offers' | 'my-plan';
}

type Asked = 'moq' | 'price' | 'leadTime' | 'verified' | 'origin';

const ASKED: ReadonlyArray<[Asked, RegExp]> = [
  ['moq', /\b(moq|minimum order|min\.? order|minimum quantity|smallest order)\b/i],
  ['price', /\b(price|prices|cost|costs|rate|rates|how much|quote)\b/i],
  ['leadTime', /\b(lead[- ]?time|delivery time|how long|how soon|ship(?:ping)? time|dispatch)\b/i],
  ['verified', /\b(verified|verification|trusted|genuine|legit(?:imate)?)\b/i],
  ['origin', /\b(origin|where .* from|made in|country)\b/i],
];

/** Questions about the marketplace's own facts; "what is MOQ?" alone is the knowledge base's. */
const MARKETPLACE_CUE =
  /\b(moq|minimum order|price|prices|cost|rate|lead[- ]?time|delivery time|verified|verification|supplier|suppliers|sells?|selling|offers?|who (?:has|lists)|available|origin)\b/i;
const MY_PLAN =
  /\b(my|i|me)\b[^?.!]*\b(plan|limit|limits|inquiries left|listings left|quota|how many (?:inquiries|products|listings))\b|\b(inquiries|listings|products) (?:do i have )?left\b/i;

const SUFFIX =
  /(?:\s+(?:exports?|exporters?|pvt\.?|private|ltd\.?|limited|llc|inc\.?|co\.?|company|corp\.?|bv|gmbh|s\.?a\.?|plc|trading|industries|international|enterprises?|&))+\.?$/i;

function asked(message: string): Asked[] {
  return ASKED.filter(([, pattern]) => pattern.test(message)).map(([name]) => name);
}

function amount(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

function priceOf(item: CatalogItem): string | null {
  if (item.price_min === null || !item.currency) return null;
  const range =
    item.price_max !== null && item.price_max !== item.price_min
      ? `${amount(item.price_min)}–${amount(item.price_max)}`
      : amount(item.price_min);
  return `${item.currency} ${range}${item.price_unit ? ` per ${item.price_unit}` : ''}`;
}

function moqOf(item: CatalogItem): string | null {
  return item.moq === null ? null : `${amount(item.moq)}${item.moq_unit ? ` ${item.moq_unit}` : ''}`;
}

function verifiedText(verified: boolean): string {
  return verified ? 'a verified supplier' : 'not verified yet';
}

/** One product's facts, the asked ones first; a fact the listing lacks is said to be missing. */
function productFacts(item: CatalogItem, wanted: Asked[]): string[] {
  const facts: Array<[Asked, string | null, string]> = [
    ['moq', moqOf(item), 'minimum order'],
    ['price', priceOf(item), 'price'],
    ['leadTime', item.lead_time || null, 'lead time'],
    ['origin', item.origin_country, 'origin'],
  ];
  const order = wanted.length > 0 ? wanted : (['price', 'moq', 'leadTime'] as Asked[]);
  const lines: string[] = [];
  for (const want of order) {
    const fact = facts.find(([name]) => name === want);
    if (!fact) continue;
    const [, value, label] = fact;
    lines.push(value ? `${label}: ${value}` : `${label}: not stated in the listing — ask the supplier`);
  }
  return lines;
}

async function namedSuppliers(trx: Trx, message: string) {
  // The name as written, or without its company suffix ("Malabar Spice" for "Malabar Spice Exports").
  const rows = await trx
    .selectFrom('public.company_cards')
    .select(['user_id', 'business_name', 'verified', 'country'])
    .where('role', '=', 'supplier')
    .where('listed', '=', true)
    .where(
      sql<boolean>`strpos(lower(${message}), lower(business_name)) > 0 or strpos(lower(${message}), lower(regexp_replace(business_name, ${SUFFIX.source}, '', 'i'))) > 0`,
    )
    .limit(5)
    .execute();
  // The longest name wins ("Malabar Spice Exports" over a "Malabar" that is also a supplier).
  return rows
    .filter((row) => row.business_name.replace(SUFFIX, '').trim().length >= 4)
    .sort((a, b) => b.business_name.length - a.business_name.length);
}

async function supplierAnswer(
  trx: Trx,
  search: ProductSearch,
  message: string,
  supplier: { user_id: string; business_name: string; verified: boolean; country: string },
): Promise<ChatFactAnswer> {
  const page = await supplierPage(trx, supplier.user_id);
  const rest = message.replace(
    new RegExp(supplier.business_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'ig'),
    ' ',
  );
  const ranked = (await search.search(rest, { kind: 'supplier', ownerId: supplier.user_id }, 10, trx))
    .map((match) => page.products.find((product) => product.id === match.productId))
    .filter((product): product is CatalogItem => product !== undefined);
  const wanted = asked(message);
  const who = `${supplier.business_name} (${supplier.country}) is ${verifiedText(supplier.verified)}`;
  const best = ranked[0];
  if (best) {
    return {
      topic: 'supplier-product',
      answer: `${who}. Their listing “${best.name}”: ${productFacts(best, wanted).join('; ')}. To get a quote for your quantity and port, send them an inquiry from the product in the catalog.`,
    };
  }
  const names = page.products.slice(0, 5).map((product) => product.name);
  const list =
    names.length === 0
      ? 'They have no products listed right now.'
      : `They list ${page.products.length} product${page.products.length === 1 ? '' : 's'}${page.products.length > names.length ? ', among them' : ':'} ${names.join(', ')}.`;
  return { topic: 'supplier', answer: `${who}. ${list}` };
}

async function offersAnswer(
  trx: Trx,
  search: ProductSearch,
  message: string,
): Promise<ChatFactAnswer | null> {
  const matchText = (text: string, limit: number) => search.search(text, { kind: 'buyer' }, limit, trx);
  const found = await searchCatalog(trx, matchText, {
    q: message,
    verifiedOnly: false,
    sort: 'relevance',
    page: 1,
    pageSize: 3,
  });
  const strong = found.items.filter((item) => (item.relevance_score ?? 0) >= 60);
  if (strong.length === 0) return null;
  const wanted = asked(message);
  const lines = strong.map(
    (item) =>
      `• ${item.name} — ${item.supplier.business_name} (${item.supplier.country}, ${item.supplier.verified ? 'verified' : 'not verified yet'}): ${productFacts(item, wanted).join('; ')}`,
  );
  return {
    topic: 'product-offers',
    answer: `From the live catalog (${found.total} matching listing${found.total === 1 ? '' : 's'}):\n${lines.join('\n')}\nPrices are the suppliers' listed ranges; send an inquiry for a quote on your quantity and port.`,
  };
}

async function myPlanAnswer(trx: Trx, caller: CallerClaims): Promise<ChatFactAnswer | null> {
  const profile = await trx
    .selectFrom('public.profiles')
    .select(['role', 'plan'])
    .where('user_id', '=', caller.sub)
    .executeTakeFirst();
  if (!profile || (profile.role !== 'buyer' && profile.role !== 'supplier')) return null;
  const usage = await planUsage(trx, caller.sub, profile.role, profile.plan);
  const plan = `${usage.plan.charAt(0).toUpperCase()}${usage.plan.slice(1)}`;
  const monthly = usage.inquiries_this_month;
  const verb = profile.role === 'buyer' ? 'posted' : 'responded to';
  const inquiries =
    monthly.limit === null
      ? `You have ${verb} ${monthly.used} inquiries this month (no monthly limit).`
      : `You have ${verb} ${monthly.used} of ${monthly.limit} inquiries this month; the count starts again on ${monthly.resets_at.slice(0, 10)}.`;
  const listings =
    profile.role === 'supplier'
      ? usage.active_products.limit === null
        ? ` ${usage.active_products.used} products are listed (no listing limit).`
        : ` ${usage.active_products.used} of ${usage.active_products.limit} product listings are in use.`
      : '';
  return { topic: 'my-plan', answer: `You are on the ${plan} plan. ${inquiries}${listings}` };
}

/** An answer from live data, or null when the knowledge base should answer. */
export async function marketplaceAnswer(
  trx: Trx,
  search: ProductSearch,
  caller: CallerClaims | null,
  message: string,
): Promise<ChatFactAnswer | null> {
  const text = message.slice(0, 2000);
  if (caller && MY_PLAN.test(text)) {
    const plan = await myPlanAnswer(trx, caller);
    if (plan) return plan;
  }
  const [supplier] = await namedSuppliers(trx, text);
  if (supplier) return supplierAnswer(trx, search, text, supplier);
  if (!MARKETPLACE_CUE.test(text)) return null;
  return offersAnswer(trx, search, text);
}
