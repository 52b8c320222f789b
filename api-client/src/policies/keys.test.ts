import { describe, expect, it } from 'vitest';
import { keyOf, recent } from './keys';
import { request } from './testing';

describe('guard keys', () => {
  it('counts per path, for the whole client, or by a key of the caller', () => {
    expect(keyOf('path', request('/reply'))).toBe('/reply');
    expect(keyOf('client', request('/reply'))).toBe(keyOf('client', request('/match')));
    expect(keyOf((sent) => sent.method, request('/reply', 'POST'))).toBe('POST');
  });

  it('keeps the times inside the window and forgets a key with none left', () => {
    const store = new Map<string, number[]>([['/reply', [1_000, 50_000, 61_000]]]);
    expect(recent(store, '/reply', 60_000, 100_000)).toEqual([50_000, 61_000]);
    expect(store.get('/reply')).toEqual([50_000, 61_000]);
    expect(recent(store, '/reply', 60_000, 200_000)).toEqual([]);
    expect(store.has('/reply')).toBe(false);
    expect(recent(store, '/never', 60_000, 0)).toEqual([]);
    expect(store.size).toBe(0);
  });
});
