import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { appTheme } from '../app/theme';
import createThemeWithVars, { CssVarsProvider } from './muiWithoutCssVariables';

// The client build leaves MUI's code of themes with CSS variables out (vite.config.ts,
// muiWithoutCssVariables). MUI's createTheme calls it only for options with `cssVariables` or
// `colorSchemes`, and its ThemeProvider only for a theme that has `colorSchemes`: neither may
// happen with the app's themes, nor with MUI's default theme (lib/lazyDefaultTheme.ts).
describe('MUI without its CSS-variables themes', () => {
  it.each(['light', 'dark'] as const)(
    'the app theme (%s) is one MUI provides without them',
    (mode) => {
      const theme = appTheme(mode);
      expect(theme.palette.mode).toBe(mode);
      expect('colorSchemes' in theme).toBe(false);
      expect(theme.vars).toBeUndefined();
    },
  );

  it("MUI's default theme is one too", () => {
    expect('colorSchemes' in createTheme()).toBe(false);
  });

  it('says what is missing if it is ever reached', () => {
    expect(() => createThemeWithVars()).toThrow(
      /createThemeWithVars: MUI's themes with CSS variables are not in the client build/,
    );
    expect(() => CssVarsProvider()).toThrow(/CssVarsProvider: .*muiWithoutCssVariables/);
  });
});
