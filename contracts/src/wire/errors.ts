// A refused or failed request on the wire, the same for every route of the api.
import { z } from 'zod';

/** A stable code (`invalid_request`, `plan_limit`, `not_found`, `rate_limited`, …) and a message meant
 * for the user. */
export const ErrorAnswer = z.object({ error: z.string(), message: z.string() });
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;
