import path from 'node:path';
import { DataSource, DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy';

/**
 * The one description of our database for the app, the tests and the TypeORM command line.
 * Entities and migrations are found by file name, so a new module only adds files.
 */
export function typeormOptions(
  url: string,
  extra: Partial<DataSourceOptions> = {},
): DataSourceOptions {
  const src = path.resolve(__dirname, '..');
  return {
    type: 'postgres',
    url,
    entities: [path.join(src, '**', '*.entity.{js,ts}')],
    migrations: [path.join(src, 'database', 'migrations', '*.{js,ts}')],
    migrationsTableName: 'migrations',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    // Failed queries surface as errors: a 500 is logged (pino) by AllExceptionsFilter, and the
    // database errors the API expects (a unique violation, a refused row) are answered, not noise.
    logging: false,
    extra: { max: 10, connectionTimeoutMillis: 10_000, application_name: 'building-bridges' },
    ...extra,
  } as DataSourceOptions;
}

/** Arbitrary constant: the advisory lock all instances take while they migrate. */
const MIGRATION_LOCK_KEY = 7_346_201_552;

/**
 * Runs pending migrations while holding a PostgreSQL advisory lock, so that several instances
 * starting together migrate once and the others wait, then find nothing to do.
 */
export async function runMigrationsLocked(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const ran = await dataSource.runMigrations({ transaction: 'each' });
      return ran.map((m) => m.name);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}
