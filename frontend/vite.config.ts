import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { withPropNameSet } from './scripts/is-prop-valid-set.mjs';

// Where `npm run dev` forwards /api requests: the Nest server started by the root `npm run dev`.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/** `<link rel="preload">` for the two web fonts of src/fonts.css, so they arrive with the page. */
function preloadFonts(): Plugin {
  return {
    name: 'preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        return Object.keys(bundle ?? {})
          .filter((file) => /latin-(400|700)-normal-[\w-]+\.woff2$/.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${file}`,
              crossorigin: '',
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * `@bb/shared` (the codes, labels and limits shared with the API) is taken from its TypeScript source
 * through the package's "source" export condition, so no build of it is needed and it tree-shakes.
 */
export const SHARED_SOURCE = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};

/**
 * React Router 7's package exports name only its development build (dist/development), whose
 * warnings and checks every visitor would download (remix-run/react-router#12532, #14102, still open
 * for 7.x): the browser build takes its production build instead, the same code without them
 * (0.6 KB gzip less on every page). Exact specifiers only.
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, specifier: 'react-router' },
  { find: /^react-router\/dom$/, specifier: 'react-router/dom' },
].map(({ find, specifier }) => ({
  find,
  // The development file the exports name (…/dist/development/x.mjs), in the production folder.
  replacement: fileURLToPath(import.meta.resolve(specifier)).replace(
    /([\\/])development([\\/])/,
    '$1production$2',
  ),
}));

/**
 * `@emotion/styled` is `@emotion/styled/base` plus a shortcut per HTML and SVG tag (`styled.div`),
 * which it creates when it is evaluated: 140 styled components, and the first test of its large
 * prop-name regular expression, about 10 ms of the entry chunk's evaluation on this machine (40 at
 * Lighthouse's 4x slowdown). MUI (its one user here, through @mui/styled-engine) only calls
 * `styled(tag, options)`, which is the base's default export. Exact specifier only.
 */
const EMOTION_STYLED_BASE = {
  find: /^@emotion\/styled$/,
  replacement: '@emotion/styled/base',
};

/**
 * MUI's imports of its default theme (`@mui/material/styles/defaultTheme`, created when MUI's code
 * is evaluated) resolve to src/lib/lazyDefaultTheme.ts, the same theme created on first use, which
 * inside the app's ThemeProvider is never; and `Box`, which creates a default theme of its own
 * (`const defaultTheme = createTheme()`), takes that one instead. Client build only.
 */
function lazyMuiDefaultTheme(): Plugin {
  const lazy = fileURLToPath(new URL('./src/lib/lazyDefaultTheme.ts', import.meta.url));
  return {
    name: 'lazy-mui-default-theme',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        importer &&
        /[\\/]@mui[\\/]material[\\/]/.test(importer) &&
        /^\.{1,2}\/(?:styles\/)?defaultTheme\.mjs$/.test(source)
      )
        return lazy;
      return null;
    },
    transform(code, id) {
      if (!/[\\/]@mui[\\/]material[\\/]Box[\\/]Box\.mjs$/.test(id)) return null;
      const own = 'const defaultTheme = createTheme();';
      if (!code.includes(own)) throw new Error(`${id} no longer creates its theme as expected`);
      return `import defaultTheme from ${JSON.stringify(lazy)};\n${code.replace(own, '')}`;
    },
  };
}

/**
 * MUI's `createTheme` and `ThemeProvider` import the code of themes with CSS variables (and the
 * `CssVarsProvider`, with its colour-scheme storage and script) whether a theme uses them or not; the
 * app's do not (app/theme.ts). In the client build those two imports resolve to
 * src/lib/muiWithoutCssVariables.ts, which throws if it is ever called: about 22 KB of code less on
 * every page. Exact importers and specifiers only.
 */
function muiWithoutCssVariables(): Plugin {
  const stub = fileURLToPath(new URL('./src/lib/muiWithoutCssVariables.ts', import.meta.url));
  const leftOut: Record<string, string> = {
    'createTheme.mjs': './createThemeWithVars.mjs',
    'ThemeProvider.mjs': './ThemeProviderWithVars.mjs',
  };
  return {
    name: 'mui-without-css-variables',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'pre',
    resolveId(source, importer) {
      const match = importer && /[\\/]@mui[\\/]material[\\/]styles[\\/]([\w.]+)$/.exec(importer);
      return match && leftOut[match[1]] === source ? stub : null;
    },
  };
}

/**
 * `@emotion/is-prop-valid` tests prop names against a Set instead of one very large regular
 * expression, which took about 15 ms to compile at its first use (scripts/is-prop-valid-set.mjs).
 * Client build only.
 */
function fasterIsPropValid(): Plugin {
  return {
    name: 'faster-is-prop-valid',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    transform(code, id) {
      if (!/[\\/]@emotion[\\/]is-prop-valid[\\/]dist[\\/][\w-]+\.esm\.js$/.test(id)) return null;
      return withPropNameSet(code);
    },
  };
}

/**
 * The data layer: React, Redux Toolkit, RTK Query, and the API slices and the store the entry imports
 * (with their dependencies; the group takes only the entry's modules, `$initial`).
 */
const DATA_LAYER =
  /node_modules[\\/](react|react-redux|@reduxjs[\\/]toolkit|redux|redux-thunk|immer|reselect|use-sync-external-store)[\\/]|src[\\/]api[\\/]|src[\\/]app[\\/](store|uiSlice)\.ts$/;
/** The theme's: Emotion, MUI's styling and theme, and ours. */
const THEME_LAYER =
  /node_modules[\\/](@emotion[\\/]|stylis[\\/]|@mui[\\/](system|styled-engine|utils|private-theming|material[\\/]styles)[\\/])|src[\\/]app[\\/]theme\.ts$/;

/**
 * The group (and chunk) name of React DOM's client, which main.tsx imports dynamically (evaluated in
 * a task of its own); scripts/public-pages.mjs finds it in the manifest by this name.
 */
const REACT_DOM_CHUNK = 'client';

/**
 * A `<link rel="modulepreload">` for React DOM's client chunk in index.html, as for the entry's
 * static imports: main.tsx imports it dynamically, so that it is evaluated in a task of its own, but
 * it is part of every page's first load and is fetched with the entry, not after it.
 */
function preloadReactDomClient(): Plugin {
  return {
    name: 'preload-react-dom-client',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === REACT_DOM_CHUNK,
        );
        if (!chunk) throw new Error(`No chunk is named ${REACT_DOM_CHUNK}`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  ...SHARED_SOURCE,
  ...(command === 'build' && !isSsrBuild
    ? {
        resolve: {
          ...SHARED_SOURCE.resolve,
          alias: [...REACT_ROUTER_PRODUCTION, EMOTION_STYLED_BASE],
        },
      }
    : {}),
  plugins: [
    react(),
    preloadFonts(),
    lazyMuiDefaultTheme(),
    muiWithoutCssVariables(),
    fasterIsPropValid(),
    preloadReactDomClient(),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': {
        target: apiTarget,
        changeOrigin: true,
        // No Origin rewrite: `npm run dev` gives the API PUBLIC_URL=http://localhost:5173, this server's
        // origin, so the API's Origin check and the links in e-mails match what the browser uses.
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Hashed file names under dist/assets/ are what the server caches immutably.
    sourcemap: false,
    // Of the browsers Vite 8 builds for (Chrome and Edge 111, Firefox 114, Safari 16.4), only
    // Firefox 114 and Safari 16 lack <link rel="modulepreload">; they fetch a module when it is
    // imported instead. The polyfill for them would cost every page 0.2 KB gzip.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: which chunks a route loads (size check, later the prerender's preloads).
    manifest: !isSsrBuild,
    // The server bundle (src/entry-server.tsx, for scripts/prerender.mjs) needs no public files.
    copyPublicDir: !isSsrBuild,
    // Everything the entry loads statically goes into three chunks (data, theme, app), so that its
    // evaluation takes three tasks, not one of 80 to 200 ms at Lighthouse's 4x CPU slowdown; that
    // costs about 1.4 KB gzip and, with Rolldown's runtime helpers then in a chunk of their own
    // ('rolldown-runtime', which the three import), 0.4 KB more and three more requests. Left alone,
    // Rolldown spreads the modules the entry shares with the lazy auth and member areas over a
    // dozen small common chunks, and the gzip and request overhead of each cost the public pages
    // about 6 KB of first load. Yup and its CommonJS helpers go with AccessibleForm (not its
    // dependencies: those include visuallyHidden, which the public pages share).
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                // The entry's modules in three chunks, which a prerendered page's loader runs one
                // after the other, each in a task of its own (scripts/prerender.mjs): the data
                // layer, then the theme's, then the app (whose evaluation finds the first two done).
                { name: 'data', tags: ['$initial'], test: DATA_LAYER, priority: 2 },
                { name: 'theme', tags: ['$initial'], test: THEME_LAYER, priority: 1 },
                { name: 'app', tags: ['$initial'] },
                // React DOM (its client and the little the lazy chunks import) in one chunk, which
                // main.tsx imports dynamically, to evaluate it in a task of its own.
                { name: REACT_DOM_CHUNK, test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
                {
                  name: 'AccessibleForm',
                  test: /node_modules[\\/](yup|property-expr|tiny-case|toposort)[\\/]|components[\\/]form[\\/]AccessibleForm\.tsx$/,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
  },
}));
