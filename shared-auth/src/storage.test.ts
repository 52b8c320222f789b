import { describe, expect, it } from 'vitest';
import { sessionStorageAdapter, setRememberMe } from './storage';

describe('remember me storage', () => {
  it('keeps a remembered session in localStorage', () => {
    setRememberMe(true);
    sessionStorageAdapter.setItem('sb-token', 'abc');
    expect(localStorage.getItem('sb-token')).toBe('abc');
    expect(sessionStorage.getItem('sb-token')).toBeNull();
    expect(sessionStorageAdapter.getItem('sb-token')).toBe('abc');
  });

  it('keeps a session that is not remembered only for the tab, and removes it from both', () => {
    setRememberMe(false);
    sessionStorageAdapter.setItem('sb-token', 'xyz');
    expect(localStorage.getItem('sb-token')).toBeNull();
    expect(sessionStorage.getItem('sb-token')).toBe('xyz');
    sessionStorageAdapter.removeItem('sb-token');
    expect(sessionStorageAdapter.getItem('sb-token')).toBeNull();
  });
});
