import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirectTarget';

describe('redirectTarget', () => {
  it.each([
    ['no state', undefined, '/'],
    ['a state without from', { other: 1 }, '/'],
    ['a location', { from: { pathname: '/catalog', search: '?q=rice', hash: '' } }, '/catalog?q=rice'],
    ['a path', { from: '/krishika-ai' }, '/krishika-ai'],
    ['another origin', { from: 'https://evil.example/' }, '/'],
    ['a protocol-relative path', { from: { pathname: '//evil.example/x' } }, '/'],
    ['a backslash trick', { from: '/\\evil.example' }, '/'],
    ['the login screen itself', { from: { pathname: '/login' } }, '/'],
    ['a non-string pathname', { from: { pathname: 42 } }, '/'],
  ])('%s → %s', (_, state, expected) => {
    expect(redirectTarget(state)).toBe(expected);
  });
});
