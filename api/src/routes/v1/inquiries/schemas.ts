// The inquiries area's schemas beside its routes (requests and answers themselves are the contracts':
// contracts/wire); the /v1 ones every area shares are in ../schemas.ts.

/** Inquiries (RFQs) and their drafted replies. */
export const inquiryTags = ['marketplace: inquiries'];

/** The threads between a buyer and each supplier of an inquiry, with their quotes. */
export const threadTags = ['marketplace: threads'];
