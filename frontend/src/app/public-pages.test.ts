import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  entryScripts,
  loadedSoonChunks,
  PUBLIC_PAGES,
  // @ts-expect-error: a plain ES module of the build scripts, without types.
} from '../../scripts/public-pages.mjs';
import { HERO_PATHS, PUBLIC_PATHS, routes } from './routes';

const routesSource = readFileSync(join(process.cwd(), 'src/app/routes.tsx'), 'utf8');
const table = PUBLIC_PAGES as Record<string, string[]>;

describe('the public pages table of the build scripts (scripts/public-pages.mjs)', () => {
  it('lists exactly the public pages of the router', () => {
    expect(Object.keys(table).sort()).toEqual([...PUBLIC_PATHS].sort());
    expect(PUBLIC_PATHS).toEqual(expect.arrayContaining([...HERO_PATHS]));
    expect(PUBLIC_PATHS).toHaveLength(11);
  });

  it.each(Object.entries(table))('names the modules the router loads for %s', (path, modules) => {
    // The public layout: the pathless one that ends in the catch-all 404 page (the admin area has a
    // 404 page of its own under /admin).
    const layout = routes.find(
      (route) => !route.path && route.children?.some((child) => child.path === '*'),
    )!;
    const child = layout.children?.find((route) =>
      path === '/' ? route.index : route.path === path.slice(1),
    );
    expect(child, `no route for ${path}`).toBeDefined();
    for (const module of modules) {
      const specifier = `import('../${module.replace(/^src\//, '').replace(/\.tsx$/, '')}')`;
      expect(routesSource).toContain(specifier);
    }
  });
});

// A Vite manifest of the shape the build makes (vite.config.ts): the entry imports Rolldown's
// runtime, the data layer and the theme's chunk; the page's module imports its sections lazily.
const LAYOUT = 'src/components/PublicLayout.tsx';
const PAGE = 'src/features/marketing/contact/ContactPage.tsx';
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_theme.js', '_rolldown-runtime.js', '_data.js'],
    dynamicImports: ['_client.js', LAYOUT, PAGE],
  },
  '_rolldown-runtime.js': { file: 'assets/rolldown-runtime.js' },
  '_data.js': { file: 'assets/data.js', imports: ['_rolldown-runtime.js'] },
  '_theme.js': { file: 'assets/theme.js', imports: ['_rolldown-runtime.js', '_data.js'] },
  '_client.js': { file: 'assets/client.js', name: 'client', imports: ['_data.js'] },
  [LAYOUT]: { file: 'assets/PublicLayout.js', imports: ['index.html', '_Paper.js'] },
  '_Paper.js': { file: 'assets/Paper.js', imports: ['index.html'] },
  [PAGE]: {
    file: 'assets/ContactPage.js',
    imports: ['index.html', '_Paper.js'],
    dynamicImports: ['src/features/marketing/contact/ContactSections.tsx'],
  },
  'src/features/marketing/contact/ContactSections.tsx': {
    file: 'assets/ContactSections.js',
    imports: ['index.html', '_Tabs.js'],
    dynamicImports: ['src/features/inquiries/ContactForm.tsx'],
  },
  '_Tabs.js': { file: 'assets/Tabs.js', imports: ['index.html'] },
  'src/features/inquiries/ContactForm.tsx': {
    file: 'assets/ContactForm.js',
    imports: ['index.html', '_Tabs.js', '_fields.js'],
  },
  '_fields.js': { file: 'assets/fields.js', imports: ['index.html'] },
};
const files = (chunks: { file: string }[]) => chunks.map((chunk) => chunk.file);

describe('the order a prerendered page loads its code in (scripts/prerender.mjs)', () => {
  it("runs the entry's chunks each after those it imports, the entry last", () => {
    expect(files(entryScripts(manifest))).toEqual([
      'assets/rolldown-runtime.js',
      'assets/data.js',
      'assets/theme.js',
      'assets/index.js',
    ]);
  });

  it('preloads, after its first load, the sections below its hero and the form /contact loads at once', () => {
    expect(files(loadedSoonChunks(manifest, '/contact', [LAYOUT, PAGE]))).toEqual([
      'assets/ContactSections.js',
      'assets/Tabs.js',
      'assets/ContactForm.js',
      'assets/fields.js',
    ]);
    // A page without a form near its top: its sections only.
    expect(files(loadedSoonChunks(manifest, '/about', [LAYOUT, PAGE]))).toEqual([
      'assets/ContactSections.js',
      'assets/Tabs.js',
    ]);
  });
});
