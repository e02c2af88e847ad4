import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * The console wears the public site's colours and type (web-public/app/styles/global.css: --accent, --ink,
 * --bg, the system font stack, 10 px corners), so a moderator moves between the two without a change of brand.
 * The dark variant keeps the same accent, lightened to stay readable (WCAG AA) on a dark surface.
 */
const SITE = {
  bg: '#f6f5f7',
  surface: '#ffffff',
  ink: '#1c1a1f',
  muted: '#5c5764',
  border: '#e3dfe7',
  accent: '#9d174d',
  accentStrong: '#831843',
  accentSoft: '#fce7f3',
  ok: '#047857',
  danger: '#b91c1c',
  focus: '#2563eb',
} as const;

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const RADIUS = 10;

/** docs/product.md § 2: the side menu is 3/12 of the width on desktop (AdminSidebar); these widths serve the drawer. */
const sidebar = { width: 240, closedWidth: 56 };

// react-admin's own component overrides (menu highlight, inputs, app bar) stay; ours are layered on top.
const shared = (mode: 'light' | 'dark', base: RaThemeOptions): Partial<RaThemeOptions> => ({
  sidebar,
  shape: { borderRadius: RADIUS },
  typography: {
    fontFamily: FONT,
    h1: { letterSpacing: '-0.01em' },
    h5: { fontWeight: 650, letterSpacing: '-0.01em' },
    h6: { fontWeight: 650 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    ...base.components,
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: RADIUS } } },
    MuiAppBar: {
      styleOverrides: {
        colorSecondary:
          mode === 'light' ? { backgroundColor: SITE.surface, color: SITE.ink, borderBottom: `1px solid ${SITE.border}` } : {},
      },
      defaultProps: { elevation: 0 },
    },
    // The site's focus ring: a keyboard user (the queue's shortcuts) always sees where they are.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: `3px solid ${SITE.focus}`, outlineOffset: 2 } } } },
  },
});

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...shared('light', defaultLightTheme),
  palette: {
    mode: 'light',
    primary: { main: SITE.accent, dark: SITE.accentStrong, light: SITE.accentSoft, contrastText: '#ffffff' },
    secondary: { main: SITE.accentStrong, contrastText: '#ffffff' },
    success: { main: SITE.ok },
    error: { main: SITE.danger },
    background: { default: SITE.bg, paper: SITE.surface },
    text: { primary: SITE.ink, secondary: SITE.muted },
    divider: SITE.border,
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  ...shared('dark', defaultDarkTheme),
  palette: {
    mode: 'dark',
    primary: { main: '#f472b6', dark: SITE.accent, light: SITE.accentSoft, contrastText: SITE.ink },
    secondary: { main: '#f9a8d4' },
    success: { main: '#34d399' },
    error: { main: '#f87171' },
    background: { default: '#151318', paper: '#1f1c23' },
    text: { primary: '#f3f1f5', secondary: '#b9b3c1' },
    divider: '#35303b',
  },
};
