import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import defaultTheme from './lazyDefaultTheme';

// The client build gives MUI this object as its default theme (vite.config.ts, lazyMuiDefaultTheme):
// it must behave as `createTheme()` wherever MUI reads it.
describe('the lazily created default theme', () => {
  const theme = createTheme();

  it('reads as the default theme', () => {
    expect(defaultTheme.palette.primary.main).toBe(theme.palette.primary.main);
    expect(defaultTheme.spacing(2)).toBe(theme.spacing(2));
    expect(defaultTheme.breakpoints.up('md')).toBe(theme.breakpoints.up('md'));
    expect(defaultTheme.typography.h1.fontSize).toBe(theme.typography.h1.fontSize);
  });

  it('is not empty to MUI (its fallback test) and lists the same keys', () => {
    expect(Object.keys(defaultTheme).length).toBeGreaterThan(0);
    expect(Object.keys(defaultTheme).sort()).toEqual(Object.keys(theme).sort());
    expect('palette' in defaultTheme).toBe(true);
    expect({ ...defaultTheme }.shape).toEqual(theme.shape);
  });
});
