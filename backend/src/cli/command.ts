import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config';
import { startDatabase } from '../database/start-database';
import { runMigrationsLocked, typeormOptions } from '../database/typeorm-options';

/**
 * Runs `work` on the app's database, migrated: DATABASE_URL, the embedded PostgreSQL of the running
 * app, or that database started for the moment (so a command works whether or not the app runs).
 * The connection is closed, and a database started for the command stopped, however `work` ends.
 */
export async function withMigratedDatabase<T>(
  config: AppConfig,
  work: (dataSource: DataSource) => Promise<T>,
): Promise<T> {
  const db = await startDatabase(config, () => undefined, 'attach');
  const dataSource = new DataSource(typeormOptions(db.url));
  try {
    await dataSource.initialize();
    await runMigrationsLocked(dataSource);
    return await work(dataSource);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await db.stop();
  }
}

/**
 * A command's entry point when its file is run directly: prints the sentence `command` answers and
 * exits 0, or prints its error's message and exits 1.
 */
export function runCommand(command: () => Promise<string>): void {
  command().then(
    (message) => {
      console.log(message);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
