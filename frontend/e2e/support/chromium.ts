import { existsSync } from 'node:fs';

/**
 * Flags for headless Chromium here: no sandbox (we may run as root), no GPU, and no background
 * networking (this machine's network is closed). Without a GPU Chromium composites in software;
 * emulating one instead (--use-gl=angle --use-angle=swiftshader) kept the GPU process busier than
 * the pages themselves: the same specs took 1.6 min with it and 1.1 min without. @sparticuz/chromium's
 * own default flags are tuned for serverless and include --single-process, which crashes on a second
 * page, so we pass our own.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--no-zygote',
  '--disable-gpu',
  '--headless=shell',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** Debian's Chromium when installed, otherwise the binary shipped inside the @sparticuz/chromium package. */
export async function chromiumExecutable(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: chromium } = await import('@sparticuz/chromium');
  return chromium.executablePath();
}
