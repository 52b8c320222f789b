// One theme for every app: colors meet WCAG AA on their paired backgrounds.
export const theme = {
  color: {
    brand: '#0f6b4f',
    brandHover: '#0b5840',
    brandSoft: '#e3f3ec',
    accent: '#b45309',
    accentSoft: '#fef3e2',
    text: '#14201b',
    textMuted: '#4a5a53',
    textInverse: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#f5f8f6',
    surfaceSunken: '#eaf0ec',
    border: '#d3ddd8',
    borderStrong: '#9fb1a8',
    focus: '#1d4ed8',
    danger: '#b42318',
    dangerHover: '#912018',
    dangerSoft: '#fde8e6',
    success: '#067647',
    successSoft: '#dcf5e8',
    warning: '#93600a',
    warningSoft: '#fff4d6',
    info: '#175cd3',
    infoSoft: '#e3ecfc',
    overlay: 'rgba(10, 20, 16, 0.55)',
  },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
  },
  radius: { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', xl: '1rem', pill: '999px' },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.25rem',
      '2xl': '1.5rem',
      '3xl': '1.875rem',
      '4xl': '2.25rem',
      '5xl': '3rem',
    },
    weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
    lineHeight: { tight: 1.2, normal: 1.5 },
  },
  breakpoint: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
    md: '0 4px 12px rgba(16, 24, 40, 0.08)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.14)',
  },
  layout: { sideNavExpanded: '16rem', sideNavCollapsed: '4rem', headerHeight: '4rem' },
  zIndex: { header: 20, drawer: 40, overlay: 39, dialog: 50, toast: 60 },
  motion: { fast: '120ms', normal: '200ms' },
} as const;

export type KrishikaTheme = typeof theme;

// Types every `${({ theme }) => ...}` in every app; it lives here (not in a .d.ts) so any program
// that imports shared-ui sees it.
declare module 'styled-components' {
  // Interface merging is how styled-components types its theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends KrishikaTheme {}
}

/** Media query helpers: `${media.down('md')} { ... }` for screens narrower than the breakpoint. */
export const media = {
  up: (bp: keyof KrishikaTheme['breakpoint']) => `@media (min-width: ${theme.breakpoint[bp]})`,
  down: (bp: keyof KrishikaTheme['breakpoint']) =>
    `@media (max-width: calc(${theme.breakpoint[bp]} - 0.02px))`,
};
