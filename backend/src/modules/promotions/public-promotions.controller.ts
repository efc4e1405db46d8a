import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PublicPromotion } from '@academy/contracts';
import { StudentAuth } from '../../common/auth/auth.decorators.js';
import { PublicPromotionResponse } from './dto/public-promotion.response.js';
import { HOLDING_USE_STATES } from './promo-code-use.entity.js';
import { PromoCodeEntity } from './promo-code.entity.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The uses that count against a code's maxUses, as PromoRedemptions counts them. */
const HELD_USES = `SELECT count(*) FROM promo_code_uses held
   WHERE held.promo_code_id = promo.id AND held.state IN (:...holding)`;

@ApiTags('promotions')
@Controller('promotions')
export class PublicPromotionsController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @StudentAuth()
  @ApiOperation({
    summary: 'The public promo codes a student can use now, soonest ending first',
    description:
      'Active, marked public, started, not ended and not used up (its reserved and consumed ' +
      'uses below maxUses); the figures stay staff-only.',
  })
  @ApiOkResponse({ type: [PublicPromotionResponse] })
  async list(): Promise<PublicPromotion[]> {
    const rows = await this.dataSource
      .getRepository(PromoCodeEntity)
      .createQueryBuilder('promo')
      .where('promo.public = :yes AND promo.active = :yes', { yes: true })
      .andWhere('(promo.startsAt IS NULL OR promo.startsAt <= now())')
      .andWhere('(promo.endsAt IS NULL OR promo.endsAt > now())')
      .andWhere(`(promo.maxUses IS NULL OR promo.maxUses > (${HELD_USES}))`, {
        holding: HOLDING_USE_STATES,
      })
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
