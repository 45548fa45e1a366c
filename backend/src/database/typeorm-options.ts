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
    extra: {
      max: 10,
      connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
      application_name: 'building-bridges',
    },
    ...extra,
  } as DataSourceOptions;
}

/**
 * How long the app waits on PostgreSQL (docs/decisions.md, "When PostgreSQL cannot be reached").
 * `connectMs` bounds getting a connection, a free one from the pool included, so a request during
 * an outage is answered 503 at once (a stopped server refuses at once; an unreachable one within
 * connectMs) instead of hanging. `statementMs` bounds one statement of the serving pool on the
 * server; migrations and the commands run without it (a migration or the wait for the migration
 * lock may take longer).
 */
export const DATABASE_TIMEOUTS = { connectMs: 3_000, statementMs: 15_000 } as const;

/**
 * The options of the app's serving DataSource: typeormOptions plus a statement timeout, and TCP
 * keep-alive so that a connection to a server that vanished without closing it is found dead.
 */
export function servingOptions(url: string): DataSourceOptions {
  const base = typeormOptions(url);
  return {
    ...base,
    extra: {
      ...(base.extra as Record<string, unknown>),
      statement_timeout: DATABASE_TIMEOUTS.statementMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    },
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
