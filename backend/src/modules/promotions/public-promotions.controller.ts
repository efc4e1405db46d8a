import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PublicPromotion } from '@academy/contracts';
import { StudentAuth } from '../../common/auth/auth.decorators.js';
import { PublicPromotionResponse } from './dto/public-promotion.response.js';
import { PromoCodeEntity } from './promo-code.entity.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

@ApiTags('promotions')
@Controller('promotions')
export class PublicPromotionsController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @StudentAuth()
  @ApiOperation({
    summary: 'The public promo codes: active, marked public and not ended, soonest ending first',
    description: 'A code that starts later is listed with its start; the figures stay staff-only.',
  })
  @ApiOkResponse({ type: [PublicPromotionResponse] })
  async list(): Promise<PublicPromotion[]> {
    const rows = await this.dataSource
      .getRepository(PromoCodeEntity)
      .createQueryBuilder('promo')
      .where('promo.public = :yes AND promo.active = :yes', { yes: true })
      .andWhere('(promo.endsAt IS NULL OR promo.endsAt > now())')
      .orderBy('promo.endsAt', 'ASC', 'NULLS LAST')
      .addOrderBy('promo.id', 'DESC')
      .getMany();
    return rows.map((row) => ({
      code: row.code,
      kind: row.kind,
      value: row.value,
      appliesTo: row.appliesTo,
      bannerText: row.bannerText,
      startsAt: iso(row.startsAt),
      endsAt: iso(row.endsAt),
    }));
  }
}
