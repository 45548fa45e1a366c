// Rasterises the site's own artwork (art/<name>.svg) into the responsive images that pages use:
// public/images/<name>-<width>.avif and .webp for every image and width of src/assets/images.json,
// public/images/<name>-mail.jpg (1088 px wide: twice an e-mail's 544 px column, a baseline JPEG,
// which every mail app shows) for a newsletter that shows the artwork, plus
// public/images/og-default.jpg (1200x630), the Open Graph share image.
//
// Incremental: an output newer than its SVG and than this script is kept. Exits 1, naming the
// problem, if a catalog image has no SVG or the SVG's viewBox has another aspect ratio than the
// catalog's width and height (pages reserve that box, so the picture must fill it exactly).
// public/images/ belongs to this script: images there that it would not produce are removed.
//
// Usage: node scripts/build-images.mjs [--force]
import { mkdir, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import sharp from 'sharp';

const root = fileURLToPath(new URL('..', import.meta.url));
const artDir = join(root, 'art');
const outDir = join(root, 'public', 'images');
const catalogPath = join(root, 'src', 'assets', 'images.json');
const scriptPath = fileURLToPath(import.meta.url);
const force = process.argv.includes('--force');

const OG = { name: 'og-default', width: 1200, height: 630 };
const WEBP = { quality: 78, effort: 4 };
const AVIF = { quality: 52, effort: 2, chromaSubsampling: '4:2:0' };
const JPEG = { quality: 82, mozjpeg: true };
/** Outlook on Windows shows only the first pass of a progressive JPEG: mail gets a baseline one. */
const MAIL_JPEG = { quality: 82, progressive: false };
/** backend/src/uploads/mail-rendition.ts: twice MAIL_IMAGE_CSS_WIDTH. */
const MAIL_WIDTH = 1088;

/** The viewBox of an SVG document as [width, height], or undefined. */
function viewBoxSize(svg) {
  const match =
    /<svg\b[^>]*\bviewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

async function mtime(path) {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return 0;
  }
}

async function main() {
  const started = performance.now();
  const catalog = JSON.parse(await readFile(catalogPath, 'utf8'));
  const widths = catalog.widths;
  const jobs = [
    ...Object.entries(catalog.images).map(([name, size]) => ({ name, ...size, widths })),
    { ...OG, widths: [] },
  ];

  // Check every source first, so that one run reports every problem.
  const problems = [];
  for (const job of jobs) {
    const source = join(artDir, `${job.name}.svg`);
    let svg;
    try {
      svg = await readFile(source);
    } catch {
      problems.push(`${job.name}: no SVG source (expected art/${job.name}.svg)`);
      continue;
    }
    const box = viewBoxSize(svg.toString('utf8'));
    const ratio = job.width / job.height;
    if (!box) {
      problems.push(`${job.name}: art/${job.name}.svg has no viewBox`);
    } else if (Math.abs(box[0] / box[1] - ratio) > ratio * 0.002) {
      problems.push(
        `${job.name}: viewBox ${box[0]}x${box[1]} (ratio ${(box[0] / box[1]).toFixed(4)}) differs from ` +
          `the catalog's ${job.width}x${job.height} (ratio ${ratio.toFixed(4)})`,
      );
    }
    job.svg = svg;
    job.sourceTime = Math.max(await mtime(source), await mtime(scriptPath));
  }
  if (problems.length > 0) {
    console.error(`build-images: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }

  await mkdir(outDir, { recursive: true });
  const expected = new Set();
  let written = 0;
  let kept = 0;

  /**
   * Writes aside and renames, so that an interrupted run never leaves a truncated "fresh" file and
   * two runs at once (a build during `npm run dev`) never write into the same file.
   */
  async function write(image, file) {
    const path = join(outDir, file);
    const partial = `${path}.${process.pid}.partial`;
    await image.toFile(partial);
    await rename(partial, path);
    written += 1;
  }

  async function build(job) {
    const outputs = job.widths.flatMap((width) =>
      ['avif', 'webp'].map((format) => ({ width, format, file: `${job.name}-${width}.${format}` })),
    );
    if (job.name === OG.name)
      outputs.push({ width: OG.width, format: 'jpeg', file: 'og-default.jpg' });
    else
      outputs.push({
        width: Math.min(MAIL_WIDTH, job.width),
        format: 'mail',
        file: `${job.name}-mail.jpg`,
      });
    const stale = [];
    for (const out of outputs) {
      expected.add(out.file);
      if (force || (await mtime(join(outDir, out.file))) <= job.sourceTime) stale.push(out);
      else kept += 1;
    }
    if (stale.length === 0) return;

    // Rasterise once, at the largest width needed, then scale down for the smaller widths.
    const largest = Math.max(...stale.map((out) => out.width));
    const [boxWidth] = viewBoxSize(job.svg.toString('utf8'));
    const density = (72 * largest) / boxWidth;
    const height = Math.round((largest * job.height) / job.width);
    const master = await sharp(job.svg, { density })
      .resize(largest, height, { fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });

    for (const out of stale) {
      let image = sharp(master.data, { raw: master.info });
      if (out.width !== largest) {
        const outHeight = Math.round((out.width * job.height) / job.width);
        image = image.resize(out.width, outHeight, { kernel: 'lanczos3' });
      }
      if (out.format === 'avif') image = image.avif(AVIF);
      else if (out.format === 'webp') image = image.webp(WEBP);
      else if (out.format === 'mail') image = image.jpeg(MAIL_JPEG);
      else image = image.jpeg(JPEG);
      await write(image, out.file);
    }
  }

  // Two images at a time: libvips threads each encode too, and the machines have few cores.
  const queue = [...jobs];
  await Promise.all(
    [0, 1].map(async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await build(job);
    }),
  );

  // Outputs of images or widths no longer in the catalog, and partial files of runs killed an hour
  // or more ago (a younger one may belong to a run still going).
  let removed = 0;
  for (const file of await readdir(outDir)) {
    if (expected.has(file)) continue;
    const path = join(outDir, file);
    const old = file.endsWith('.partial') && (await mtime(path)) < Date.now() - 3_600_000;
    if (!old && !/\.(avif|webp|jpg)$/.test(file)) continue;
    await rm(path, { force: true });
    removed += 1;
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `build-images: ${written} written, ${kept} up to date` +
      (removed ? `, ${removed} stale removed` : '') +
      ` (${seconds} s) in public/images/`,
  );
}

main().catch((error) => {
  console.error('build-images:', error);
  process.exit(1);
});
