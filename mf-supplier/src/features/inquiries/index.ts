// The inquiries feature's public entry: what other features of mf-supplier may use.
export { listSupplierInquiries } from './api/inquiries';
export type { SupplierInquiry } from './api/inquiries';
export { InquiryList } from './components/InquiryList';
