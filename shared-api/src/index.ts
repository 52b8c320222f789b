// `shared-api`: the client side shared by the workspaces (mf-supplier, mf-buyer) and mf-krishika at
// build time: the request layer for Krishika's api, its React context, server state through TanStack
// Query, submissions, the readers of the company profile, the account and conversations, and what an
// upload may be (a PDF under 10 MB) and a download. The UI
// they feed (the company form, the conversation view, states, formatters, option lists) is
// `shared-api/ui` (src/ui.ts).
export {
  createMarketplaceClient,
  errorMessage,
  getDefaultMarketplaceClient,
  invalidResponse,
  isAbortError,
  isRecord,
  MarketplaceError,
  type MarketplaceClientConfig,
  type HttpMethod,
  type MarketplaceClient,
  type MarketplaceErrorKind,
  type RequestOptions,
} from './marketplaceClient';
export { MarketplaceClientProvider, useMarketplaceClient } from './clientContext';
export {
  clearOnUserChange,
  createQueryClient,
  createRemoteQueryClient,
  FRESH_FOR_MS,
  isRetryableRead,
  READ_RETRIES,
  retryRead,
  ServerStateProvider,
  useApiQuery,
  withServerState,
  type QueryView,
} from './serverState';
export { useSubmission } from './useSubmission';
export { RATE_LIMIT_EXCEEDED, REQUEST_FAILED, SERVICE_UNAVAILABLE } from './specMessages';
export { fromWire, type WireContract } from './wire';
export { downloadBlob, formatFileSize, isAcceptablePdf, MAX_UPLOAD_BYTES } from './files';
export {
  postThreadMessage,
  readThread,
  toMessages,
  type DeliveryStatus,
  type Quote,
  type ThreadMessage,
} from './threads';
export {
  getCompany,
  refreshSignedInProfile,
  toCompany,
  toVerification,
  updateCompany,
  type Company,
  type CompanyFields,
  type RegistrationDocument,
  type Verification,
  type VerificationStatus,
} from './company';
export { deleteAccount, exportAccount, exportFileName } from './account';
// Here, not in shared-ui: a federated singleton's run-time copy may be older than the remote's build.
export { lazyScreen } from './lazyScreen';
