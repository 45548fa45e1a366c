import 'reflect-metadata';
import { loadConfig } from '../config/config';
import { seedSampleContent } from '../sample-content/sample-content';
import { runCommand, withMigratedDatabase } from './command';

/**
 * Adds the sample content (testimonials, the speaker page's carousel) to the database now, with the
 * same once-per-database rule as the start-up seed: a database that had it once never gets it again.
 * Useful on a site started with SEED_SAMPLE_CONTENT=false. Works whether or not the app is running.
 */
export async function sampleContentCommand(env = process.env): Promise<string> {
  return withMigratedDatabase(loadConfig(env), async (dataSource) => {
    const { seeded, at } = await seedSampleContent(dataSource);
    return seeded
      ? 'Added the sample content: testimonials and the speaker page carousel.'
      : `The sample content was added to this database before (${at}); nothing was changed.`;
  });
}

if (require.main === module) runCommand(() => sampleContentCommand());
