import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';
import { runMigrations } from './migrate.js';
import { StudentChangeFeed } from './student-change-feed.js';

/** The data source, and the database's announcements of changed students for every module. */
@Global()
@Module({
  providers: [StudentChangeFeed],
  exports: [StudentChangeFeed],
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config),
        retryAttempts: 5,
        retryDelay: 2000,
      }),
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        const config = options as { schema?: string; driver?: unknown };
        if (config.schema) await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${config.schema}"`);
        await runMigrations(dataSource, config.driver !== undefined);
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}
