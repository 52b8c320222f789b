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

export interface ProfilesTable {
  user_id: string;
  role: 'buyer' | 'supplier';
  business_name: string;
  country: string;
}

export interface Database {
  'public.krishika_conversations': KrishikaConversationsTable;
  'public.products': ProductsTable;
  'public.catalog_uploads': CatalogUploadsTable;
  'public.profiles': ProfilesTable;
}

export type Product = Selectable<ProductsTable>;
