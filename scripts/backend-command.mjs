#!/usr/bin/env node
// Runs one of the backend's commands (backend/src/cli/<name>.ts), building the backend first if it
// has not been built. Usage: node scripts/backend-command.mjs <name> [args...]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [name, ...args] = process.argv.slice(2);
const script = path.join(root, 'backend', 'dist', 'cli', `${name}.js`);
if (!existsSync(script)) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '-w', 'backend', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
