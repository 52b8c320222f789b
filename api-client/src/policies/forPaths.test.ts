import { describe, expect, it } from 'vitest';
import { ApiError } from '../error';
import { RATE_LIMIT_EXCEEDED } from '../messages';
import { forPaths } from './forPaths';
import { rateLimit } from './rateLimit';
import { clock, network, request } from './testing';

describe('forPaths', () => {
  it('guards the matching paths only', async () => {
    const time = clock();
    const policy = forPaths(
      (path) => path.startsWith('/krishika/'),
      rateLimit({ max: 1, windowMs: 60_000, now: time.now }),
    );
    const next = network();
    await policy(request('/krishika/log'), next);
    await expect(policy(request('/krishika/log'), next)).rejects.toEqual(
      new ApiError('rate_limited', RATE_LIMIT_EXCEEDED),
    );
    // Other paths are not counted, however often they are called.
    for (let i = 0; i < 5; i++) await policy(request('/v1/products'), next);
    expect(next).toHaveBeenCalledTimes(6);
  });
});
