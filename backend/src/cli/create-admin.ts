import 'reflect-metadata';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { loadConfig } from '../config/config';
import { SessionsService } from '../sessions/sessions.service';
import { adminAccountProblems } from '../credentials/account-rules';
import { createOrPromoteAdmin } from '../users/admin-account';
import { runCommand, withMigratedDatabase } from './command';

const USAGE =
  'Usage: npm run create-admin -- <username> <email>\n' +
  '  Creates that administrator, or promotes the account with that username or e-mail address.\n' +
  '  The password is read from ADMIN_PASSWORD, or asked for (not shown) when run in a terminal;\n' +
  '  promoting an existing account without a password keeps its password.';

/** Asks for a password on the terminal without echoing it. */
async function askPassword(prompt: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _enc, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  try {
    return await new Promise<string>((resolve) => {
      rl.question(prompt, (answer) => resolve(answer));
      muted = true;
    });
  } finally {
    rl.close();
    process.stdout.write('\n');
  }
}

export interface CreateAdminOptions {
  env?: NodeJS.ProcessEnv;
  /** Asks for the password when ADMIN_PASSWORD is not set; undefined: do not ask. */
  ask?: (prompt: string) => Promise<string>;
}

/**
 * Creates or promotes an administrator (verified, not suspended). Works whether or not the app runs,
 * like `npm run coming-soon`. Returns what it did, in a sentence.
 */
export async function createAdminCommand(
  args: string[],
  { env = process.env, ask }: CreateAdminOptions = {},
): Promise<string> {
  const [username, email, ...rest] = args;
  if (!username || !email || rest.length) throw new Error(USAGE);
  let password = env.ADMIN_PASSWORD || undefined;
  if (!password && ask) {
    password =
      (await ask('Password for the administrator (leave empty to keep the current one): ')) ||
      undefined;
    if (password && (await ask('Repeat the password: ')) !== password)
      throw new Error('The two passwords differ. Nothing was changed.');
  }
  const problems = adminAccountProblems({ username, email, password });
  if (problems.length) throw new Error(`${problems.join('\n')}\n\n${USAGE}`);

  // ADMIN_PASSWORD here is this command's input, not the start-up bootstrap (which needs all three).
  const { ADMIN_USERNAME: _u, ADMIN_EMAIL: _e, ADMIN_PASSWORD: _p, ...appEnv } = env;
  const config = loadConfig(appEnv);
  return withMigratedDatabase(config, async (dataSource) => {
    const { action, user, passwordChanged } = await createOrPromoteAdmin(dataSource, {
      username,
      email,
      password,
    });
    if (passwordChanged) await new SessionsService(config, dataSource).end({ userId: user.id });
    return action === 'created'
      ? `Administrator ${user.username} <${user.email}> created. Sign in at ${config.publicUrl}/login.`
      : `${user.username} <${user.email}> is now an administrator${password ? ' with the new password' : ''}.`;
  });
}

if (require.main === module)
  runCommand(() =>
    createAdminCommand(process.argv.slice(2), {
      ask: process.stdin.isTTY ? askPassword : undefined,
    }),
  );
