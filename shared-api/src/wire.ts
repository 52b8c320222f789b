// Answers of the api read through their contracts (the `contracts` package). Their types are static
// everywhere, so a field renamed in a contract fails the build of every reader. In development and
// tests each answer is also checked against its contract, so a drifted server fails loudly there; a
// production build trusts the api's own response schema and never loads the validator.
import { invalidResponse } from './marketplaceClient';

/** What `fromWire` needs of a contract: zod's `safeParse`. */
export interface WireContract<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

/** `body` as its contract's type; `contract` is loaded (and the body checked) only in development and tests. */
export async function fromWire<T>(body: unknown, contract: () => Promise<WireContract<T>>): Promise<T> {
  if (!import.meta.env.DEV) return body as T;
  const result = (await contract()).safeParse(body);
  if (!result.success) {
    console.error(`The api's answer does not match its contract: ${result.error.message}`);
    throw invalidResponse();
  }
  return result.data;
}
