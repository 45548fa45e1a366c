import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/config';
import { startDatabase } from '../database/start-database';
import { runMigrationsLocked, typeormOptions } from '../database/typeorm-options';
import { seedSampleContent } from '../sample-content/sample-content';

/**
 * Adds the sample content (testimonials, the speaker page's carousel) to the database now, with the
 * same once-per-database rule as the start-up seed: a database that had it once never gets it again.
 * Useful on a site started with SEED_SAMPLE_CONTENT=false. Works whether or not the app is running.
 */
export async function sampleContentCommand(env = process.env): Promise<string> {
  const config = loadConfig(env);
  const db = await startDatabase(config, () => undefined, 'attach');
  const dataSource = new DataSource(typeormOptions(db.url));
  try {
    await dataSource.initialize();
    await runMigrationsLocked(dataSource);
    const { seeded, at } = await seedSampleContent(dataSource);
    return seeded
      ? 'Added the sample content: testimonials and the speaker page carousel.'
      : `The sample content was added to this database before (${at}); nothing was changed.`;
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await db.stop();
  }
}

if (require.main === module) {
  sampleContentCommand().then(
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
