/** Why a synthesis failed. Each code carries the HTTP status a route should answer with. */
export type SpeechErrorCode =
  | 'empty_text'
  | 'text_too_long'
  | 'unsupported_language'
  | 'engine_unavailable'
  | 'engine_failed'
  | 'output_too_large'
  | 'timeout'
  | 'busy'
  | 'aborted';

const STATUS: Record<SpeechErrorCode, number> = {
  empty_text: 400,
  text_too_long: 400,
  unsupported_language: 400,
  engine_unavailable: 503,
  engine_failed: 500,
  output_too_large: 500,
  timeout: 503,
  busy: 503,
  aborted: 499,
};

/**
 * A typed speech failure. `statusCode` follows Fastify's convention, so a route that lets it
 * propagate answers with the right status; `message` is safe to show (no paths, no stderr).
 */
export class SpeechError extends Error {
  override readonly name = 'SpeechError';
  readonly statusCode: number;

  constructor(
    readonly code: SpeechErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.statusCode = STATUS[code];
  }
}

export function isSpeechError(error: unknown, code?: SpeechErrorCode): error is SpeechError {
  return error instanceof SpeechError && (code === undefined || error.code === code);
}
