// First-load JavaScript of public routes, in KB gzip: the entry chunk, the lazy route chunks a
// route loads, and every chunk they import statically. Reads the Vite manifest of `npm run build`.
// Usage: node scripts/first-load-size.mjs [--max 170]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

// The lazy modules each measured route loads (keep in step with src/app/routes.tsx).
const ROUTES = {
  '/': ['src/components/PublicLayout.tsx', 'src/features/marketing/HomePage.tsx'],
  '/newsletter/unsubscribe': [
    'src/components/PublicLayout.tsx',
    'src/features/newsletter/UnsubscribePage.tsx',
  ],
  '/<unknown> (404)': [
    'src/components/PublicLayout.tsx',
    'src/features/marketing/NotFoundPage.tsx',
  ],
};

const maxArg = process.argv.indexOf('--max');
const max = maxArg === -1 ? undefined : Number(process.argv[maxArg + 1]);

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const entry = manifest[key];
    if (!entry) throw new Error(`Not in the manifest: ${key}`);
    seen.add(key);
    closure(entry.imports ?? [], seen);
  }
  return seen;
}

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

let failed = false;
for (const [route, modules] of Object.entries(ROUTES)) {
  const chunks = [...closure(['index.html', ...modules])].map((key) => manifest[key].file);
  const total = chunks.reduce((sum, file) => sum + gz(file), 0) / 1024;
  const over = max !== undefined && total > max;
  failed ||= over;
  console.log(
    `${route.padEnd(28)} ${total.toFixed(1).padStart(6)} KB gzip in ${chunks.length} chunks${over ? `  OVER ${max} KB` : ''}`,
  );
}
process.exit(failed ? 1 : 0);
