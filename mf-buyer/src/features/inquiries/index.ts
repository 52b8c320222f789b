// The inquiries feature's public entry: what other features of mf-buyer may use.
export { listInquiries } from './api/inquiries';
export { inquiryQueries } from './api/queries';
export type { InquirySummary } from './api/inquiries';
export { InquiryStatusBadge, responsesLabel } from './components/InquiryStatusBadge';
