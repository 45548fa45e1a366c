import 'reflect-metadata';
import { Logger, type LogLevel } from '@nestjs/common';
import { createApp } from './app.setup';
import { lowerHelperThreads } from './common/helper-threads';
import { ConfigError, loadConfig } from './config/config';
import { startDatabase } from './database/start-database';
import { logFormat, startLogger } from './logger';
import { startupSummary } from './startup-summary';

async function main() {
  const config = loadConfig();
  // Until the app (and its pino logger) exists, Nest's console logger speaks: give it LOG_LEVEL too.
  const order: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];
  const upTo = { silent: -1, fatal: 0, error: 1, warn: 2, info: 3, debug: 4, trace: 5 }[
    config.logLevel
  ];
  Logger.overrideLogger(order.slice(0, upTo + 1));
  // main.ts's own lines, in the app's format (readable in a terminal, JSON otherwise).
  const logger = startLogger(config).child({ context: 'Main' });
  const db = await startDatabase(config, (m) => logger.info(m));
  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    // Process managers often send a second signal (npm, the Nest CLI's watch mode); one shutdown runs.
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: shutting down`);
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
  // A visitor's request first when the CPU is busy: the helper threads below the main thread.
  await lowerHelperThreads().catch((error: unknown) =>
    logger.warn({ err: error }, "Could not lower the helper threads' priority"),
  );
  const address = app.getHttpServer().address();
  const format = logFormat(config.nodeEnv, process.stdout.isTTY);
  const summary = startupSummary(config, {
    databaseUrl: db.url,
    port: typeof address === 'object' && address ? address.port : config.port,
    logFormat: format,
  });
  // Through the app's logger, after its own start-up lines. In a terminal, a block of lines to
  // read; as JSON, one record (the lines as its message).
  new Logger('Main').log(
    format === 'pretty'
      ? summary.join('\n')
      : summary.map((line) => line.trim().replace(/^(\w[\w ]*:)\s+/, '$1 ')).join('; '),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
