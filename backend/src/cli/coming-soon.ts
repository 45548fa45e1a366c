import 'reflect-metadata';
import { loadConfig } from '../config/config';
import { Setting } from '../settings/setting.entity';
import { SettingsService } from '../settings/settings.service';
import { runCommand, withMigratedDatabase } from './command';

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
  return withMigratedDatabase(loadConfig(env), async (dataSource) => {
    const settings = new SettingsService(dataSource.getRepository(Setting));
    if (arg !== 'status') await settings.setComingSoon(arg === 'on');
    return `Coming-soon mode is ${(await settings.isComingSoon()) ? 'on' : 'off'}.`;
  });
}

if (require.main === module) runCommand(() => comingSoonCommand(process.argv[2]));
