import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { AppConfig, ConfigurationError } from './config/app-config.js';
import { createApp } from './app.factory.js';
import {
  EmbeddedDatabaseInUseError,
  holdEmbeddedDatabase,
  whenEmbeddedDatabaseLost,
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
  const logger = new Logger('Bootstrap');
  const exitAfterGrace = () =>
    setTimeout(() => {
      logger.error(`Requests still running after ${config.shutdownGraceSeconds} s; exiting`);
      process.exit(1);
    }, config.shutdownGraceSeconds * 1000).unref();
  // Another process has the embedded database now: stop serving, finish what runs, and exit
  // with an error so that whoever supervises the server sees it.
  whenEmbeddedDatabaseLost((lost) => {
    logger.error(lost.message);
    exitAfterGrace();
    void app.close().finally(() => process.exit(1));
  });
  await app.listen({ port: config.port, host: '0.0.0.0' });
  logger.log(
    `Trading Academy is serving ${config.publicUrl}; the back office is at ${config.adminUrl}`,
  );
  // Nest's shutdown hooks stop accepting requests and let those in flight finish; a request that
  // never ends must not keep the process past what the orchestrator allows before it kills.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.log(`${signal}: finishing the requests in flight`);
      exitAfterGrace();
    });
  }
}

void bootstrap();
