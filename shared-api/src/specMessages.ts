// The client request errors every app shows, word for word (docs/product.md#client-request-errors).
// They are defined once, in api-client; the workspaces import them from here.
export { RATE_LIMIT_EXCEEDED, REQUEST_FAILED, SERVICE_UNAVAILABLE } from 'api-client';
