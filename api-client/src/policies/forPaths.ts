// Guards for some of a client's calls: the assistant's calls from a workspace get the assistant's
// guards, its other calls none.
import { compose, type Policy } from '../types';

/** `policies` for the calls whose path passes `applies`; every other call goes straight on. */
export function forPaths(applies: (path: string) => boolean, ...policies: readonly Policy[]): Policy {
  const guarded = compose(...policies);
  return (request, next) => (applies(request.path) ? guarded(request, next) : next(request));
}
