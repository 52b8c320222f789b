// The inquiries feature's public entry: what other features of mf-buyer may use.
export { listInquiries } from './api/inquiries';
export type { InquirySummary } from './api/inquiries';
export { InquiryStatusBadge, responsesLabel } from './components/InquiryStatusBadge';
