import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { paletteFor, type ColorMode } from './theme';

const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

describe.each<ColorMode>(['light', 'dark'])('%s palette', (mode) => {
  const p = paletteFor(mode);

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
