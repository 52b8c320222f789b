import { theme } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { DARK_COLORS, resolveTheme, themeName } from './embedTheme';

describe('resolveTheme', () => {
  it("is the site's theme by default and for 'light'", () => {
    expect(resolveTheme(undefined).color).toEqual(theme.color);
    expect(resolveTheme('light').color).toEqual(theme.color);
  });

  it("swaps the palette for 'dark', keeping every token name", () => {
    const dark = resolveTheme('dark');
    expect(dark.color).toEqual(DARK_COLORS);
    expect(Object.keys(dark.color).sort()).toEqual(Object.keys(theme.color).sort());
    expect(dark.space).toEqual(theme.space);
  });

  it('applies partial overrides on top of a base, ignoring non-string values', () => {
    const custom = resolveTheme({
      base: 'dark',
      color: { brand: '#7c3aed', text: 42 as unknown as string },
      radius: { lg: '2px' },
      font: { family: 'Inter, sans-serif' },
    });
    expect(custom.color.brand).toBe('#7c3aed');
    expect(custom.color.text).toBe(DARK_COLORS.text);
    expect(custom.radius.lg).toBe('2px');
    expect(custom.radius.md).toBe(theme.radius.md);
    expect(custom.font.family).toBe('Inter, sans-serif');
    expect(themeName({ base: 'dark' })).toBe('dark');
    expect(themeName({ color: {} })).toBe('light');
  });
});
