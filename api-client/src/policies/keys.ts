import type { ApiRequest } from '../types';

/** What a guard counts separately: each path (the default), the whole client, or a key of your own. */
export type GuardScope = 'path' | 'client' | ((request: ApiRequest) => string);

export function keyOf(scope: GuardScope, request: ApiRequest): string {
  if (scope === 'client') return '';
  if (scope === 'path') return request.path;
  return scope(request);
}

/** Times within the last `windowMs`; forgets the key when none are left. */
export function recent(store: Map<string, number[]>, key: string, windowMs: number, now: number): number[] {
  const cutoff = now - windowMs;
  const kept = (store.get(key) ?? []).filter((at) => at > cutoff);
  if (kept.length) store.set(key, kept);
  else store.delete(key);
  return kept;
}
