// The client request errors, word for word as docs/product.md#client-request-errors states them. Every
// app shows these; change them only together with that page (and the tests that read them).

/** Over the client's rate limit, or HTTP 429. */
export const RATE_LIMIT_EXCEEDED = 'Rate limit exceeded. Please try again later.';
/** HTTP 500 or above, no network, or an answer that can't be read. */
export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable. Please try again later.';
/** Any other failure (a 4xx). */
export const REQUEST_FAILED = 'Request failed. Please check your input and try again.';
/** 3 recorded failures of one path within 5 minutes (the circuit breaker is open). */
export const REPEATED_FAILURES = 'Service temporarily unavailable due to repeated failures.';
/** A call the caller cancelled, when the client reports aborts as errors (`abortAs: 'error'`). */
export const REQUEST_CANCELLED = 'The request was cancelled.';
