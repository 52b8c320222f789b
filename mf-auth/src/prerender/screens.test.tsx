import { describe, expect, it } from 'vitest';
import { renderScreens } from './screens';

describe('the static HTML of the sign-in pages', () => {
  const screens = renderScreens();

  it('has each page with its title and description', () => {
    expect(Object.keys(screens).sort()).toEqual(['/forgot-password', '/login', '/register']);
    expect(screens['/login']?.title).toBe('Sign in · Krishika');
    expect(screens['/register']?.title).toBe('Create your account · Krishika');
    expect(screens['/forgot-password']?.title).toBe('Forgot password · Krishika');
    expect(screens['/login']?.html).toContain('Welcome Back');
    expect(screens['/register']?.html).toContain('Join the Global Trade Revolution');
    for (const screen of Object.values(screens)) expect(screen.description.length).toBeGreaterThan(40);
  });

  it('posts its forms, so a form sent before the script ran never puts a password in a URL', () => {
    for (const screen of Object.values(screens)) {
      const forms = screen.html.match(/<form[^>]*>/g) ?? [];
      expect(forms.length).toBe(1);
      expect(forms[0]).toContain('method="post"');
      // Nothing typed into the static form before the live one replaces it.
      expect(forms[0]).toContain('inert=""');
    }
  });

  it('shows the account type chosen at first, as the live form does', () => {
    const radios = screens['/register']?.html.match(/<input[^>]*type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(2);
    expect(radios.filter((radio) => radio.includes('checked'))).toEqual([
      expect.stringContaining('value="buyer"'),
    ]);
  });
});
