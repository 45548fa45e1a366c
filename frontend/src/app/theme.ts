import { createTheme, type Theme } from '@mui/material/styles';
import { NAV_HEIGHT } from '../components/layout/navHeight';

export type ColorMode = 'light' | 'dark';

declare module '@mui/material/styles' {
  interface Palette {
    accent: Palette['primary'];
    inverse: Palette['primary'];
    brand: BrandColors;
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
    inverse?: PaletteOptions['primary'];
    brand?: BrandColors;
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    accent: true;
    inverse: true;
  }
}

/** Colours of the deep brand surfaces (hero, footer, call-to-action band, coming-soon page). */
export interface BrandColors {
  /** Background of a deep surface. */
  deep: string;
  /** A second, lighter deep tone for gradients and cards on deep surfaces. */
  deepRaised: string;
  /** Main text on a deep surface. */
  onDeep: string;
  /** Secondary text on a deep surface. */
  onDeepMuted: string;
  /** Teal highlight readable on a deep surface. */
  tealOnDeep: string;
  /** The call-to-action band: a deep teal gradient from `cta` to `ctaEnd`. */
  cta: string;
  ctaEnd: string;
  /** Secondary text on the call-to-action band. */
  onCtaMuted: string;
  /** Focus ring on a deep surface. */
  focusOnDeep: string;
  /** Focus ring on the ordinary page background. */
  focus: string;
}

/**
 * Every text/background pair below is checked for WCAG AA contrast (4.5:1) in theme.test.ts.
 * Primary: deep indigo; secondary: teal; accent (calls to action): warm amber.
 */
/** The deep brand surfaces look the same in both colour modes. */
const deepSurfaces: BrandColors = {
  deep: '#1e1147',
  deepRaised: '#2d1b69',
  onDeep: '#ffffff',
  onDeepMuted: '#d8d0f0',
  tealOnDeep: '#80cbc4',
  cta: '#0b4f4a',
  ctaEnd: '#0d3b45',
  onCtaMuted: '#e0f2f1',
  focusOnDeep: '#ffc94d',
  focus: '#4527a0',
};

/** White, for controls on deep surfaces: `<Button variant="outlined" color="inverse">`. */
const inverse = { main: '#ffffff', dark: '#ffffff', light: '#ffffff', contrastText: '#1e1147' };

const palettes = {
  light: {
    mode: 'light' as const,
    primary: { main: '#4527a0', dark: '#311b92', light: '#7e57c2', contrastText: '#ffffff' },
    secondary: { main: '#00695c', dark: '#004d40', light: '#4db6ac', contrastText: '#ffffff' },
    accent: { main: '#ffb300', dark: '#ffa000', light: '#ffc94d', contrastText: '#1a1030' },
    error: { main: '#b3261e', dark: '#8c1d18', light: '#f2b8b5', contrastText: '#ffffff' },
    // Warning texts (a field's warning, a counter over its limit) are `warning.dark` or `main`:
    // MUI's own orange (#e65100, #ed6c02) reached only 3.8:1 and 3.1:1 on white. `light` keeps
    // MUI's, from which the alerts derive their colours.
    warning: { main: '#b45309', dark: '#92400e', light: '#ff9800', contrastText: '#ffffff' },
    background: { default: '#faf9fd', paper: '#ffffff' },
    text: { primary: '#1d1a2b', secondary: '#4a4560' },
    divider: 'rgba(29, 26, 43, 0.14)',
    brand: deepSurfaces,
    inverse,
  },
  dark: {
    mode: 'dark' as const,
    primary: { main: '#b39ddb', dark: '#9575cd', light: '#d1c4e9', contrastText: '#1a1030' },
    secondary: { main: '#4db6ac', dark: '#26a69a', light: '#80cbc4', contrastText: '#0b1f1d' },
    accent: { main: '#ffc94d', dark: '#ffb300', light: '#ffe08a', contrastText: '#1a1030' },
    error: { main: '#f2b8b5', dark: '#e57373', light: '#f9dedc', contrastText: '#3b0a08' },
    // Light on dark: `dark` too, since the warning texts use it in both modes (MUI's #f57c00 fell
    // to 3.8:1 on a dialog's raised surface).
    warning: { main: '#ffb74d', dark: '#ffa726', light: '#ffb74d', contrastText: '#1a1030' },
    background: { default: '#121018', paper: '#1c1926' },
    text: { primary: '#f3f1f8', secondary: '#c9c4d8' },
    divider: 'rgba(243, 241, 248, 0.16)',
    // On the dark page background the focus ring is amber, as on deep surfaces.
    brand: { ...deepSurfaces, focus: deepSurfaces.focusOnDeep },
    inverse,
  },
};

export const paletteFor = (mode: ColorMode) => palettes[mode];

const fontFamily = [
  '"Atkinson Hyperlegible Next"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  'Arial',
  'sans-serif',
].join(',');

/** MUI's names for the keyframes its inputs' autofill detection listens for (InputBase). */
const AUTO_FILL = 'mui-auto-fill';
const AUTO_FILL_CANCEL = 'mui-auto-fill-cancel';

const focusRing = {
  outline: '3px solid var(--bb-focus)',
  outlineOffset: '2px',
};

function createAppTheme(mode: ColorMode): Theme {
  const palette = palettes[mode];
  return createTheme({
    palette,
    shape: { borderRadius: 10 },
    typography: {
      fontFamily,
      htmlFontSize: 16,
      fontSize: 16,
      // Only the 400 and 700 weights are shipped; every variant uses one of them.
      fontWeightLight: 400,
      fontWeightRegular: 400,
      fontWeightMedium: 700,
      fontWeightBold: 700,
      h1: { fontSize: 'clamp(2.25rem, 1.6rem + 2.6vw, 3.5rem)', fontWeight: 700, lineHeight: 1.15 },
      h2: { fontSize: 'clamp(1.875rem, 1.5rem + 1.5vw, 2.5rem)', fontWeight: 700, lineHeight: 1.2 },
      h3: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
      h4: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
      h5: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.35 },
      h6: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.4 },
      subtitle1: { fontSize: '1.125rem', fontWeight: 400, lineHeight: 1.6 },
      subtitle2: { fontSize: '1rem', fontWeight: 700, lineHeight: 1.6 },
      body1: { fontSize: '1.0625rem', lineHeight: 1.6 },
      body2: { fontSize: '1rem', lineHeight: 1.6 },
      button: { fontSize: '1rem', fontWeight: 700, textTransform: 'none', lineHeight: 1.5 },
      caption: { fontSize: '0.875rem', lineHeight: 1.5 },
      overline: { fontSize: '0.875rem', fontWeight: 700, letterSpacing: '0.08em', lineHeight: 1.6 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          html: {
            // Keyboard focus and in-page links never end up hidden under the fixed navigation bar.
            scrollPaddingTop: `${NAV_HEIGHT + 16}px`,
          },
          body: {
            '--bb-focus': palette.brand.focus,
          },
          ':focus-visible': focusRing,
          '[data-surface="deep"]': {
            '--bb-focus': palette.brand.focusOnDeep,
          },
          // The keyframes MUI's inputs use to notice the browser's autofill, once for the whole
          // app (see MuiInputBase below).
          [`@keyframes ${AUTO_FILL}`]: { from: { animationName: AUTO_FILL } },
          [`@keyframes ${AUTO_FILL_CANCEL}`]: { from: { animationName: AUTO_FILL_CANCEL } },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        styleOverrides: {
          root: { '&.Mui-focusVisible, &:focus-visible': focusRing },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: 999, minHeight: 44, paddingInline: 22 },
          sizeLarge: { minHeight: 52, paddingInline: 28, fontSize: '1.0625rem' },
        },
        variants: [
          {
            // A full-strength white outline on deep surfaces (MUI's default outline is half-transparent).
            props: { variant: 'outlined', color: 'inverse' },
            style: {
              borderColor: '#ffffff',
              '&:hover': { borderColor: '#ffffff', backgroundColor: 'rgba(255, 255, 255, 0.08)' },
            },
          },
        ],
      },
      MuiIconButton: {
        styleOverrides: { root: { minWidth: 44, minHeight: 44 } },
      },
      MuiLink: {
        defaultProps: { underline: 'always' },
        styleOverrides: {
          root: { textUnderlineOffset: '0.2em', '&:focus-visible': focusRing },
        },
      },
      MuiDialog: {
        // In dark mode MUI lightens raised paper with a white overlay (#413f4a for a dialog), on
        // which the links' primary.main reached only 4.4:1: dialogs keep the paper's own colour
        // (the backdrop sets them apart).
        styleOverrides: { paper: { backgroundImage: 'none' } },
      },
      MuiInputBase: {
        // Each input would otherwise add its own copy of the autofill keyframes as a new style
        // element when it mounts (an inquiry form, a dozen). The keyframes are in the baseline
        // above; the input keeps MUI's animations, whose start tells it that the browser filled
        // it in.
        defaultProps: { disableInjectingGlobalStyles: true },
        styleOverrides: {
          root: { '&.Mui-focused': { ...focusRing, borderRadius: 10 } },
          input: {
            animationName: AUTO_FILL_CANCEL,
            animationDuration: '10ms',
            '&:-webkit-autofill': { animationName: AUTO_FILL, animationDuration: '5000s' },
          },
        },
      },
    },
  });
}

const themes: Partial<Record<ColorMode, Theme>> = {};

/**
 * The app's theme for `mode`, created once (creating one is tens of milliseconds on a slow phone:
 * main.tsx creates the first before hydrating, in a task of its own).
 */
export function appTheme(mode: ColorMode): Theme {
  return (themes[mode] ??= createAppTheme(mode));
}
