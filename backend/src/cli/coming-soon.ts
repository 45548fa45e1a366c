import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/config';
import { startDatabase } from '../database/start-database';
import { runMigrationsLocked, typeormOptions } from '../database/typeorm-options';
import { Setting } from '../settings/setting.entity';
import { SettingsService } from '../settings/settings.service';

const USAGE = 'Usage: npm run coming-soon -- on|off|status';

/**
 * Turns coming-soon mode on or off (or shows it). Works whether or not the app is running: it uses
 * DATABASE_URL, the embedded PostgreSQL of the running app, or starts that database for a moment.
 * Visitors' browsers pick the change up within 30 seconds (their poll interval).
 */
export async function comingSoonCommand(
  arg: string | undefined,
  env = process.env,
): Promise<string> {
  if (arg !== 'on' && arg !== 'off' && arg !== 'status') throw new Error(USAGE);
  const config = loadConfig(env);
  const db = await startDatabase(config, () => undefined, 'attach');
  const dataSource = new DataSource(typeormOptions(db.url));
  try {
    await dataSource.initialize();
    await runMigrationsLocked(dataSource);
    const settings = new SettingsService(dataSource.getRepository(Setting));
    if (arg !== 'status') await settings.setComingSoon(arg === 'on');
    return `Coming-soon mode is ${(await settings.isComingSoon()) ? 'on' : 'off'}.`;
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await db.stop();
  }
}

if (require.main === module) {
  comingSoonCommand(process.argv[2]).then(
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
