import { createTheme, type Theme } from '@mui/material/styles';

// MUI's default theme, created when it is first used instead of when MUI's code is evaluated. MUI
// creates it at once (`@mui/material/styles/defaultTheme`: `createTheme()`) as the fallback of
// `styled`, `useTheme` and `useThemeProps` for components outside a ThemeProvider; the app renders
// everything inside its own, so the fallback is never read, yet creating it was about 7 ms of the
// entry chunk's evaluation on this machine (about 30 at Lighthouse's 4x slowdown), in the one task
// that evaluates the app's code. The client build resolves MUI's imports of that module to this one
// (vite.config.ts, `lazyMuiDefaultTheme`): an object that behaves as the theme, creating it on first
// touch.

let theme: Theme | undefined;
const created = (): Theme => (theme ??= createTheme());

const defaultTheme = new Proxy({} as Theme, {
  get: (_target, key) => Reflect.get(created(), key),
  has: (_target, key) => Reflect.has(created(), key),
  ownKeys: () => Reflect.ownKeys(created()),
  getOwnPropertyDescriptor: (_target, key) => {
    const descriptor = Reflect.getOwnPropertyDescriptor(created(), key);
    // A proxy may only report a property of its (empty) target as configurable.
    return descriptor && { ...descriptor, configurable: true };
  },
  getPrototypeOf: () => Reflect.getPrototypeOf(created()),
});

export default defaultTheme;
