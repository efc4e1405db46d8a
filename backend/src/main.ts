import 'reflect-metadata';
import { AppConfig, ConfigurationError } from './config/app-config.js';
import { createApp } from './app.factory.js';

async function bootstrap(): Promise<void> {
  let config: AppConfig;
  try {
    config = new AppConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigurationError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  await app.listen({ port: config.port, host: '0.0.0.0' });
  app.getHttpAdapter().getInstance().log.info(`Trading Academy is serving ${config.publicUrl}`);
}

void bootstrap();
