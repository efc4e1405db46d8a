import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { AppConfig, ConfigurationError } from './config/app-config.js';
import { createApp } from './app.factory.js';
import {
  EmbeddedDatabaseInUseError,
  holdEmbeddedDatabase,
} from './database/embedded-database-lock.js';

async function bootstrap(): Promise<void> {
  let config: AppConfig;
  try {
    config = new AppConfig(process.env);
    // Before anything opens the embedded database: a second process must not write beside us.
    if (!config.databaseUrl) await holdEmbeddedDatabase(config.embeddedDatabaseDir);
  } catch (error) {
    if (error instanceof ConfigurationError || error instanceof EmbeddedDatabaseInUseError) {
      // Before the logger exists: it is configured by the settings.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  await app.listen({ port: config.port, host: '0.0.0.0' });
  new Logger('Bootstrap').log(`Trading Academy is serving ${config.publicUrl}`);
}

void bootstrap();
