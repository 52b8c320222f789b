// Answers of the api for unit tests, typed by the contracts: a test states only what it is about, the
// rest is a complete, valid answer, and a field renamed in a contract fails the tests' build.
import type {
  BuyerDashboard,
  CatalogItem,
  CatalogPage,
  CatalogRegions,
  CatalogUpload,
  ChatAnswer,
  Conversation,
  ConversationLog,
  Delivery,
  ExtractedProduct,
  InboxItem,
  Inquiry,
  InquiryDelivery,
  InquiryDetail,
  InquiryDraft,
  InquiryPage,
  InquirySummary,
  MatchAnswer,
  Me,
  PartyCard,
  Product,
  ProductMatch,
  ProductPage,
  Quote,
  ReplyAnswer,
  SavedSupplier,
  SavedSupplierList,
  SupplierCard,
  SupplierDashboard,
  SupplierPage,
  SupplierSearchItem,
  SupplierSearchPage,
  Thread,
  ThreadMessage,
  Verification,
} from 'contracts/wire';

const AT = '2026-01-15T09:30:00.000Z';

export function fakeInquiry(fields: Partial<Inquiry> = {}): Inquiry {
  return {
    id: 'inquiry-1',
    buyer_id: 'buyer-1',
    mode: 'open',
    product_id: null,
    product_name: 'Black pepper',
    category: null,
    quantity: 1000,
    quantity_unit: 'kg',
    target_price: null,
    target_currency: null,
    incoterm: null,
    destination_country: 'Netherlands',
    destination_port: null,
    needed_by: null,
    message: '',
    status: 'new',
    closed_at: null,
    created_at: AT,
    ...fields,
  };
}

export function fakeInquirySummary(fields: Partial<InquirySummary> = {}): InquirySummary {
  return { ...fakeInquiry(fields), suppliers_count: 0, responses_count: 0, ...fields };
}

export function fakePartyCard(fields: Partial<PartyCard> = {}): PartyCard {
  return {
    id: 'supplier-1',
    business_name: 'Malabar Spice Exports',
    country: 'India',
    verified: true,
    ...fields,
  };
}

export function fakeDelivery(fields: Partial<Delivery> = {}): Delivery {
  return {
    id: 'delivery-1',
    status: 'new',
    ai_suggestion: null,
    match_score: null,
    product_id: null,
    delivered_at: AT,
    first_response_at: null,
    response_time_hours: null,
    declined_at: null,
    decline_reason: null,
    ...fields,
  };
}

export function fakeInquiryDelivery(fields: Partial<InquiryDelivery> = {}): InquiryDelivery {
  return { ...fakeDelivery(fields), product_name: null, supplier: fakePartyCard(), ...fields };
}

export function fakeInquiryDetail(fields: Partial<InquiryDetail> = {}): InquiryDetail {
  return { inquiry: fakeInquiry(), buyer: null, deliveries: [], ...fields };
}

/** GET /v1/inquiries as a buyer: these rows, on one page. */
export function fakeBuyerInquiryPage(items: InquirySummary[]): InquiryPage {
  return { role: 'buyer', items, total: items.length, page: 1, page_size: 100 };
}

/** A row of a supplier's inbox. */
export function fakeInboxItem(fields: Partial<InboxItem> = {}): InboxItem {
  return {
    ...fakeInquiry(fields),
    buyer: { business_name: 'Rotterdam Fine Foods BV', country: 'Netherlands' },
    delivery: fakeDelivery(),
    ...fields,
  };
}

/** GET /v1/inquiries as a supplier: these rows, on one page. */
export function fakeSupplierInbox(items: InboxItem[]): InquiryPage {
  return { role: 'supplier', items, total: items.length, page: 1, page_size: 100 };
}

/** A product's fields as the catalog shows them too: no details beyond its name. */
function listedProduct(): Omit<Product, 'status' | 'source'> {
  return {
    id: 'product-1',
    owner_id: 'supplier-1',
    name: 'Black pepper',
    category: null,
    description: '',
    price_min: null,
    price_max: null,
    currency: null,
    price_unit: null,
    moq: null,
    moq_unit: null,
    origin_country: null,
    grade: null,
    certifications: [],
    lead_time: null,
    views: 0,
    inquiries_count: 0,
    created_at: AT,
    updated_at: AT,
  };
}

/** A supplier's own product: an active manual listing with no details beyond its name. */
export function fakeProduct(fields: Partial<Product> = {}): Product {
  return { ...listedProduct(), status: 'active', source: 'manual', ...fields };
}

/** GET /v1/products: these products, on one page. */
export function fakeProductPage(items: Product[]): ProductPage {
  return { items, total: items.length, page: 1, page_size: 100 };
}

/** A supplier's quote: a price per kg, nothing else stated. */
export function fakeQuote(fields: Partial<Quote> = {}): Quote {
  return {
    price: 4.2,
    currency: 'USD',
    price_unit: 'kg',
    moq: null,
    moq_unit: null,
    lead_time: null,
    incoterm: null,
    valid_until: null,
    ...fields,
  };
}

/** A message in a thread: the supplier's, with no quote. */
export function fakeThreadMessage(fields: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    id: 'message-1',
    sender_id: 'supplier-1',
    sender_role: 'supplier',
    body: 'We can offer USD 4.20 per kg.',
    quote: null,
    created_at: AT,
    ...fields,
  };
}

/** GET /v1/threads/:id: the thread between the fake inquiry's buyer and the fake supplier, no messages yet. */
export function fakeThread(fields: Partial<Thread> = {}): Thread {
  return {
    id: 'delivery-1',
    status: 'new',
    inquiry: fakeInquiry(),
    buyer: { id: 'buyer-1', business_name: 'Rotterdam Fine Foods BV', country: 'Netherlands' },
    supplier: fakePartyCard(),
    ai_suggestion: null,
    delivered_at: AT,
    first_response_at: null,
    response_time_hours: null,
    messages: [],
    ...fields,
  };
}

/** The fake supplier's card as a saved list shows it (without the membership date). */
function savedCard(): SavedSupplier['supplier'] {
  return {
    id: 'supplier-1',
    business_name: 'Malabar Spice Exports',
    country: 'India',
    website: '',
    product_categories: ['Spices & Herbs'],
    verified: true,
  };
}

/** A listed supplier's public card: verified, in India, selling spices. */
export function fakeSupplierCard(fields: Partial<SupplierCard> = {}): SupplierCard {
  return { ...savedCard(), member_since: AT, ...fields };
}

/** A listed product in the public catalog: the fake product, sold by the fake supplier. */
export function fakeCatalogItem(fields: Partial<CatalogItem> = {}): CatalogItem {
  return { ...listedProduct(), relevance_score: null, supplier: fakeSupplierCard(), ...fields };
}

/** GET /v1/catalog: these products on one page, counted exactly (unless `fields` say otherwise). */
export function fakeCatalogPage(
  items: CatalogItem[],
  fields: Partial<Omit<CatalogPage, 'items'>> = {},
): CatalogPage {
  return { items, total: items.length, page: 1, page_size: 12, total_is_exact: true, ...fields };
}

/** GET /v1/catalog/regions: two regions with a few of their countries. */
export function fakeCatalogRegions(regions?: CatalogRegions['regions']): CatalogRegions {
  return {
    regions: regions ?? [
      { name: 'South Asia', countries: ['India', 'Sri Lanka'] },
      { name: 'Europe', countries: ['Germany', 'Netherlands'] },
    ],
  };
}

/** A supplier found by the directory, with one matching product. */
export function fakeSupplierSearchItem(fields: Partial<SupplierSearchItem> = {}): SupplierSearchItem {
  return { supplier: fakeSupplierCard(), matching_products: 1, product_names: ['Black pepper'], ...fields };
}

/** GET /v1/suppliers: these suppliers on one page. */
export function fakeSupplierSearchPage(
  items: SupplierSearchItem[],
  fields: Partial<Omit<SupplierSearchPage, 'items'>> = {},
): SupplierSearchPage {
  return { items, total: items.length, page: 1, page_size: 12, ...fields };
}

/** GET /v1/suppliers/:id: the fake supplier's page, no products listed. */
export function fakeSupplierPage(fields: Partial<SupplierPage> = {}): SupplierPage {
  return { supplier: fakeSupplierCard(), products: [], ...fields };
}

/** A saved supplier (their card without the membership date), saved with one active product. */
export function fakeSavedSupplier(fields: Partial<SavedSupplier> = {}): SavedSupplier {
  return {
    supplier: savedCard(),
    active_products: 1,
    saved_at: AT,
    ...fields,
  };
}

/** GET /v1/saved-suppliers: these saved suppliers. */
export function fakeSavedSupplierList(items: SavedSupplier[]): SavedSupplierList {
  return { items };
}

/** GET /v1/me: a buyer on the Free plan with nothing used yet, no verification, no document. */
export function fakeMe(fields: Partial<Me> = {}): Me {
  return {
    user_id: 'buyer-1',
    email: 'buyer@example.com',
    role: 'buyer',
    is_admin: false,
    business_name: 'Rotterdam Fine Foods BV',
    full_name: '',
    country: 'Netherlands',
    whatsapp: '',
    website: '',
    address: '',
    product_categories: [],
    plan: 'free',
    requested_plan: null,
    usage: {
      active_products: { used: 0, limit: 10 },
      inquiries_this_month: {
        used: 0,
        limit: 5,
        resets_at: '2026-02-01T00:00:00.000Z',
        counts: 'inquiries posted',
      },
    },
    verification: null,
    registration_document: null,
    ...fields,
  };
}

/** A supplier's verification: pending review. */
export function fakeVerification(fields: Partial<Verification> = {}): Verification {
  return {
    status: 'pending',
    note: null,
    reviewed_at: null,
    verified_at: null,
    rule: 'Your registration document is waiting for review.',
    ...fields,
  };
}

/** GET /v1/dashboard for a supplier with nothing received yet. */
export function fakeSupplierDashboard(fields: Partial<SupplierDashboard> = {}): SupplierDashboard {
  return {
    role: 'supplier',
    new_inquiries: 0,
    active_products: 0,
    inquiries_received: 0,
    inquiries_responded: 0,
    response_rate_percent: null,
    avg_response_hours: null,
    ...fields,
  };
}

/** GET /v1/dashboard for a buyer with no inquiries yet. */
export function fakeBuyerDashboard(fields: Partial<BuyerDashboard> = {}): BuyerDashboard {
  return {
    role: 'buyer',
    active_inquiries: 0,
    total_inquiries: 0,
    responses: 0,
    suppliers: 0,
    supplier_countries: [],
    avg_response_hours: null,
    ...fields,
  };
}

/** POST /v1/inquiries/:id/draft: an offline draft in English about black pepper, from no product of
 * the supplier's. */
export function fakeInquiryDraft(fields: Partial<InquiryDraft> = {}): InquiryDraft {
  return {
    reply: 'Thank you for your inquiry. We can offer black pepper.',
    language: 'en',
    product: 'Black pepper',
    product_id: null,
    engine: 'offline',
    ...fields,
  };
}

/** POST /krishika/reply: this reply. */
export function fakeReplyAnswer(
  reply = 'Thank you for your inquiry. We can offer black pepper.',
): ReplyAnswer {
  return { reply };
}

/** A drafted reply in the assistant's log. */
export function fakeConversation(fields: Partial<Conversation> = {}): Conversation {
  return {
    inquiry: 'Need 1 MT of black pepper',
    reply: 'Thank you for your inquiry. We can offer black pepper.',
    product: 'Black pepper',
    timestamp: AT,
    ...fields,
  };
}

/** GET /krishika/log: these conversations (newest first, as given). */
export function fakeConversationLog(conversations: Conversation[]): ConversationLog {
  return { conversations };
}

/** POST /krishika/chat: an answer from the knowledge base on no particular topic. */
export function fakeChatAnswer(fields: Partial<ChatAnswer> = {}): ChatAnswer {
  return { reply: 'Happy to help.', topic: null, source: 'knowledge', ...fields };
}

/** A product ranked for an inquiry: the best match, untagged. */
export function fakeProductMatch(fields: Partial<ProductMatch> = {}): ProductMatch {
  return { product_name: 'Black pepper', relevance_score: 100, tags: [], ...fields };
}

/** POST /krishika/match_product: these matches. */
export function fakeMatchAnswer(matches: ProductMatch[]): MatchAnswer {
  return { matches };
}

/** A product read from a catalog PDF: its name only, new to the uploader's catalog. */
export function fakeExtractedProduct(fields: Partial<ExtractedProduct> = {}): ExtractedProduct {
  return {
    name: 'Black pepper',
    category: null,
    price_min: null,
    price_max: null,
    currency: null,
    unit: null,
    moq: null,
    moq_unit: null,
    origin: null,
    grade: null,
    certifications: [],
    lead_time: null,
    tiers: [],
    change: 'created',
    ...fields,
  };
}

/** POST /krishika/upload_catalog: a one-page catalog with these products (none unless given), all of
 * them new, and no warnings. */
export function fakeCatalogUpload(fields: Partial<CatalogUpload> = {}): CatalogUpload {
  const products = fields.products ?? [];
  return {
    id: 'upload-1',
    file_name: 'catalog.pdf',
    size_bytes: 2048,
    pages: 1,
    ocr_pages: 0,
    products_extracted: products.length,
    products_created: products.length,
    products_updated: 0,
    products_unchanged: 0,
    products,
    warnings: [],
    ...fields,
  };
}
