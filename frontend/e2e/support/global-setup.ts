import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailCatcher } from './mailbox';
import { startProduct } from './product';

/**
 * Starts a real SMTP server and the built product on a free port with a fresh data directory (so the
 * embedded PostgreSQL is created from scratch), for the whole run. At the end it stops the product
 * with SIGTERM and fails the run unless it exits cleanly and its PostgreSQL is stopped.
 */
export default async function globalSetup() {
  const root = mkdtempSync(path.join(tmpdir(), 'bb-e2e-'));
  chmodSync(root, 0o755); // run as root, PostgreSQL runs as "postgres", which must pass through
  const dataDir = path.join(root, 'data');
  const mailbox = path.join(root, 'mailbox');
  const mail = await startMailCatcher(mailbox);
  const product = await startProduct({ dataDir, smtpPort: mail.port });

  process.env.E2E_BASE_URL = product.baseURL;
  process.env.E2E_MAILBOX = mailbox;
  process.env.E2E_PRODUCT_ENV = JSON.stringify({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PUBLIC_URL: product.baseURL,
    SESSION_SECRET: product.env.SESSION_SECRET,
    TWO_FACTOR_KEY: product.env.TWO_FACTOR_KEY,
  });
  // The built-in receiver of customers' answers (not in E2E_PRODUCT_ENV: commands run with that
  // must not start a second receiver).
  process.env.E2E_INBOUND_SMTP_PORT = product.env.INBOUND_SMTP_PORT;

  return async () => {
    const code = await product.stop();
    await mail.stop();
    const pgStillRunning = existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'));
    if (!process.env.E2E_KEEP) rmSync(root, { recursive: true, force: true });
    if (code !== 0)
      throw new Error(`The product did not stop cleanly on SIGTERM (exit code ${code})`);
    if (pgStillRunning)
      throw new Error('The embedded PostgreSQL was still running after the product stopped');
  };
}
