import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the build scripts, without types.
import { precompress } from '../../scripts/precompress.mjs';

describe('precompress (the build step that writes compressed copies of the assets)', () => {
  let dist: string;
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('writes brotli and gzip copies of the text assets, each decompressing to the file', async () => {
    dist = mkdtempSync(join(tmpdir(), 'precompress-'));
    const assets = join(dist, 'assets');
    mkdirSync(assets);
    const script = `export const copy = ${JSON.stringify('Building Bridges '.repeat(200))};\n`;
    const style = `.hero{color:#123456}\n`.repeat(100);
    const small = 'export const x = 1;\n';
    // A font is a compressed format already: random bytes stand in for one.
    const font = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251));
    writeFileSync(join(assets, 'index-abc.js'), script);
    writeFileSync(join(assets, 'index-abc.css'), style);
    writeFileSync(join(assets, 'tiny-abc.js'), small);
    writeFileSync(join(assets, 'font-abc.woff2'), font);

    const made = await precompress(dist);

    expect(readdirSync(assets).sort()).toEqual([
      'font-abc.woff2',
      'index-abc.css',
      'index-abc.css.br',
      'index-abc.css.gz',
      'index-abc.js',
      'index-abc.js.br',
      'index-abc.js.gz',
      'tiny-abc.js',
    ]);
    const read = (name: string) => readFileSync(join(assets, name));
    expect(brotliDecompressSync(read('index-abc.js.br')).toString()).toBe(script);
    expect(gunzipSync(read('index-abc.js.gz')).toString()).toBe(script);
    expect(brotliDecompressSync(read('index-abc.css.br')).toString()).toBe(style);
    expect(gunzipSync(read('index-abc.css.gz')).toString()).toBe(style);
    expect(made).toEqual({
      files: 2,
      before: script.length + style.length,
      after: read('index-abc.js.br').length + read('index-abc.css.br').length,
    });
  });
});
