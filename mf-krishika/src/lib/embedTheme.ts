import type { KrishikaThemeName, KrishikaThemeOverrides } from '@krishika/tooling/contracts';
import { theme as lightTheme } from 'shared-ui';
import type { DefaultTheme } from 'styled-components';

type Colors = Record<keyof DefaultTheme['color'], string>;

/** A dark palette with the light theme's token names; text pairs meet WCAG AA like the light ones. */
export const DARK_COLORS: Colors = {
  brand: '#5fd3a5',
  brandHover: '#86e2bd',
  brandSoft: '#17382b',
  accent: '#f4a340',
  accentSoft: '#3a2a12',
  text: '#e6efe9',
  textMuted: '#a9bab2',
  textInverse: '#0b1410',
  surface: '#16201c',
  surfaceAlt: '#0f1714',
  surfaceSunken: '#22302a',
  border: '#2f3f38',
  borderStrong: '#557066',
  focus: '#8ab4ff',
  danger: '#ff8a80',
  dangerHover: '#ffaba3',
  dangerSoft: '#3d1b19',
  success: '#6ee7a8',
  successSoft: '#123527',
  warning: '#f6c35b',
  warningSoft: '#3a2e10',
  info: '#8ab4ff',
  infoSoft: '#172a4a',
  overlay: 'rgba(0, 0, 0, 0.6)',
};

function strings(source: Partial<Record<string, unknown>> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(source ?? {})) if (typeof value === 'string') result[key] = value;
  return result;
}

/** The embedded assistant's theme: 'light' (the site's), 'dark', or overrides on top of either. */
export function resolveTheme(choice: KrishikaThemeName | KrishikaThemeOverrides | undefined): DefaultTheme {
  const overrides: KrishikaThemeOverrides = typeof choice === 'object' && choice !== null ? choice : {};
  const base = typeof choice === 'string' ? choice : (overrides.base ?? 'light');
  const colors: Record<string, string> = base === 'dark' ? { ...DARK_COLORS } : { ...lightTheme.color };
  const family = overrides.font?.family;
  // The tokens keep their names; only the values change, so the literal types of the site's theme are
  // widened here (every consumer reads them as CSS strings).
  return {
    ...lightTheme,
    color: { ...colors, ...strings(overrides.color) },
    radius: { ...lightTheme.radius, ...strings(overrides.radius) },
    font: { ...lightTheme.font, ...(typeof family === 'string' && family ? { family } : {}) },
  } as DefaultTheme;
}

export function themeName(choice: KrishikaThemeName | KrishikaThemeOverrides | undefined): KrishikaThemeName {
  if (typeof choice === 'string') return choice;
  return choice?.base ?? 'light';
}
