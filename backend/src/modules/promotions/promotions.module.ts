import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { WebhooksModule } from '../webhooks/index.js';
import { PromoCheckController } from './promo-check.controller.js';
import { PromoCodeUseEntity } from './promo-code-use.entity.js';
import { PromoCodeEntity } from './promo-code.entity.js';
import { PromoCodesController } from './promo-codes.controller.js';
import { PromoCodesService } from './promo-codes.service.js';
import { PromoRedemptions } from './promo-redemptions.service.js';
import { PublicPromotionsController } from './public-promotions.controller.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([PromoCodeEntity, PromoCodeUseEntity]),
    AuditModule,
    CatalogueModule,
    WebhooksModule,
  ],
  controllers: [PromoCodesController, PromoCheckController, PublicPromotionsController],
  providers: [PromoCodesService, PromoRedemptions],
  exports: [PromoRedemptions],
})
export class PromotionsModule {}
