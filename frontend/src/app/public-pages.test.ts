import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the build scripts, without types.
import { PUBLIC_PAGES } from '../../scripts/public-pages.mjs';
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
