import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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
  plugins: [react(), preloadFonts()],
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
    // Everything the entry loads statically goes into one chunk. Left alone, Rolldown spreads the
    // modules the entry shares with the lazy auth and member areas over a dozen small common chunks,
    // and the gzip and request overhead of each cost the public pages about 6 KB of first load.
    // Yup and its CommonJS helpers go with AccessibleForm (not its dependencies: those include
    // visuallyHidden, which the public pages share). In a chunk of their own they need Rolldown's
    // runtime helpers without the entry, and Rolldown then moves the helpers out of the entry into a
    // 'rolldown-runtime' chunk that every public page loads: 0.3 KB more and one more request.
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'] },
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
