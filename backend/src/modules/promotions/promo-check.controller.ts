import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PromoCheckResponse } from '@academy/contracts';
import { CurrentPrincipal, StudentAuth } from '../../common/auth/auth.decorators.js';
import type { StudentPrincipal } from '../../common/auth/principal.js';
import { ApiRefusal } from '../../common/http/error-response.js';
import { RateLimited } from '../rate-limit/index.js';
import { PromoCheckDto, PromoCheckResponseDto } from './dto/promo-check.dto.js';
import { PromoRedemptions } from './promo-redemptions.service.js';

@ApiTags('promotions')
@Controller('promo-codes')
export class PromoCheckController {
  constructor(private readonly redemptions: PromoRedemptions) {}

  @Post('check')
  @HttpCode(200)
  @StudentAuth()
  @RateLimited('promo-check')
  @ApiOperation({
    summary: "A code's figures for the caller and a purchase, before paying (nothing is held)",
    description:
      'The refusals carry a code: PROMO_UNKNOWN (404), PROMO_NOT_APPLICABLE (400), ' +
      'PROMO_NOT_STARTED, PROMO_EXPIRED, PROMO_USED_UP, PROMO_ALREADY_USED, ' +
      'PROMO_FIRST_PURCHASE_ONLY (409). Every payment route answers the same for its promoCode.',
  })
  @ApiOkResponse({ type: PromoCheckResponseDto })
  @ApiRefusal(400, 'PROMO_NOT_APPLICABLE, or a field')
  @ApiRefusal(404, 'PROMO_UNKNOWN')
  @ApiRefusal(409, 'The code cannot be used now')
  check(
    @CurrentPrincipal() caller: StudentPrincipal,
    @Body() body: PromoCheckDto,
  ): Promise<PromoCheckResponse> {
    return this.redemptions.check(caller.userId, body);
  }
}
