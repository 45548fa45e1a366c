import 'reflect-metadata';
import { Logger, type LogLevel } from '@nestjs/common';
import { createApp } from './app.setup';
import { ConfigError, loadConfig } from './config/config';
import { startDatabase } from './database/start-database';

async function main() {
  const config = loadConfig();
  // Until the app (and its pino logger) exists, Nest's console logger speaks: give it LOG_LEVEL too.
  const order: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];
  const upTo = { silent: -1, fatal: 0, error: 1, warn: 2, info: 3, debug: 4, trace: 5 }[
    config.logLevel
  ];
  Logger.overrideLogger(order.slice(0, upTo + 1));
  const logger = new Logger('Main');
  const db = await startDatabase(config, (m) => logger.log(m));
  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    // Process managers often send a second signal (npm, the Nest CLI's watch mode); one shutdown runs.
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received: shutting down`);
    const force = setTimeout(() => process.exit(1), 30_000).unref();
    try {
      await app?.close();
    } finally {
      await db.stop();
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    app = await createApp({ ...config, databaseUrl: db.url });
    await app.listen(config.port, config.host);
  } catch (error) {
    await db.stop();
    throw error;
  }
  logger.log(
    `Listening on port ${config.port}: the site is at ${config.publicUrl}, API docs at ${config.publicUrl}/api/docs`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
