import { DataSource } from 'typeorm';
import { runMigrationsLocked, typeormOptions } from '../src/database/typeorm-options';
import { createTestDatabase } from './support/test-app';

describe('database schema', () => {
  it('is exactly what the entities describe once the migrations have run (no drift)', async () => {
    const db = await createTestDatabase();
    const ds = await new DataSource(typeormOptions(db.url)).initialize();
    try {
      const ran = await runMigrationsLocked(ds);
      expect(ran.length).toBeGreaterThan(0);
      const pending = await ds.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    } finally {
      await ds.destroy();
      await db.drop();
    }
  });

  it('migrates once when several instances start together', async () => {
    const db = await createTestDatabase();
    const sources = await Promise.all(
      [1, 2, 3].map(() => new DataSource(typeormOptions(db.url)).initialize()),
    );
    try {
      const results = await Promise.all(sources.map((ds) => runMigrationsLocked(ds)));
      expect(results.filter((r) => r.length > 0)).toHaveLength(1);
      const [{ n }] = await sources[0].query('SELECT count(*)::int AS n FROM migrations');
      expect(n).toBe(results.flat().length);
    } finally {
      await Promise.all(sources.map((ds) => ds.destroy()));
      await db.drop();
    }
  });
});
