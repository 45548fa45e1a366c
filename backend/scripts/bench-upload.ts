// npm run bench:upload: the upload pipeline's time for a 12-megapixel photo. Makes a 4000 x 3000
// JPEG as a phone would (EXIF orientation 6, author, camera and GPS position), then runs it through
// the same functions the PUT /api/objects/upload/{token} uses (checked, turned upright, stripped,
// every variant encoded and written to a temporary local storage), several times, side by side with
// a baseline of the least any upload must do (decode, turn, scale to the widest variant, one WebP).
// Prints median, min and max of each; the target is a median of at most 1.5 s (docs/performance.md).
// Options: --runs N (default 7).
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { processImage, writeVariants } from '../src/uploads/image-pipeline';
import { LocalStorageDriver } from '../src/uploads/storage/local-storage';

const TARGET_MS = 1500;
const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const RUNS = runsArg === -1 ? 7 : Number(args[runsArg + 1]);

/** A 12-megapixel photo-like JPEG (gradients and grain, not flat colour), stored sideways. */
async function photo(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#2a6f97"/><stop offset="0.5" stop-color="#e9c46a"/>
        <stop offset="1" stop-color="#9d0208"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="1400" cy="1200" r="700" fill="#264653" opacity="0.6"/>
      <rect x="2400" y="600" width="1000" height="1800" fill="#f4a261" opacity="0.5"/>
    </svg>`,
  );
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .raw()
    .toBuffer();
  return sharp(gradient)
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Artist: 'Bench Photographer', Make: 'PocketCam', Model: 'PocketCam 3000' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2640/100' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1] };
}

const ms = (n: number) => `${Math.round(n)} ms`.padStart(8);

async function main() {
  const input = await photo();
  const meta = await sharp(input).metadata();
  const dir = mkdtempSync(path.join(tmpdir(), 'bb-bench-upload-'));
  const storage = new LocalStorageDriver(dir);

  console.log(
    `Input: ${meta.width} x ${meta.height} JPEG, EXIF orientation ${meta.orientation}, ` +
      `${(input.length / 1024 / 1024).toFixed(2)} MB`,
  );
  console.log(
    `Machine: ${cpus().length} x ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB; ` +
      `Node ${process.version}; sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}; ` +
      `libvips threads ${sharp.concurrency()}, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}`,
  );

  const pipeline: number[] = [];
  const baseline: number[] = [];
  // CPU time (all threads) tells the work apart from what other processes take of the machine.
  const pipelineCpu: number[] = [];
  const baselineCpu: number[] = [];
  const cpuMs = (since: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(since);
    return (used.user + used.system) / 1000;
  };
  let files: string[] = [];
  let storedBytes = 0;
  try {
    // One warm-up of each (loading codecs), not counted.
    for (let run = -1; run < RUNS; run++) {
      let started = performance.now();
      let cpu = process.cpuUsage();
      await sharp(input, { failOn: 'error' })
        .rotate()
        .resize({ width: 1440 })
        .webp({ quality: 78, effort: 2 })
        .toBuffer();
      if (run >= 0) {
        baseline.push(performance.now() - started);
        baselineCpu.push(cpuMs(cpu));
      }

      started = performance.now();
      cpu = process.cpuUsage();
      const processed = await processImage(input);
      await writeVariants(storage, processed);
      if (run >= 0) {
        pipeline.push(performance.now() - started);
        pipelineCpu.push(cpuMs(cpu));
      }
      files = readdirSync(dir);
      storedBytes = processed.storedBytes;
      for (const file of files) rmSync(path.join(dir, file));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const p = stats(pipeline);
  const b = stats(baseline);
  console.log(
    `Pipeline wrote ${files.length} files, ${(storedBytes / 1024).toFixed(0)} KB: ${files.sort().join(', ')}`,
  );
  const pc = stats(pipelineCpu);
  const bc = stats(baselineCpu);
  console.log(`\n${RUNS} runs          median      min      max   CPU median`);
  console.log(`upload pipeline  ${ms(p.median)} ${ms(p.min)} ${ms(p.max)}     ${ms(pc.median)}`);
  console.log(`baseline         ${ms(b.median)} ${ms(b.min)} ${ms(b.max)}     ${ms(bc.median)}`);
  console.log(`Load average (1 min) at the end: ${loadavg()[0].toFixed(2)}`);
  console.log(
    `\nThe pipeline takes ${(p.median / b.median).toFixed(2)}x the baseline; target median <= ${TARGET_MS} ms: ` +
      (p.median <= TARGET_MS ? 'met' : 'MISSED'),
  );
  if (p.median > TARGET_MS) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
