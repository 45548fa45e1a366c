#!/usr/bin/env node
// `npm run dev`: the API (Nest in watch mode, port 3000) and the frontend (Vite with hot reload,
// http://localhost:5173, proxying /api to the API) in one terminal. Ctrl-C stops both.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// The site's images (frontend/art/*.svg rasterised into frontend/public/images/), once, before Vite
// starts; incremental, so only changed artwork is redrawn.
const images = spawnSync(
  process.execPath,
  [fileURLToPath(new URL('../frontend/scripts/build-images.mjs', import.meta.url))],
  { stdio: 'inherit' },
);
if (images.status !== 0) process.exit(images.status ?? 1);

const children = [
  // E-mail links and the Origin check must match the address the browser uses: Vite's.
  {
    name: 'api',
    args: ['run', 'dev', '-w', 'backend'],
    env: { PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  },
  { name: 'web', args: ['run', 'dev', '-w', 'frontend'], env: {} },
].map(({ name, args, env }) => {
  // Each in its own process group, which shutdown() signals as a whole (npm, the Nest CLI, the app).
  // No terminal input for them: a background process group reading the terminal would be stopped.
  const child = spawn(npm, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => {
    console.log(`[${name}] exited with code ${code}`);
    shutdown(code ?? 0);
  });
  return child;
});

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      child.kill('SIGINT');
    }
  }
  setTimeout(() => process.exit(code), 15_000).unref();
  Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
