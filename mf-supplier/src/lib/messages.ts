// Strings the product spec fixes word for word (§2, §3, §8). Change them only together with the spec.

/** §8 client request errors (shared by every app that calls the api). */
export { RATE_LIMIT_EXCEEDED, REQUEST_FAILED, SERVICE_UNAVAILABLE } from 'shared-api';

/** §2 supplier dashboard. */
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

/** §3 option lists. */
export { CATEGORIES, COUNTRIES, type Category } from 'shared-api';
