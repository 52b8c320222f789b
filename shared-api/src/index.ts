// Shared by the workspaces (mf-supplier, mf-buyer) at build time: the request layer for Krishika's api,
// its React context, server state through TanStack Query, the company profile and form, and the
// matching empty/loading/error states.
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
export * from './States';
export { RATE_LIMIT_EXCEEDED, REQUEST_FAILED, SERVICE_UNAVAILABLE } from './specMessages';
export { fromWire, type WireContract } from './wire';
export { CATEGORIES, COUNTRIES, type Category } from './specOptions';
export {
  postThreadMessage,
  readThread,
  toMessages,
  type DeliveryStatus,
  type Quote,
  type ThreadMessage,
} from './threads';
export { downloadBlob, formatFileSize, isAcceptablePdf, MAX_UPLOAD_BYTES } from './files';
export * from './company';
export * from './account';
export { formatHours, formatMoney, formatNumber, timeAgo } from './format';
export { MessageBubble, ThreadMessageList, type ThreadMessageListProps } from './ThreadMessages';
