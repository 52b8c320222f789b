import { toast } from 'shared-ui';
import { ERROR_TITLE } from './messages';

/** The text of anything thrown by an auth call (a network failure, a misconfigured client). */
export function messageOf(cause: unknown): string {
  if (cause instanceof Error && cause.message) return cause.message;
  if (typeof cause === 'string' && cause) return cause;
  return 'Something went wrong. Please try again.';
}

/** A failed auth call: the destructive 'Error' toast with the auth server's message as its description. */
export function showAuthError(message: string): void {
  toast.error(ERROR_TITLE, { description: message });
}
