import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { PromoCodeRecord } from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../common/auth/principal.js';
import { ErrorResponse } from '../../common/http/error-response.js';
import { IdPipe } from '../../common/http/id.pipe.js';
import { ListQuery, sendListPage } from '../../common/http/list-query.js';
import { ApiListResponse } from '../../common/http/list-response.js';
import { CreatePromoCodeDto, PromoCodeResponse, UpdatePromoCodeDto } from './dto/promo-code.dto.js';
import { PromoCodesService } from './promo-codes.service.js';

const notFound = ApiNotFoundResponse({ type: ErrorResponse, description: 'No such promo code' });
const invalid = ApiBadRequestResponse({
  type: ErrorResponse,
  description: 'A field refused: endsAt not after startsAt, a percent past 100, an unknown tier',
});

/**
 * Promo codes as a react-admin resource (simple-rest): admins manage them (promotions:manage),
 * support reads them (promotions:read). Each record carries the code's uses and what it brought.
 */
@ApiTags('admin: promotions')
@Controller('admin/promo-codes')
export class PromoCodesController {
  constructor(private readonly codes: PromoCodesService) {}

  @Get()
  @StaffAuth('promotions:read')
  @ApiOperation({
    summary: 'Every promo code with its uses, reservations, revenue and discount given',
    description: 'sort: id, code, kind, value, createdAt, startsAt, endsAt; filter: q, active, id',
  })
  @ApiListResponse(PromoCodeResponse, 'promo-codes 0-24/25')
  @ApiBadRequestResponse({ type: ErrorResponse })
  async list(
    @Query() query: ListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PromoCodeRecord[]> {
    return sendListPage(reply, 'promo-codes', await this.codes.list(query));
  }

  @Get(':id')
  @StaffAuth('promotions:read')
  @ApiOperation({ summary: 'One promo code with its figures' })
  @ApiOkResponse({ type: PromoCodeResponse })
  @notFound
  get(@Param('id', IdPipe) id: number): Promise<PromoCodeRecord> {
    return this.codes.get(id);
  }

  @Post()
  @StaffAuth('promotions:manage')
  @ApiOperation({
    summary: 'Create a promo code; it works at once unless startsAt says later',
    description: 'Audited as promo_code_create, with the code as created.',
  })
  @ApiCreatedResponse({ type: PromoCodeResponse })
  @invalid
  @ApiConflictResponse({ type: ErrorResponse, description: 'The code exists (in any case)' })
  create(
    @CurrentPrincipal() actor: StaffActor,
    @Body() body: CreatePromoCodeDto,
  ): Promise<PromoCodeRecord> {
    return this.codes.create(actor, body);
  }

  @Put(':id')
  @StaffAuth('promotions:manage')
  @ApiOperation({
    summary: 'Change a promo code: limits, dates, texts, active (false deactivates it)',
    description:
      'The whole record, as react-admin sends it (its figures are ignored). Once a payment has ' +
      'named the code, its code, kind and value no longer change (409). Audited with the code ' +
      'before and after: promo_code_deactivate when active turns false, else promo_code_update.',
  })
  @ApiOkResponse({ type: PromoCodeResponse })
  @invalid
  @ApiConflictResponse({ type: ErrorResponse, description: 'Used: code, kind and value fixed' })
  @notFound
  update(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
    @Body() body: UpdatePromoCodeDto,
  ): Promise<PromoCodeRecord> {
    return this.codes.update(actor, id, body);
  }

  @Delete(':id')
  @StaffAuth('promotions:manage')
  @ApiOperation({
    summary: 'Delete a promo code no payment has named (else deactivate it)',
    description: 'Audited as promo_code_delete, with the code as it was.',
  })
  @ApiOkResponse({ type: PromoCodeResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The code has been used' })
  @notFound
  delete(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
  ): Promise<PromoCodeRecord> {
    return this.codes.delete(actor, id);
  }
}
