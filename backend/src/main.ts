import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.setup';
import { ConfigError, loadConfig } from './config/config';
import { startDatabase } from './database/start-database';

async function main() {
  const config = loadConfig();
  const logger = new Logger('Main');
  const db = await startDatabase(config, (m) => logger.log(m));
  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  const shutdown = async (signal: string) => {
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
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    app = await createApp({ ...config, databaseUrl: db.url });
    await app.listen(config.port, config.host);
  } catch (error) {
    await db.stop();
    throw error;
  }
  logger.log(
    `Listening on ${config.publicUrl} (port ${config.port}); API docs at ${config.publicUrl}/api/docs`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
