import { Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { runMigrationsLocked, servingOptions, typeormOptions } from './typeorm-options';

/**
 * TypeORM on PostgreSQL. The DataSource handed to the rest of the app is already migrated: pending
 * migrations run at start under an advisory lock, so several instances can start together. They run
 * on a DataSource of their own without the serving pool's statement timeout (servingOptions), which a
 * long migration, or the wait for another instance's, could exceed.
 */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => servingOptions(config.databaseUrl!),
      dataSourceFactory: async (options) => {
        const { url } = options as { url: string };
        const migrator = await new DataSource(typeormOptions(url)).initialize();
        try {
          const ran = await runMigrationsLocked(migrator);
          if (ran.length) new Logger('Database').log(`Applied migrations: ${ran.join(', ')}`);
        } finally {
          await migrator.destroy();
        }
        return new DataSource(options!).initialize();
      },
    }),
  ],
})
export class DatabaseModule {}
