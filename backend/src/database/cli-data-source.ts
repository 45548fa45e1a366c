import { DataSource } from 'typeorm';
import { loadConfig } from '../config/config';
import { startDatabase } from './start-database';
import { typeormOptions } from './typeorm-options';

/**
 * The DataSource the TypeORM command line uses (`npm run migration:generate` / `migration:run`):
 * DATABASE_URL, or the embedded PostgreSQL of the running app (start it with `npm run dev`).
 */
export const dataSource = (async () => {
  const config = loadConfig();
  const db = await startDatabase(config, () => undefined, 'existing');
  return new DataSource(typeormOptions(db.url, { logging: ['error', 'schema'] }));
})();
