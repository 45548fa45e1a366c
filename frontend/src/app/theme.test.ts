import { getContrastRatio, getOverlayAlpha } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { appTheme, paletteFor, type ColorMode } from './theme';

const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

/** `overlay` laid over `background` at `opacity` (#rrggbb). */
function over(background: string, overlay: string, opacity: number): string {
  const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [b, o] = [channels(background), channels(overlay)];
  return `#${b
    .map((c, i) =>
      Math.round(c + (o[i] - c) * opacity)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

describe.each<ColorMode>(['light', 'dark'])('%s palette', (mode) => {
  const p = paletteFor(mode);
  // The warning colours as the built theme has them (MUI's defaults where the palette has none).
  const { warning } = appTheme(mode).palette;
  // A dialog's surface: in dark mode MUI lightens a raised paper with a white overlay, unless the
  // theme takes it away.
  const flatDialogs =
    (appTheme(mode).components?.MuiDialog?.styleOverrides?.paper as { backgroundImage?: string })
      ?.backgroundImage === 'none';
  const dialog =
    mode === 'dark' && !flatDialogs
      ? over(p.background.paper, '#ffffff', getOverlayAlpha(24))
      : p.background.paper;

  const textPairs: [string, string, string][] = [
    ['text.primary on background', p.text.primary, p.background.default],
    ['text.primary on paper', p.text.primary, p.background.paper],
    ['text.secondary on background', p.text.secondary, p.background.default],
    ['text.secondary on paper', p.text.secondary, p.background.paper],
    ['primary on paper (links, outlined buttons)', p.primary.main, p.background.paper],
    ['primary on background', p.primary.main, p.background.default],
    ['button text on primary', p.primary.contrastText, p.primary.main],
    ['button text on secondary', p.secondary.contrastText, p.secondary.main],
    ['button text on accent', p.accent.contrastText, p.accent.main],
    ['button text on accent (hover)', p.accent.contrastText, p.accent.dark],
    ['destructive toast text', p.error.contrastText, p.error.main],
    ['text on deep surfaces', p.brand.onDeep, p.brand.deep],
    ['text on raised deep surfaces', p.brand.onDeep, p.brand.deepRaised],
    ['muted text on deep surfaces', p.brand.onDeepMuted, p.brand.deep],
    ['muted text on raised deep surfaces', p.brand.onDeepMuted, p.brand.deepRaised],
    ['teal text on deep surfaces', p.brand.tealOnDeep, p.brand.deep],
    ['teal text on raised deep surfaces', p.brand.tealOnDeep, p.brand.deepRaised],
    ['text on the call-to-action band', p.brand.onDeep, p.brand.cta],
    ['text on the call-to-action band (end)', p.brand.onDeep, p.brand.ctaEnd],
    ['muted text on the call-to-action band', p.brand.onCtaMuted, p.brand.cta],
    ['muted text on the call-to-action band (end)', p.brand.onCtaMuted, p.brand.ctaEnd],
    ['newsletter input text', '#1d1a2b', '#ffffff'],
    // Warning texts: a field's warning, a counter over its limit (issue 44).
    ['warning text on paper', warning.dark, p.background.paper],
    ['warning text on background', warning.dark, p.background.default],
    ['warning text in a dialog', warning.dark, dialog],
    ['warning.main text on paper', warning.main, p.background.paper],
    ['warning.main text on background', warning.main, p.background.default],
    ['warning.main text in a dialog', warning.main, dialog],
    ['button text on warning', warning.contrastText, warning.main],
    ['error text in a dialog', p.error.main, dialog],
    ['links in a dialog', p.primary.main, dialog],
    ['secondary text in a dialog', p.text.secondary, dialog],
  ];

  it.each(textPairs)('%s meets 4.5:1', (_name, foreground, background) => {
    expect(getContrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  const focusPairs: [string, string, string][] = [
    ['focus ring on background', p.brand.focus, p.background.default],
    ['focus ring on paper', p.brand.focus, p.background.paper],
    ['focus ring on deep surfaces', p.brand.focusOnDeep, p.brand.deep],
    ['focus ring on raised deep surfaces', p.brand.focusOnDeep, p.brand.deepRaised],
    ['focus ring on the call-to-action band', p.brand.focusOnDeep, p.brand.cta],
    ['focus ring on the call-to-action band (end)', p.brand.focusOnDeep, p.brand.ctaEnd],
    ['accent button edge on the call-to-action band', p.accent.main, p.brand.cta],
  ];

  it.each(focusPairs)('%s meets 3:1', (_name, foreground, background) => {
    expect(getContrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });
});
