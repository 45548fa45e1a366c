import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The origin the test apps' PUBLIC_URL gives, written into the pages they send. */
export const ORIGIN = 'http://localhost:3000';

const FIXTURE = path.join(__dirname, '..', 'fixtures', 'ssr');

/**
 * The stand-in frontend build (test/fixtures/ssr) copied to a temporary folder as the build lays it
 * out: <dir>/dist, and <dir>/dist-ssr (an ES module package) when `withServerBundle`.
 */
export function fixtureBuild(withServerBundle = true): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bb-ssr-test-'));
  cpSync(path.join(FIXTURE, 'web'), path.join(dir, 'dist'), { recursive: true });
  if (withServerBundle)
    cpSync(path.join(FIXTURE, 'server'), path.join(dir, 'dist-ssr'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), '{"type": "module"}\n');
  return dir;
}

/** The build's file for a page, as the server sends it while the details are the defaults. */
export function builtPage(dir: string, page: string): string {
  return readFileSync(path.join(dir, 'dist', 'prerendered', `${page}.html`), 'utf8').replaceAll(
    'https://public-origin.invalid',
    ORIGIN,
  );
}
