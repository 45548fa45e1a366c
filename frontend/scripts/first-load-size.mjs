// First-load JavaScript of the public pages, in KB gzip: the entry chunk, the lazy route chunks a
// page loads, and every chunk they import statically. Reads the Vite manifest of `npm run build`.
// Usage: node scripts/first-load-size.mjs [--max 170] [--json]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { firstLoadChunks, OTHER_MEASURED_PAGES, PUBLIC_PAGES } from './public-pages.mjs';

const dist = new URL('../dist/', import.meta.url).pathname;

/** { path: KB gzip } for every measured page. */
export function firstLoadSizes(distDir = dist) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const gz = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  const sizes = {};
  for (const [route, modules] of Object.entries({ ...PUBLIC_PAGES, ...OTHER_MEASURED_PAGES })) {
    // A page this build does not have (an older build measured as a baseline): no figure.
    if (modules.some((module) => !manifest[module])) continue;
    const chunks = firstLoadChunks(manifest, modules);
    sizes[route] = {
      kb: chunks.reduce((sum, chunk) => sum + gz(chunk.file), 0) / 1024,
      chunks: chunks.length,
    };
  }
  return sizes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const maxArg = process.argv.indexOf('--max');
  const max = maxArg === -1 ? undefined : Number(process.argv[maxArg + 1]);
  let failed = false;
  for (const [route, { kb, chunks }] of Object.entries(firstLoadSizes())) {
    const over = max !== undefined && kb > max;
    failed ||= over;
    console.log(
      `${route.padEnd(28)} ${kb.toFixed(1).padStart(6)} KB gzip in ${chunks} chunks${over ? `  OVER ${max} KB` : ''}`,
    );
  }
  process.exit(failed ? 1 : 0);
}
