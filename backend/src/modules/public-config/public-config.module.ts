import { Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { CRYPTO_OPTIONS } from '@academy/contracts';
import { AppConfig } from '../../config/app-config.js';
import { CatalogueModule } from '../catalogue/index.js';
import { PublicConfigController } from './public-config.controller.js';

@Module({ imports: [CatalogueModule], controllers: [PublicConfigController] })
export class PublicConfigModule implements OnApplicationBootstrap {
  private readonly logger = new Logger('PublicConfig');

  constructor(private readonly config: AppConfig) {}

  /** In production, says which coins students are offered, so a missing address is seen at once. */
  onApplicationBootstrap(): void {
    if (!this.config.production) return;
    const configured = new Set(this.config.cryptoAddresses.map(({ id }) => id));
    const offered = CRYPTO_OPTIONS.filter(({ id }) => configured.has(id)).map(({ name }) => name);
    const missing = CRYPTO_OPTIONS.filter(({ id }) => !configured.has(id)).map(({ name }) => name);
    if (offered.length === 0) {
      this.logger.warn('Crypto payments are not offered: no CRYPTO_ADDRESS_* is set');
      return;
    }
    this.logger.log(`Crypto payments offered in ${offered.join(', ')}`);
    if (missing.length > 0) {
      this.logger.log(`Not offered, without a CRYPTO_ADDRESS_* setting: ${missing.join(', ')}`);
    }
  }
}
