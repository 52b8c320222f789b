// The inquiries feature's public entry: what other features of mf-supplier may use.
export { inquiryQueries, invalidateInquiries } from './api/queries';
export type { SupplierInquiry } from './api/inquiries';
export { InquiryList } from './components/InquiryList';
