// The client request errors every app shows, word for word (docs/product.md#client-request-errors).

export const RATE_LIMIT_EXCEEDED = 'Rate limit exceeded. Please try again later.';
export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable. Please try again later.';
export const REQUEST_FAILED = 'Request failed. Please check your input and try again.';
