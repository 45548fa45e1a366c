/** The site's two colour modes; light for visitors and for members with Dark Mode off. */
export type ColorMode = 'light' | 'dark';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /**
       * The signed-in user's colour mode (their Dark Mode setting) as this request leaves it: set
       * where the user is loaded or signed in, and where the setting changes. The hint carries it.
       */
      colorMode?: ColorMode;
    }
  }
}

/** The colour mode of a user's stored settings (`preferences.darkMode`). */
export function colorModeOf(preferences: { darkMode?: unknown } | null | undefined): ColorMode {
  return preferences?.darkMode === true ? 'dark' : 'light';
}
