// User-facing strings, word for word as docs/product.md#buyer-workspace quotes them. Change them only
// together with that page (and the tests that read them).

/** Client request errors (docs/product.md#client-request-errors; shared by every app that calls the api). */
export { RATE_LIMIT_EXCEEDED, REQUEST_FAILED, SERVICE_UNAVAILABLE } from 'shared-api';

/** Buyer dashboard and side navigation. */
export const WELCOME_BACK = 'Welcome back';
export const POST_NEW_INQUIRY = 'Post New Inquiry';
export const FIND_SUPPLIERS = 'Find Suppliers';
export const VIEW_MESSAGES = 'View Messages';
export const RECENT_INQUIRIES = 'Recent Inquiries';
export const RECOMMENDED_SUPPLIERS = 'Recommended Suppliers';
export const CONNECT = 'Connect';
export const POST_INQUIRY = 'Post Inquiry';
export const CREATE_NEW_REQUEST = 'Create New Request';
export const MY_ENQUIRIES = 'My Enquiries';
export const SAVED_SUPPLIERS = 'Saved Suppliers';
/** My Enquiries' tabs. */
export const TAB_ALL = 'All';
export const TAB_ACTIVE = 'Active';
export const TAB_PENDING = 'Pending';
export const TAB_CLOSED = 'Closed';
/** The thread of a responded inquiry. */
export const VIEW_THREAD = 'View Thread';

/** Option lists (docs/product.md#lists). */
export { CATEGORIES, type Category } from 'shared-api/ui';
