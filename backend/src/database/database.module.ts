import { Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { runMigrationsLocked, typeormOptions } from './typeorm-options';

/**
 * TypeORM on PostgreSQL. The DataSource handed to the rest of the app is already migrated: pending
 * migrations run at start under an advisory lock, so several instances can start together.
 */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => typeormOptions(config.databaseUrl!),
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        const ran = await runMigrationsLocked(dataSource);
        if (ran.length) new Logger('Database').log(`Applied migrations: ${ran.join(', ')}`);
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}
