/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'src/**/*.stories.tsx',
  addons: {
    // The design system has a light theme only; Ladle's dark mode would only restyle its own chrome.
    theme: { enabled: false },
    // Preview widths matching the theme's breakpoints, starting at the 320px minimum we support.
    width: { enabled: true, options: { xsmall: 320, small: 480, medium: 768, large: 1024 }, defaultState: 0 },
  },
};
