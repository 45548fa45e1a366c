import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const MAIN = path.join(REPO, 'backend', 'dist', 'main.js');

/** The address customers answer to in the end-to-end run (mail has Reply-To it with a tag). */
export const INBOUND_ADDRESS = 'replies@answers.test';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() =>
        typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface Product {
  baseURL: string;
  env: NodeJS.ProcessEnv;
  process: ChildProcess;
  /** Sends SIGTERM and resolves with the exit code once the process has ended. */
  stop(): Promise<number | null>;
}

/** Starts the built product (`node backend/dist/main.js`) as a user would, and waits until it is healthy. */
export async function startProduct(options: {
  dataDir: string;
  smtpPort: number;
}): Promise<Product> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const inboundPort = await freePort();
  const baseURL = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: options.dataDir,
    PUBLIC_URL: baseURL,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    TWO_FACTOR_KEY: randomBytes(32).toString('base64url'),
    SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`,
    MAIL_RETRY_DELAY_SECONDS: '1',
    // Customers' answers by e-mail (issue 46): the built-in receiver, which email-answers.spec.ts
    // sends to as a customer's mail provider would.
    INBOUND_ADDRESS: INBOUND_ADDRESS,
    INBOUND_SMTP_PORT: String(inboundPort),
    INBOUND_SMTP_HOST: '127.0.0.1',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The product exited during start-up (code ${child.exitCode})`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('The product did not become healthy within 120 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    env,
    process: child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Runs one of the product's npm commands (e.g. coming-soon) against the running product's data. */
export function runCommand(
  script: string,
  args: string[],
  extraEnv: NodeJS.ProcessEnv = {},
): string {
  const env = JSON.parse(process.env.E2E_PRODUCT_ENV ?? '{}') as NodeJS.ProcessEnv;
  const res = spawnSync(
    process.execPath,
    [path.join(REPO, 'backend', 'dist', 'cli', `${script}.js`), ...args],
    {
      env: { ...process.env, ...env, ...extraEnv },
      encoding: 'utf8',
    },
  );
  if (res.status !== 0)
    throw new Error(`${script} ${args.join(' ')} failed: ${res.stderr || res.stdout}`);
  return res.stdout.trim();
}
