import { randomBytes } from 'node:crypto';

/**
 * The environment of the built app a bench starts: production mode and production logging
 * (LOG_LEVEL info, JSON lines), on 127.0.0.1:`port`, with the bench's own data directory and
 * database and fresh secrets. `extra` adds or replaces variables. The shell's SMTP_URL (unless
 * `extra` gives one) and LOG_FORMAT are left out: a bench decides where mail goes and how the log
 * reads.
 */
export function benchAppEnv({ port, dataDir, databaseUrl }, extra = {}) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    TWO_FACTOR_KEY: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'info',
    ...extra,
  };
  if (!('SMTP_URL' in extra)) delete env.SMTP_URL;
  delete env.LOG_FORMAT;
  return env;
}
