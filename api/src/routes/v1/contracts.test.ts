// The published OpenAPI document is the contracts (the marketplace under /v1 and the assistant under
// /krishika): a route that drifts from its contract (a field renamed, added or dropped on either side)
// fails here.
import {
  AccountDeleted,
  AccountDeletion,
  AccountExport,
  AdminAccount,
  AdminAccountPage,
  CatalogItem,
  CatalogPage,
  CatalogQuery,
  CatalogRegions,
  CatalogUpload,
  ChatAnswer,
  ChatInput,
  ClientErrorReport,
  ClientErrorSummary,
  CompanyPatch,
  ContactInput,
  ContactMessagePage,
  ContactMessageQuery,
  ContactSent,
  ConversationLog,
  Dashboard,
  ErrorAnswer,
  InquiryDecline,
  InquiryDetail,
  InquiryDraft,
  InquiryInput,
  InquiryPage,
  InquiryQuery,
  jsonSchemaOf,
  MatchAnswer,
  MatchInput,
  Me,
  MessageInput,
  NewsletterConfirm,
  NewsletterNotice,
  NewsletterSignup,
  NewsletterUnsubscribe,
  PlanChange,
  Product,
  ProductInput,
  ProductPage,
  ProductPatch,
  ProductQuery,
  ProductViews,
  RegistrationDocumentSent,
  ReplyAnswer,
  ReplyInput,
  SavedSupplierList,
  SupplierPage,
  SupplierQuery,
  SupplierSaved,
  SupplierSearchPage,
  Thread,
  ThreadMessage,
  ThreadViewed,
  VerificationDecision,
  VerificationQuery,
} from 'contracts/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness } from '../../testing.ts';

let harness: ApiHarness;
let document: {
  paths: Record<
    string,
    Record<string, { requestBody?: unknown; parameters?: unknown[]; responses: Record<string, unknown> }>
  >;
};

beforeAll(async () => {
  harness = await startApiHarness();
  const response = await harness.app.inject({ method: 'GET', url: '/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});

afterAll(async () => {
  await harness?.close();
});

/** OpenAPI 3.0 has no `null` type and no `const`: the document writes `anyOf: [X, {type: 'null'}]`
 * and `type: [T, 'null']` as X or T, nullable, and `const: v` as `enum: [v]`. */
function asOpenApi30(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(asOpenApi30);
  if (typeof schema !== 'object' || schema === null) return schema;
  const record = schema as Record<string, unknown>;
  const anyOf = record['anyOf'];
  if (Array.isArray(anyOf) && anyOf.length === 2 && (anyOf[1] as { type?: string }).type === 'null') {
    return { ...(asOpenApi30(anyOf[0]) as object), nullable: true };
  }
  if ('const' in record) {
    const { const: value, ...rest } = record;
    return { ...rest, enum: [value] };
  }
  const type = record['type'];
  if (Array.isArray(type) && type.length === 2 && type[1] === 'null') {
    return { ...(asOpenApi30({ ...record, type: type[0] }) as object), nullable: true };
  }
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, asOpenApi30(value)]));
}

const published = (schema: Parameters<typeof jsonSchemaOf>[0], io: 'input' | 'output') =>
  asOpenApi30(jsonSchemaOf(schema, io));

function operation(path: string, method: string) {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method.toUpperCase()} ${path} is not in the OpenAPI document`);
  return found;
}

const body = (op: { requestBody?: unknown }) =>
  (op.requestBody as { content: Record<string, { schema: unknown }> }).content['application/json']?.schema;
const answer = (op: { responses: Record<string, unknown> }, code: string) =>
  (op.responses[code] as { content: Record<string, { schema: unknown }> }).content['application/json']
    ?.schema;

/** A query string as the document publishes it: one parameter a field, its schema and whether it is
 * required, put back together as the object schema it came from. */
function query(op: { parameters?: unknown[] }) {
  const fields = (op.parameters ?? []) as { in: string; name: string; required?: boolean; schema: unknown }[];
  const inQuery = fields.filter((field) => field.in === 'query');
  const required = inQuery.filter((field) => field.required).map((field) => field.name);
  return {
    type: 'object',
    properties: Object.fromEntries(inQuery.map((field) => [field.name, field.schema])),
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
}

describe('the OpenAPI document and the contracts', () => {
  it('publishes POST /v1/inquiries with the contract’s request and response', () => {
    const post = operation('/v1/inquiries', 'post');
    expect(body(post)).toEqual(published(InquiryInput, 'input'));
    expect(answer(post, '201')).toEqual(published(InquiryDetail, 'output'));
  });

  it('publishes GET /v1/inquiries with the contract’s query and page (a buyer’s inquiries or a supplier’s inbox)', () => {
    const list = operation('/v1/inquiries', 'get');
    expect(query(list)).toEqual(published(InquiryQuery, 'input'));
    expect(answer(list, '200')).toEqual(published(InquiryPage, 'output'));
  });

  it('publishes the decline with the contract’s InquiryDecline and the draft as InquiryDraft', () => {
    expect(body(operation('/v1/inquiries/{id}/decline', 'post'))).toEqual(published(InquiryDecline, 'input'));
    expect(answer(operation('/v1/inquiries/{id}/draft', 'post'), '200')).toEqual(
      published(InquiryDraft, 'output'),
    );
  });

  it('publishes every answer with one inquiry as the contract’s InquiryDetail', () => {
    for (const [path, method] of [
      ['/v1/inquiries/{id}', 'get'],
      ['/v1/inquiries/{id}/close', 'post'],
      ['/v1/inquiries/{id}/decline', 'post'],
    ] as const) {
      expect(answer(operation(path, method), '200'), `${method} ${path}`).toEqual(
        published(InquiryDetail, 'output'),
      );
    }
  });

  it('publishes POST /v1/products with the contract’s ProductInput and Product', () => {
    const post = operation('/v1/products', 'post');
    expect(body(post)).toEqual(published(ProductInput, 'input'));
    expect(answer(post, '201')).toEqual(published(Product, 'output'));
  });

  it('publishes PATCH /v1/products/{id} with the contract’s ProductPatch and Product', () => {
    const patch = operation('/v1/products/{id}', 'patch');
    expect(body(patch)).toEqual(published(ProductPatch, 'input'));
    expect(answer(patch, '200')).toEqual(published(Product, 'output'));
  });

  it('publishes GET /v1/products with the contract’s ProductQuery and ProductPage, GET /v1/products/{id} as Product', () => {
    const list = operation('/v1/products', 'get');
    expect(query(list)).toEqual(published(ProductQuery, 'input'));
    expect(answer(list, '200')).toEqual(published(ProductPage, 'output'));
    expect(answer(operation('/v1/products/{id}', 'get'), '200')).toEqual(published(Product, 'output'));
  });

  it('publishes the thread routes with the contract’s Thread, ThreadViewed, MessageInput and ThreadMessage', () => {
    expect(answer(operation('/v1/threads/{id}', 'get'), '200')).toEqual(published(Thread, 'output'));
    expect(answer(operation('/v1/threads/{id}/viewed', 'post'), '200')).toEqual(
      published(ThreadViewed, 'output'),
    );
    const post = operation('/v1/threads/{id}/messages', 'post');
    expect(body(post)).toEqual(published(MessageInput, 'input'));
    expect(answer(post, '201')).toEqual(published(ThreadMessage, 'output'));
  });

  it('publishes the catalog and the supplier directory with the contract’s queries, pages, items and cards', () => {
    const catalog = operation('/v1/catalog', 'get');
    expect(query(catalog)).toEqual(published(CatalogQuery, 'input'));
    expect(answer(catalog, '200')).toEqual(published(CatalogPage, 'output'));
    expect(answer(operation('/v1/catalog/{id}', 'get'), '200')).toEqual(published(CatalogItem, 'output'));
    expect(answer(operation('/v1/catalog/{id}/views', 'post'), '200')).toEqual(
      published(ProductViews, 'output'),
    );
    expect(answer(operation('/v1/catalog/regions', 'get'), '200')).toEqual(
      published(CatalogRegions, 'output'),
    );
    const directory = operation('/v1/suppliers', 'get');
    expect(query(directory)).toEqual(published(SupplierQuery, 'input'));
    expect(answer(directory, '200')).toEqual(published(SupplierSearchPage, 'output'));
    expect(answer(operation('/v1/suppliers/{id}', 'get'), '200')).toEqual(published(SupplierPage, 'output'));
  });

  it('publishes the saved suppliers with the contract’s list and saved answer', () => {
    expect(answer(operation('/v1/saved-suppliers', 'get'), '200')).toEqual(
      published(SavedSupplierList, 'output'),
    );
    const put = operation('/v1/saved-suppliers/{id}', 'put');
    // One schema for both success codes (201 newly saved, 200 already saved).
    expect(Object.keys(put.responses)).toContain('2XX');
    expect(answer(put, '2XX')).toEqual(published(SupplierSaved, 'output'));
  });

  it('publishes /v1/me with the contract’s Me and CompanyPatch, and the document answer', () => {
    expect(answer(operation('/v1/me', 'get'), '200')).toEqual(published(Me, 'output'));
    const patch = operation('/v1/me', 'patch');
    expect(body(patch)).toEqual(published(CompanyPatch, 'input'));
    expect(answer(patch, '200')).toEqual(published(Me, 'output'));
    expect(answer(operation('/v1/me/registration-document', 'put'), '201')).toEqual(
      published(RegistrationDocumentSent, 'output'),
    );
  });

  it('publishes the account’s export and deletion with the contract’s AccountExport, AccountDeletion and AccountDeleted', () => {
    expect(answer(operation('/v1/me/export', 'get'), '200')).toEqual(published(AccountExport, 'output'));
    const remove = operation('/v1/me', 'delete');
    expect(body(remove)).toEqual(published(AccountDeletion, 'input'));
    expect(answer(remove, '200')).toEqual(published(AccountDeleted, 'output'));
    expect(answer(remove, '503')).toEqual(published(ErrorAnswer, 'output'));
  });

  it('publishes GET /v1/dashboard as the contract’s Dashboard (a supplier’s or a buyer’s figures)', () => {
    expect(answer(operation('/v1/dashboard', 'get'), '200')).toEqual(published(Dashboard, 'output'));
  });

  it('publishes the administration routes with the contract’s queries, bodies, accounts and pages', () => {
    const queue = operation('/v1/admin/verifications', 'get');
    expect(query(queue)).toEqual(published(VerificationQuery, 'input'));
    expect(answer(queue, '200')).toEqual(published(AdminAccountPage, 'output'));
    expect(answer(operation('/v1/admin/accounts/{id}', 'get'), '200')).toEqual(
      published(AdminAccount, 'output'),
    );
    const review = operation('/v1/admin/verifications/{id}', 'post');
    expect(body(review)).toEqual(published(VerificationDecision, 'input'));
    expect(answer(review, '200')).toEqual(published(AdminAccount, 'output'));
    const plan = operation('/v1/admin/accounts/{id}/plan', 'put');
    expect(body(plan)).toEqual(published(PlanChange, 'input'));
    expect(answer(plan, '200')).toEqual(published(AdminAccount, 'output'));
    const messages = operation('/v1/admin/contact-messages', 'get');
    expect(query(messages)).toEqual(published(ContactMessageQuery, 'input'));
    expect(answer(messages, '200')).toEqual(published(ContactMessagePage, 'output'));
    expect(answer(operation('/v1/admin/client-errors', 'get'), '200')).toEqual(
      published(ClientErrorSummary, 'output'),
    );
  });

  it('publishes the newsletter and contact forms with the contract’s bodies and answers', () => {
    const signup = operation('/v1/newsletter', 'post');
    expect(body(signup)).toEqual(published(NewsletterSignup, 'input'));
    expect(answer(signup, '201')).toEqual(published(NewsletterNotice, 'output'));
    const confirm = operation('/v1/newsletter/confirm', 'post');
    expect(body(confirm)).toEqual(published(NewsletterConfirm, 'input'));
    expect(answer(confirm, '200')).toEqual(published(NewsletterNotice, 'output'));
    const leave = operation('/v1/newsletter/unsubscribe', 'post');
    expect(body(leave)).toEqual(published(NewsletterUnsubscribe, 'input'));
    expect(answer(leave, '200')).toEqual(published(NewsletterNotice, 'output'));
    const contact = operation('/v1/contact', 'post');
    expect(body(contact)).toEqual(published(ContactInput, 'input'));
    expect(answer(contact, '201')).toEqual(published(ContactSent, 'output'));
    expect(body(operation('/v1/client-errors', 'post'))).toEqual(published(ClientErrorReport, 'input'));
  });

  it('publishes the assistant’s reply, match and chat routes with the contract’s requests and answers', () => {
    const reply = operation('/krishika/reply', 'post');
    expect(body(reply)).toEqual(published(ReplyInput, 'input'));
    expect(answer(reply, '200')).toEqual(published(ReplyAnswer, 'output'));
    // The spoken reply takes the same request; its answer is audio.
    expect(body(operation('/krishika/speak_reply', 'post'))).toEqual(published(ReplyInput, 'input'));
    const match = operation('/krishika/match_product', 'post');
    expect(body(match)).toEqual(published(MatchInput, 'input'));
    expect(answer(match, '200')).toEqual(published(MatchAnswer, 'output'));
    const chat = operation('/krishika/chat', 'post');
    expect(body(chat)).toEqual(published(ChatInput, 'input'));
    expect(answer(chat, '200')).toEqual(published(ChatAnswer, 'output'));
  });

  it('publishes the assistant’s log and catalog upload with the contract’s answers', () => {
    expect(answer(operation('/krishika/log', 'get'), '200')).toEqual(published(ConversationLog, 'output'));
    expect(answer(operation('/krishika/upload_catalog', 'post'), '201')).toEqual(
      published(CatalogUpload, 'output'),
    );
  });

  it('publishes every refusal (4xx) as the contract’s ErrorAnswer', () => {
    const refusals: [string, unknown][] = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => '4XX' in op.responses)
        .map(([method, op]): [string, unknown] => [`${method} ${path}`, answer(op, '4XX')]),
    );
    expect(refusals.length).toBeGreaterThan(20);
    for (const [operation, schema] of refusals)
      expect(schema, operation).toEqual(published(ErrorAnswer, 'output'));
  });
});
