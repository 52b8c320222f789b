// User-facing strings, word for word as docs/product.md#supplier-workspace quotes them. Change them only
// together with that page (and the tests that read them).

/** Client request errors (docs/product.md#client-request-errors; shared by every app that calls the api). */
export { RATE_LIMIT_EXCEEDED, REQUEST_FAILED, SERVICE_UNAVAILABLE } from 'shared-api';

/** Supplier dashboard. */
export const WELCOME_BACK = 'Welcome back';
export const NEW_INQUIRIES = 'New Inquiries';
export const ACTIVE_PRODUCTS = 'Active Products';
export const RESPONSE_RATE = 'Response Rate';
export const AVG_RESPONSE_TIME = 'Avg Response Time';
export const BUYER_INQUIRIES = 'Buyer Inquiries';
export const PRODUCT_CATALOG = 'Product Catalog';
export const AI_ASSISTANT = 'AI Assistant';
export const AI_REPLY = 'AI Reply';
export const RESPOND = 'Respond';
export const VIEW_THREAD = 'View Thread';
export const EDIT = 'Edit';
export const ADD_PRODUCT = 'Add Product';
export const CHAT_WITH_KRISHIKA = 'Chat with Krishika';

/** Option lists (docs/product.md#lists). */
export { CATEGORIES, type Category } from 'shared-api/ui';
