// npm run build (after the prerender): writes a brotli (.br, quality 11) and a gzip (.gz, level 9)
// copy beside each text asset of dist/assets, which the server sends to browsers that accept them
// (backend/src/spa/spa.ts) instead of compressing the file on every request, at a lower setting.
// Assets are hashed and immutable, so each is compressed once, as tightly as the formats allow.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; fonts and images are compressed formats already. */
const TEXT = /\.(?:js|mjs|css|svg|json|txt|xml|map|webmanifest)$/;

/** The server's compression threshold (backend/src/common/encodings.ts): smaller files go as they are. */
const COMPRESS_FROM = 1024;

/**
 * The compressed copies of one file ([suffix, bytes], each only when smaller than the file) and the
 * file's size.
 */
async function copies(file) {
  const body = await readFile(file);
  if (body.length < COMPRESS_FROM) return { made: [], size: body.length };
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  const made = [
    ['.br', br],
    ['.gz', gz],
  ].filter(([, bytes]) => bytes.length < body.length);
  return { made, size: body.length };
}

/**
 * Writes the compressed copies of dist/assets' text files (in libuv's thread pool, a few at a
 * time); returns how many files were compressed and their sizes before and after brotli.
 */
export async function precompress(distDir) {
  const dir = path.join(distDir, 'assets');
  const names = (await readdir(dir)).filter((name) => TEXT.test(name));
  let files = 0;
  let before = 0;
  let after = 0;
  const queue = [...names];
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      const file = path.join(dir, name);
      const { made, size } = await copies(file);
      for (const [suffix, bytes] of made) await writeFile(`${file}${suffix}`, bytes);
      const br = made.find(([suffix]) => suffix === '.br');
      if (br) {
        files += 1;
        before += size;
        after += br[1].length;
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { files, before, after };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  const { files, before, after } = await precompress(dist);
  console.log(
    `Compressed ${files} assets: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB with brotli`,
  );
}
