// api-client: the one request layer for Krishika's api, framework-free (README.md).
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type BlobAnswer,
  type RequestOptions,
} from './client';
export {
  ApiError,
  errorMessage,
  isAbortError,
  isServiceFailure,
  type ApiErrorDetails,
  type ApiErrorKind,
} from './error';
export {
  buildUrl,
  failure,
  fileNameFromDisposition,
  parseRetryAfter,
  readErrorBody,
  type FailureOptions,
  type Query,
} from './http';
export * from './messages';
export { circuitBreaker, type CircuitBreakerOptions } from './policies/circuitBreaker';
export type { GuardScope } from './policies/keys';
export { ASSISTANT_GUARD_LIMITS, assistantGuards, type GuardLimits } from './policies/assistantGuards';
export { forPaths } from './policies/forPaths';
export { rateLimit, type RateLimitOptions } from './policies/rateLimit';
export {
  sanitise,
  sanitizeDeep,
  sanitizeText,
  withoutScripts,
  withoutScriptsDeep,
  type SanitiseOptions,
} from './policies/sanitise';
export {
  fetchTransport,
  NDJSON_ACCEPT,
  xhrTransport,
  type RawResponse,
  type Transport,
  type TransportInit,
} from './transport';
export { compose, type ApiRequest, type ApiResponse, type HttpMethod, type Policy, type Send } from './types';
