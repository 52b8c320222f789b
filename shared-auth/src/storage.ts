// 'Remember me': a remembered session lives in localStorage; otherwise in sessionStorage, so it ends
// with the browser tab. supabase-js reads and writes through this adapter.
const REMEMBER_KEY = 'krishika.rememberMe';

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null; // storage disabled (private mode, sandboxed iframe)
  }
}

export function setRememberMe(remember: boolean): void {
  safeStorage('localStorage')?.setItem(REMEMBER_KEY, remember ? '1' : '0');
}

function remembered(): boolean {
  return safeStorage('localStorage')?.getItem(REMEMBER_KEY) !== '0';
}

export const sessionStorageAdapter = {
  getItem(key: string): string | null {
    return safeStorage('localStorage')?.getItem(key) ?? safeStorage('sessionStorage')?.getItem(key) ?? null;
  },
  setItem(key: string, value: string): void {
    const [keep, drop] = remembered()
      ? [safeStorage('localStorage'), safeStorage('sessionStorage')]
      : [safeStorage('sessionStorage'), safeStorage('localStorage')];
    drop?.removeItem(key);
    keep?.setItem(key, value);
  },
  removeItem(key: string): void {
    safeStorage('localStorage')?.removeItem(key);
    safeStorage('sessionStorage')?.removeItem(key);
  },
};
