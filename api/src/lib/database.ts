// The api's view of the tables in supabase/migrations/ (the source of truth), for Kysely's typed
// queries. Keep in step with the migrations; api/src/lib/database.test.ts checks the columns exist.
import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric columns come back from pg as strings (exact decimals). */
type Numeric = ColumnType<string, number | string, number | string>;

export interface KrishikaConversationsTable {
  id: Generated<string>;
  user_id: ColumnType<string, string | undefined, never>;
  inquiry: string;
  reply: string;
  product: ColumnType<string, string | undefined, string>;
  language: string | null;
  created_at: Timestamp;
}

export type ProductStatus = 'active' | 'draft';
export type ProductSource = 'manual' | 'catalog';

export interface ProductsTable {
  id: Generated<string>;
  owner_id: ColumnType<string, string | undefined, never>;
  name: string;
  category: string | null;
  description: ColumnType<string, string | undefined, string>;
  price_min: Numeric | null;
  price_max: Numeric | null;
  currency: string | null;
  price_unit: string | null;
  moq: Numeric | null;
  moq_unit: string | null;
  origin_country: string | null;
  grade: string | null;
  certifications: ColumnType<string[], string[] | undefined, string[]>;
  lead_time: string | null;
  status: ColumnType<ProductStatus, ProductStatus | undefined, ProductStatus>;
  views: ColumnType<number, never, number>;
  inquiries_count: ColumnType<number, never, number>;
  source: ColumnType<ProductSource, ProductSource | undefined, never>;
  catalog_upload_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CatalogUploadsTable {
  id: Generated<string>;
  owner_id: ColumnType<string, string | undefined, never>;
  file_name: string;
  stored_name: string;
  size_bytes: number;
  sha256: string;
  content: ColumnType<Buffer, Buffer, never>;
  pages: number;
  products_extracted: number;
  created_at: Timestamp;
}

export type Product = Selectable<ProductsTable>;

// ---- Marketplace (/v1): supabase/migrations/20261121000400_* onward ----

export type Plan = 'free' | 'pro' | 'enterprise';
export type VerificationStatus = 'pending' | 'verified' | 'rejected';
export type InquiryStatus = 'new' | 'pending' | 'responded' | 'closed';
export type DeliveryStatus = 'new' | 'viewed' | 'responded' | 'declined';
export type InquiryMode = 'direct' | 'open';

/** public.profiles: an account's role, company fields, plan and verification. */
export interface ProfilesTable {
  user_id: ColumnType<string, never, never>;
  role: ColumnType<'buyer' | 'supplier', never, never>;
  business_name: string;
  full_name: string;
  country: string;
  whatsapp: string;
  website: string;
  address: string;
  product_categories: string[];
  verification_status: ColumnType<VerificationStatus, never, never>;
  verification_note: ColumnType<string | null, never, never>;
  verified_at: ColumnType<Date | null, never, never>;
  verification_reviewed_by: ColumnType<string | null, never, never>;
  verification_reviewed_at: ColumnType<Date | null, never, never>;
  plan: ColumnType<Plan, never, never>;
  plan_changed_at: ColumnType<Date | null, never, never>;
  requested_plan: ColumnType<Plan | null, never, never>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, never>;
}

export interface CompanyCardsView {
  user_id: ColumnType<string, never, never>;
  role: ColumnType<'buyer' | 'supplier', never, never>;
  business_name: ColumnType<string, never, never>;
  country: ColumnType<string, never, never>;
  website: ColumnType<string, never, never>;
  product_categories: ColumnType<string[], never, never>;
  verified: ColumnType<boolean, never, never>;
  listed: ColumnType<boolean, never, never>;
  member_since: ColumnType<Date, never, never>;
}

export interface RegistrationDocumentsTable {
  id: ColumnType<string, never, never>;
  user_id: ColumnType<string | null, never, never>;
  file_name: ColumnType<string, never, never>;
  content: ColumnType<Buffer, never, never>;
  content_type: ColumnType<string, never, never>;
  created_at: ColumnType<Date, never, never>;
  attached_at: ColumnType<Date | null, never, never>;
}

export interface InquiriesTable {
  id: Generated<string>;
  /** null once the buyer deleted their account (the suppliers it reached keep the inquiry). */
  buyer_id: ColumnType<string | null, string | undefined, never>;
  mode: ColumnType<InquiryMode, InquiryMode, never>;
  product_id: ColumnType<string | null, string | null | undefined, never>;
  product_name: ColumnType<string, string, never>;
  category: ColumnType<string | null, string | null | undefined, never>;
  quantity: ColumnType<string, number | string, never>;
  quantity_unit: ColumnType<string, string, never>;
  target_price: ColumnType<string | null, number | string | null | undefined, never>;
  target_currency: ColumnType<string | null, string | null | undefined, never>;
  incoterm: ColumnType<string | null, string | null | undefined, never>;
  destination_country: ColumnType<string, string, never>;
  destination_port: ColumnType<string | null, string | null | undefined, never>;
  needed_by: ColumnType<string | null, string | null | undefined, never>;
  message: ColumnType<string, string | undefined, never>;
  status: ColumnType<InquiryStatus, never, InquiryStatus>;
  closed_at: ColumnType<Date | null, never, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, never, never>;
}

export interface InquiryDeliveriesTable {
  id: Generated<string>;
  inquiry_id: ColumnType<string, string, never>;
  /** null once that party deleted their account (the other keeps the thread). */
  buyer_id: ColumnType<string | null, string, never>;
  supplier_id: ColumnType<string | null, string, never>;
  product_id: ColumnType<string | null, string | null | undefined, never>;
  match_score: ColumnType<number | null, number | null | undefined, never>;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  delivered_at: ColumnType<Date, Date | string | undefined, never>;
  viewed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  first_response_at: ColumnType<Date | null, never, never>;
  declined_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  decline_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A supplier's AI-suggested reply to one delivery: the supplier's alone (RLS). */
export interface InquiryDeliverySuggestionsTable {
  delivery_id: ColumnType<string, string, never>;
  supplier_id: ColumnType<string, string, never>;
  body: ColumnType<string, string, never>;
  created_at: ColumnType<Date, never, never>;
}

export interface InquiryMessagesTable {
  id: Generated<string>;
  delivery_id: ColumnType<string, string, never>;
  sender_id: ColumnType<string, string | undefined, never>;
  body: ColumnType<string, string, never>;
  quote_price: ColumnType<string | null, number | string | null | undefined, never>;
  quote_currency: ColumnType<string | null, string | null | undefined, never>;
  quote_price_unit: ColumnType<string | null, string | null | undefined, never>;
  quote_moq: ColumnType<string | null, number | string | null | undefined, never>;
  quote_moq_unit: ColumnType<string | null, string | null | undefined, never>;
  quote_lead_time: ColumnType<string | null, string | null | undefined, never>;
  quote_incoterm: ColumnType<string | null, string | null | undefined, never>;
  quote_valid_until: ColumnType<string | null, string | null | undefined, never>;
  created_at: ColumnType<Date, never, never>;
}

export interface SavedSuppliersTable {
  buyer_id: ColumnType<string, string | undefined, never>;
  supplier_id: ColumnType<string, string, never>;
  created_at: ColumnType<Date, never, never>;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<string>;
  email: ColumnType<string, string, never>;
  user_id: ColumnType<string | null, never, never>;
  created_at: ColumnType<Date, never, never>;
  /** Null until the address's owner follows the confirmation mail's link (double opt-in). */
  confirmed_at: ColumnType<Date | null, never, never>;
  unsubscribed_at: ColumnType<Date | null, never, never>;
  unsubscribe_token: ColumnType<string, never, never>;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  user_id: ColumnType<string | null, never, never>;
  name: ColumnType<string, string, never>;
  email: ColumnType<string, string, never>;
  company: ColumnType<string | null, string | null | undefined, never>;
  subject: ColumnType<string | null, string | null | undefined, never>;
  message: ColumnType<string, string, never>;
  created_at: ColumnType<Date, never, never>;
}

export interface ClientErrorsTable {
  id: ColumnType<string, never, never>;
  remote: ColumnType<string, string, never>;
  version: ColumnType<string | null, string | null, never>;
  route: ColumnType<string, string, never>;
  kind: ColumnType<'render' | 'load' | 'timeout' | 'chunk' | 'evaluation' | 'incompatible', string, never>;
  message: ColumnType<string, string, never>;
  created_at: ColumnType<Date, never, never>;
}

/** The tables and views the api reads and writes, as the query builder sees them. */
export interface Database {
  'public.krishika_conversations': KrishikaConversationsTable;
  'public.products': ProductsTable;
  'public.catalog_uploads': CatalogUploadsTable;
  'public.profiles': ProfilesTable;
  'public.company_cards': CompanyCardsView;
  'public.registration_documents': RegistrationDocumentsTable;
  'public.inquiries': InquiriesTable;
  'public.inquiry_deliveries': InquiryDeliveriesTable;
  'public.inquiry_delivery_suggestions': InquiryDeliverySuggestionsTable;
  'public.inquiry_messages': InquiryMessagesTable;
  'public.saved_suppliers': SavedSuppliersTable;
  'public.newsletter_subscriptions': NewsletterSubscriptionsTable;
  'public.contact_messages': ContactMessagesTable;
  'public.client_errors': ClientErrorsTable;
}
