import { AppConfig } from '../config/config';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface Database {
  url: string;
  stop(): Promise<void>;
}

/**
 * The database this process uses: DATABASE_URL when given, otherwise the embedded PostgreSQL in
 * DATA_DIR. Commands ('attach') reuse the embedded server of a running app instead of starting their own.
 */
export async function startDatabase(
  config: AppConfig,
  log: (message: string) => void,
  mode: 'app' | 'attach' | 'existing' = 'app',
): Promise<Database> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined };
  return startEmbeddedPostgres({ dataDir: config.dataDir, mode, log });
}
