import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';

/** One real PostgreSQL for the whole run; each test file creates its own database in it (test-app.ts). */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_ADMIN_URL) return; // an external server was given
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-backend-test-'));
  const pg = await startEmbeddedPostgres({ dataDir, database: 'postgres', mode: 'app' });
  process.env.TEST_DATABASE_ADMIN_URL = pg.url;
  (globalThis as Record<string, unknown>).__BB_TEST_PG__ = { pg, dataDir };
}
