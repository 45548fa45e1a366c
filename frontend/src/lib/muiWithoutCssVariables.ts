// Stand-ins for MUI's code of themes with CSS variables (`createThemeWithVars`, the
// `CssVarsProvider` with its colour-scheme storage and script), which the client build leaves out
// (vite.config.ts, `muiWithoutCssVariables`): MUI's `createTheme` and `ThemeProvider` import it
// statically, but only call it for a theme created with `cssVariables` or `colorSchemes`, and the
// app's themes are created with neither (app/theme.ts; muiWithoutCssVariables.test.ts checks it).
// About 22 KB of code (6 KB gzip) on every page. Reached all the same, they say so rather than fail
// somewhere inside MUI.

function leftOut(name: string): never {
  throw new Error(
    `${name}: MUI's themes with CSS variables are not in the client build (vite.config.ts, muiWithoutCssVariables)`,
  );
}

/** In place of `@mui/material/styles/createThemeWithVars` (imported by `createTheme`). */
export default function createThemeWithVars(): never {
  return leftOut('createThemeWithVars');
}

/** In place of `@mui/material/styles/ThemeProviderWithVars`'s provider (imported by `ThemeProvider`). */
export function CssVarsProvider(): never {
  return leftOut('CssVarsProvider');
}
