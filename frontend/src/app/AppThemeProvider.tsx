import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useAppSelector } from './store';
import { appTheme } from './theme';
import { SignedInColorMode } from './SignedInColorMode';

/**
 * The MUI theme for the store's colour mode, with the baseline styles. The mode follows the
 * signed-in member's Dark Mode setting (light for everybody else).
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const colorMode = useAppSelector((state) => state.ui.colorMode);
  const theme = appTheme(colorMode);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <SignedInColorMode />
      {children}
    </ThemeProvider>
  );
}
