import {
  Global,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { AppConfig } from './app-config.js';

@Global()
@Module({})
export class AppConfigModule implements OnApplicationBootstrap {
  private readonly logger = new Logger('Configuration');

  constructor(private readonly config: AppConfig) {}

  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppConfigModule,
      providers: [{ provide: AppConfig, useValue: config }],
      exports: [AppConfig],
    };
  }

  /** Production running with an unsafe setting it was allowed says so on every start. */
  onApplicationBootstrap(): void {
    for (const risk of this.config.unsafeSettingsInUse) {
      this.logger.warn(`Unsafe in production, allowed by ALLOW_UNSAFE_IN_PRODUCTION: ${risk}`);
    }
  }
}
